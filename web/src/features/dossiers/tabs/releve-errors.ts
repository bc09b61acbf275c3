import { get, useFormContext } from "react-hook-form";

/**
 * The message of a nested field of the form (`compteurs.0.releve`), from the shared schema or the server's
 * `error.fields`; null when none. The form's generic field shows only its top-level message.
 */
export function useNestedError(): (path: string) => string | null {
  const { formState } = useFormContext();
  return (path) => {
    const e: unknown = get(formState.errors, path);
    if (e && typeof e === "object" && "message" in e && typeof e.message === "string")
      return e.message;
    return null;
  };
}
