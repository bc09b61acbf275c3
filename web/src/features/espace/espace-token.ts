// The space's token (issue 62), apart from staff's: a person signed in to a space is never signed in to the back
// office on the same browser, and the reverse.
const KEY = "espace_token";

export const espaceToken = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string, remember: boolean) {
    try {
      espaceToken.clear();
      (remember ? localStorage : sessionStorage).setItem(KEY, token);
    } catch {
      /* storage refused (private mode): the session lasts the page */
    }
  },
  /** Another of the person's spaces: the new token kept where the old one was. */
  replace(token: string) {
    let remembered = false;
    try {
      remembered = localStorage.getItem(KEY) !== null;
    } catch {
      /* idem */
    }
    espaceToken.set(token, remembered);
  },
  clear() {
    try {
      localStorage.removeItem(KEY);
      sessionStorage.removeItem(KEY);
    } catch {
      /* idem */
    }
  },
};
