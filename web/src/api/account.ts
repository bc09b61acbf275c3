import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "./client";
import { route } from "./routes";
import type { Answer } from "./answers";
import type { Role } from "./types";

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export const account = {
  login: ({ email, password, remember }: LoginInput) =>
    api<Answer<"POST /user/login">>(route("POST /user/login"), {
      body: { credentials: { email, password }, remember },
      allowUnauthorized: true,
    }),
  /** The login's second step (issue 59): the password's challenge and a TOTP or recovery code. */
  loginCode: (challenge: string, code: string) =>
    api<Answer<"POST /user/login/code">>(route("POST /user/login/code"), {
      body: { challenge, code },
      allowUnauthorized: true,
    }),
  /** Or a passkey's assertion of that same challenge (ADR 072). */
  loginPasskey: (challenge: string, response: unknown) =>
    api<Answer<"POST /user/login/passkey">>(route("POST /user/login/passkey"), {
      body: { challenge, response },
      allowUnauthorized: true,
    }),
  /** Autologin: the caller decides where a failure leads (spec 4), so no redirect here. */
  me: () => api<Answer<"GET /user/me">>(route("GET /user/me"), { silent: true }),
  /** Ends the account's other sessions: the answer's token replaces this session's (the old one is refused). */
  setPassword: (password: string) =>
    api<Answer<"POST /user/setPassword">>(route("POST /user/setPassword"), {
      body: { password },
    }),
  register: (email: string, role: Role) =>
    api<Answer<"POST /user/register">>(route("POST /user/register"), {
      body: { email, role },
    }),
  resetPassword: (email: string) =>
    api<Answer<"POST /user/:email/resetPassword">>(
      route("POST /user/:email/resetPassword", { email }),
    ),
  /**
   * The session confirms its user before a money move (issue 59): `{ password }`, or `{ code }` with a second
   * factor. A wrong one is a 400 on its field, shown in the dialog.
   */
  confirmer: (preuve: { password: string } | { code: string } | { passkey: unknown }) =>
    api<Answer<"POST /user/confirmer">>(route("POST /user/confirmer"), { body: preuve }),
  /** Ends this session on the server (its token is refused afterwards, wherever it was copied). */
  logout: () =>
    api<Answer<"POST /user/logout">>(route("POST /user/logout"), {
      silent: true,
      allowUnauthorized: true,
    }),
  /** "Mes sessions": the caller's open sessions. */
  sessions: () => api<Answer<"GET /user/sessions">>(route("GET /user/sessions")),
  /** « Déconnecter les autres appareils » (issue 75): every other open session of the user ends. */
  deconnecterAutres: () =>
    api<Answer<"POST /user/sessions/deconnecterAutres">>(
      route("POST /user/sessions/deconnecterAutres"),
    ),
  /** "Déconnecter" one of one's own sessions. */
  deconnecterSession: (id: string) =>
    api<Answer<"DELETE /user/sessions/:id">>(route("DELETE /user/sessions/:id", { id })),
  /** An admin's "Déconnecter partout": every session of the account ends. */
  deconnecterPartout: (email: string) =>
    api<Answer<"POST /user/:email/deconnecter">>(route("POST /user/:email/deconnecter", { email })),
  /** Lifts the login delays on the account (failed tries from any address). */
  unlock: (email: string) =>
    api<Answer<"POST /user/:email/deverrouiller">>(
      route("POST /user/:email/deverrouiller", { email }),
    ),
};

export const versionQuery = queryOptions({
  queryKey: ["version"],
  queryFn: () => api<Answer<"GET /version">>(route("GET /version"), { silent: true }),
  staleTime: Infinity,
  retry: false,
});

export const sessionsQuery = queryOptions({
  queryKey: ["user", "sessions"],
  queryFn: account.sessions,
});

export function useSetPassword() {
  return useMutation({ mutationFn: account.setPassword });
}
