import * as React from "react";

/**
 * Unsaved edits (forms, grids, inline rows) and the one question asked before they are lost: every screen holding
 * typed changes registers a guard; the router's navigation (app/guarded-location.ts) and the tab's closing
 * (beforeunload) ask first. Module state: one browser tab has one navigation to hold back at a time.
 */
interface Guard {
  dirty: () => boolean;
  /** The user chose "Quitter": the edits are given up (a form's draft goes too). */
  discard?: () => void;
}
const guards = new Set<Guard>();
let pending: (() => void) | null = null;
/** True while the navigation the user agreed to runs: it may go through guarded calls (the header's back). */
let leaving = false;
/** A confirmed leave that goes back in history (the header's arrow, Back): its popstate passes unasked. */
let passNextPop = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const hasUnsavedChanges = () => !leaving && [...guards].some((g) => g.dirty());

/** Runs `leave` now when nothing is unsaved, else once the user chose "Quitter" in the dialog. */
export function confirmLeave(leave: () => void) {
  if (!hasUnsavedChanges()) return leave();
  pending = leave;
  emit();
}

/** history.back() for a leave already decided (a creation's Annuler): its popstate must not ask again. */
export function leaveBack() {
  passNextPop = true;
  history.back();
}

/** The dialog's side: the navigation waiting for an answer, and the answer. */
export const leaveRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => pending,
  answer(leave: boolean) {
    const go = pending;
    pending = null;
    emit();
    if (!leave || !go) return;
    for (const g of guards) if (g.dirty()) g.discard?.();
    leaving = true;
    const before = window.location.href;
    try {
      go();
    } finally {
      leaving = false;
      // history.back() moves later (popstate): that move was agreed to already.
      passNextPop = window.location.href === before;
    }
  },
};

export function useLeaveRequest() {
  return React.useSyncExternalStore(leaveRequest.subscribe, leaveRequest.get);
}

// The browser's own question when the tab is closed or reloaded (its words: a page cannot choose them).
if (typeof window !== "undefined") {
  window.addEventListener("beforeunload", (event) => {
    if (hasUnsavedChanges()) event.preventDefault();
  });
  guardHistory();
}

/**
 * The browser's Back and Forward cannot be cancelled: the page shown is put back at once (before the router hears of
 * the move, this listener being the first) and the question asked; "Quitter" then goes back for real.
 */
function guardHistory() {
  let shown = { url: window.location.href, state: history.state as unknown };
  const track = () => {
    shown = { url: window.location.href, state: history.state };
  };
  for (const type of ["pushState", "replaceState", "hashchange"]) addEventListener(type, track);
  addEventListener(
    "popstate",
    (event) => {
      if (passNextPop || !hasUnsavedChanges()) {
        passNextPop = false;
        return track();
      }
      event.stopImmediatePropagation();
      history.pushState(shown.state, "", shown.url);
      confirmLeave(() => history.back());
    },
    { capture: true },
  );
}

export interface UnsavedGuard {
  /** Leaves without asking: the user's own Annuler, a navigation after a save. */
  skip: (run: () => void) => void;
  /** While a save is under way its navigation must not ask; `resume` once it failed or ended. */
  suspend: () => void;
  resume: () => void;
}

/**
 * Registers `dirty` for as long as the component is mounted; a function is read at the moment of leaving (edits
 * kept outside React state, which re-render nothing).
 */
export function useUnsavedChanges(
  dirty: boolean | (() => boolean),
  onDiscard?: () => void,
): UnsavedGuard {
  const dirtyRef = React.useRef(dirty);
  const discardRef = React.useRef(onDiscard);
  const suspended = React.useRef(false);
  dirtyRef.current = dirty;
  discardRef.current = onDiscard;
  React.useEffect(() => {
    const guard: Guard = {
      dirty: () => {
        const now = dirtyRef.current;
        return (typeof now === "function" ? now() : now) && !suspended.current;
      },
      discard: () => discardRef.current?.(),
    };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);
  return React.useMemo(
    () => ({
      skip(run) {
        suspended.current = true;
        try {
          run();
        } finally {
          suspended.current = false;
        }
      },
      suspend: () => {
        suspended.current = true;
      },
      resume: () => {
        suspended.current = false;
      },
    }),
    [],
  );
}
