import { useSyncExternalStore } from "react";
import type { User } from "./types";

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "anonymous"; user: null }
  | { status: "authenticated"; user: User };

let state: SessionState = { status: "loading", user: null };
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

/** Session outside React so the HTTP client can end it on a 401. */
export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser: (user: User) => emit({ status: "authenticated", user }),
  setAnonymous: () => emit({ status: "anonymous", user: null }),
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
