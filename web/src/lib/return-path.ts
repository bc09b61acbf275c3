const KEY = "patrimoine_return_path";
const SKIPPED = ["/login", "/logout", "/setPassword", "/404"];

/** Where a user sent to /login (expired session, protected page) was going: login takes them back there. */
export const returnPath = {
  remember(path: string) {
    if (!SKIPPED.some((p) => path === p || path.startsWith(`${p}?`)))
      sessionStorage.setItem(KEY, path);
  },
  take(): string | null {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path;
  },
  clear: () => sessionStorage.removeItem(KEY),
};

export const currentPath = () => window.location.pathname + window.location.search;
