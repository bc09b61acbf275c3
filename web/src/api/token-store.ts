export const TOKEN_KEY = "jwt_access_token";

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** The token lives in localStorage with "remember", in sessionStorage otherwise. */
export const tokenStore = {
  get(): string | null {
    return safe(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
  },
  set(token: string, remember: boolean) {
    safe(() => {
      tokenStore.clear();
      (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
    }, undefined);
  },
  /** A fresh token for the same session (after a password change): kept where the old one was. */
  replace(token: string) {
    safe(() => {
      const remembered = localStorage.getItem(TOKEN_KEY) !== null;
      tokenStore.set(token, remembered);
    }, undefined);
  },
  clear() {
    safe(() => {
      localStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(TOKEN_KEY);
    }, undefined);
  },
};
