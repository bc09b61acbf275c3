import * as React from "react";
import { ApiError } from "@/api/client";
import type { DraftTarget } from "@/lib/drafts";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useDraft, useSaveFailure, type FormDraft } from "./use-form-draft";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface DraftState<V> {
  values: V;
  setValues: React.Dispatch<React.SetStateAction<V>>;
  draft: FormDraft;
  /** The values were saved: nothing left to lose, no draft. */
  saved: () => void;
}

/**
 * useState for a form that keeps its values itself (the settings' forms): drafted like RecordForm's (ADR 042), and
 * leaving it with changes asks "Quitter sans enregistrer ?".
 */
export function useDraftState<V extends Record<string, unknown>>(
  target: DraftTarget,
  initial: () => V,
): DraftState<V> {
  const [values, setValues] = React.useState(initial);
  const latest = React.useRef(values);
  latest.current = values;
  const start = React.useRef(values);
  const draft = useDraft(target, {
    read: () => latest.current,
    apply: (restored) => setValues((v) => ({ ...v, ...restored })),
  });
  const dirty = !same(values, start.current);
  useUnsavedChanges(dirty, draft.clear);
  const { changed } = draft;
  const first = React.useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft is written when the values change
  React.useEffect(() => {
    if (first.current) first.current = false;
    else changed();
  }, [values, changed]);
  return {
    values,
    setValues,
    draft,
    saved() {
      start.current = latest.current;
      draft.clear();
    },
  };
}

/**
 * A settings form kept in plain state, whole: its draft, its save (a failure of the network or the server told by
 * SaveFailureNotice, the server's field messages in `errors`, anything else through `tellError`).
 */
export function useStateForm<V extends Record<string, unknown>, R>(options: {
  target: DraftTarget;
  initial: () => V;
  save: (values: V) => Promise<R>;
  onSaved: (answer: R) => unknown;
  tellError: (err: unknown) => void;
}) {
  const state = useDraftState(options.target, options.initial);
  const saving = useSaveFailure();
  const [errors, setErrors] = React.useState<Partial<Record<keyof V, string>>>({});
  const [busy, setBusy] = React.useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    state.draft.flush();
    try {
      let answer: R | undefined;
      if (!(await saving.run(async () => (answer = await options.save(state.values))))) return;
      state.saved();
      await options.onSaved(answer as R);
    } catch (err) {
      if (err instanceof ApiError && err.fields)
        setErrors(err.fields as Partial<Record<keyof V, string>>);
      else options.tellError(err);
    } finally {
      setBusy(false);
    }
  }
  return { ...state, errors, busy, failure: saving.failure, submit };
}
