import * as React from "react";
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";

/** Typing pauses this long before the server is asked: one search per pause, not one per key. */
export const TYPING_PAUSE_MS = 150;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A search box fed by the server as one types (pickers, Ctrl+K): the query text, the matches of the last pause,
 * and whether newer matches are on their way. The previous matches stay on screen while the next ones load.
 */
export function useTypedSearch<T, K extends QueryKey>(
  options: (q: string) => UseQueryOptions<T[], Error, T[], K>,
) {
  const [q, setQ] = React.useState("");
  const asked = useDebouncedValue(q, TYPING_PAUSE_MS);
  const results = useQuery({ ...options(asked), placeholderData: keepPreviousData });
  return {
    q,
    setQ,
    rows: results.data ?? [],
    /** A newer query than the rows shown is waiting for its pause or its answer. */
    pending: asked !== q || results.isFetching,
    /** At least one answer came back (an empty list then means "nothing found"). */
    answered: results.data !== undefined,
    failed: results.isError,
  };
}

/**
 * The highlighted option of a server-fed cmdk list, as `value` / `onValueChange` props for <Command>. cmdk keeps
 * highlighting an option that a newer answer removed (then Enter does nothing): the first option takes over.
 */
export function useActiveOption(values: string[]) {
  const [active, setActive] = React.useState("");
  return { value: values.includes(active) ? active : (values[0] ?? ""), onValueChange: setActive };
}
