import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { sessionStore } from "@/api/session-store";
import { draftKey, draftValues, drafts, type Draft, type DraftTarget } from "@/lib/drafts";
import type { FormValues } from "./record-fields";

const WRITE_DELAY_MS = 300;

export interface FormDraft {
  /** The draft found when the form opened, until restored or ignored. */
  offer: Draft | null;
  restore: () => void;
  ignore: () => void;
  /** Writes now what waits for the typing to pause (a save starts: should it fail, the draft is there). */
  flush: () => void;
  /** Saved, cancelled or given up: the draft goes (later edits of a form that stays open make a new one). */
  clear: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The draft of one form (ADR 042): written to the browser as the user types (plain values, no password), offered back
 * when the same form of the same record opens again for the same user. No target, no draft.
 */
export function useFormDraft(
  form: UseFormReturn<FormValues, unknown, FormValues>,
  target: DraftTarget | undefined,
  secret: readonly string[] = [],
): FormDraft {
  const userId = sessionStore.get().user?.id;
  const key = target && userId !== undefined ? draftKey(userId, target) : null;
  const secretRef = React.useRef(secret);
  const initial = React.useRef(draftValues(form.getValues(), secret));
  const [offer, setOffer] = React.useState<Draft | null>(() => {
    const found = key ? drafts.read(key) : null;
    return found && !same(found.values, initial.current) ? found : null;
  });
  const offered = React.useRef(offer !== null);
  offered.current = offer !== null;
  const pending = React.useRef<(() => void) | null>(null);

  React.useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      pending.current = null;
      // The earlier draft stays until the user restores or ignores it.
      if (offered.current) return;
      const values = draftValues(form.getValues(), secretRef.current);
      if (same(values, initial.current)) drafts.clear(key);
      else drafts.write(key, values);
    };
    const sub = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
      pending.current = write;
    });
    return () => {
      sub.unsubscribe();
      // Unmounted with a write pending (a session that expired, a crash of the screen): it is written now.
      pending.current?.();
    };
  }, [form, key]);

  return React.useMemo(
    () => ({
      offer,
      restore() {
        for (const [name, value] of Object.entries(offer?.values ?? {}))
          form.setValue(name, value, { shouldDirty: true });
        setOffer(null);
      },
      ignore() {
        if (key) drafts.clear(key);
        setOffer(null);
      },
      flush: () => pending.current?.(),
      clear() {
        pending.current = null;
        initial.current = draftValues(form.getValues(), secretRef.current);
        if (key) drafts.clear(key);
      },
    }),
    [form, key, offer],
  );
}
