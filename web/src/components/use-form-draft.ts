import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { duringFormSave } from "@/api/client";
import { sessionStore } from "@/api/session-store";
import { draftKey, draftValues, drafts, type Draft, type DraftTarget } from "@/lib/drafts";
import { saveFailure, type SaveFailure } from "@/lib/save-failure";
import type { FormValues } from "./record-fields";

const WRITE_DELAY_MS = 300;

export interface FormDraft {
  /** The draft found when the form opened, until restored or ignored. */
  offer: Draft | null;
  restore: () => void;
  ignore: () => void;
  /** The values changed: written once the typing pauses. */
  changed: () => void;
  /** Writes now what waits for the typing to pause (a save starts: should it fail, the draft is there). */
  flush: () => void;
  /** Saved, cancelled or given up: the draft goes (later edits of a form that stays open make a new one). */
  clear: () => void;
}

interface DraftSource {
  read: () => Record<string, unknown>;
  apply: (values: Record<string, unknown>) => void;
  /** Changed by the user (values set by the form itself, a default or a computed field, make no draft). */
  dirty?: () => boolean;
  /** Fields never written (passwords are left out by name anyway). */
  secret?: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const valuesOf = (source: DraftSource) => draftValues(source.read(), source.secret);

/**
 * The draft of one form, whatever holds its values (ADR 042): written to the browser as the user types (plain
 * values, no password), offered back when the same form of the same record opens again for the same user. No
 * target, no draft.
 */
export function useDraft(target: DraftTarget | undefined, source: DraftSource): FormDraft {
  const userId = sessionStore.get().user?.id;
  const key = target && userId !== undefined ? draftKey(userId, target) : null;
  const src = React.useRef(source);
  src.current = source;
  const initial = React.useRef<Record<string, unknown> | null>(null);
  initial.current ??= valuesOf(src.current);
  const [offer, setOffer] = React.useState<Draft | null>(() => {
    const found = key ? drafts.read(key) : null;
    return found && !same(found.values, initial.current) ? found : null;
  });
  const offered = React.useRef(offer !== null);
  offered.current = offer !== null;
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const api = React.useMemo(() => {
    const write = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      // The earlier draft stays until the user restores or ignores it.
      if (!key || offered.current) return;
      const values = valuesOf(src.current);
      if (same(values, initial.current) || src.current.dirty?.() === false) drafts.clear(key);
      else drafts.write(key, values);
    };
    return {
      write,
      changed() {
        clearTimeout(timer.current);
        timer.current = setTimeout(write, WRITE_DELAY_MS);
      },
      clear() {
        clearTimeout(timer.current);
        timer.current = undefined;
        initial.current = valuesOf(src.current);
        if (key) drafts.clear(key);
      },
    };
  }, [key]);
  // Unmounted with a write pending (a session that expired, a crash of the screen): it is written now.
  React.useEffect(() => api.write, [api]);

  return React.useMemo(
    () => ({
      offer,
      restore() {
        if (offer) src.current.apply(offer.values);
        setOffer(null);
        api.changed();
      },
      ignore() {
        if (key) drafts.clear(key);
        setOffer(null);
      },
      changed: api.changed,
      flush: api.write,
      clear: api.clear,
    }),
    [api, key, offer],
  );
}

/** The draft of a react-hook-form form (RecordForm): every change of its values is drafted. */
export function useFormDraft(
  form: UseFormReturn<FormValues, unknown, FormValues>,
  target: DraftTarget | undefined,
): FormDraft {
  const draft = useDraft(target, {
    read: () => form.getValues(),
    dirty: () => form.formState.isDirty,
    apply: (values) => {
      for (const [name, value] of Object.entries(values))
        form.setValue(name, value, { shouldDirty: true });
    },
  });
  const { changed } = draft;
  React.useEffect(() => {
    const sub = form.watch(changed);
    return () => sub.unsubscribe();
  }, [form, changed]);
  return draft;
}

/**
 * A save that the network or the server may let down (ADR 042): `run` keeps the form where it is (no /404) and
 * tells why in `failure`, for SaveFailureNotice; any other error is the caller's, as before.
 */
export function useSaveFailure() {
  const [failure, setFailure] = React.useState<SaveFailure | null>(null);
  const run = React.useCallback(async (save: () => Promise<unknown>): Promise<boolean> => {
    setFailure(null);
    try {
      await duringFormSave(save);
      return true;
    } catch (err) {
      const failed = saveFailure(err);
      if (!failed) throw err;
      setFailure(failed);
      return false;
    }
  }, []);
  return { failure, run };
}
