import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "./client";
import { route } from "./routes";
import type { Role, User } from "./types";

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export const account = {
  login: ({ email, password, remember }: LoginInput) =>
    api<{ user: User & { token: string } }>(route("POST /user/login"), {
      body: { credentials: { email, password }, remember },
      allowUnauthorized: true,
    }),
  /** Autologin: the caller decides where a failure leads (spec 4), so no redirect here. */
  me: () => api<User>(route("GET /user/me"), { silent: true }),
  /** Ends the account's other sessions: the answer's token replaces this session's (the old one is refused). */
  setPassword: (password: string) =>
    api<{ user: User & { token: string } }>(route("POST /user/setPassword"), {
      body: { password },
    }),
  register: (email: string, role: Role) =>
    api<{ user: User; temporaryPassword: string } & Partial<User>>(route("POST /user/register"), {
      body: { email, role },
    }),
  resetPassword: (email: string) =>
    api<{ temporaryPassword: string }>(route("POST /user/:email/resetPassword", { email })),
  /** Lifts the login delays on the account (failed tries from any address). */
  unlock: (email: string) =>
    api<{ message: string }>(route("POST /user/:email/deverrouiller", { email })),
};

export const versionQuery = queryOptions({
  queryKey: ["version"],
  queryFn: () => api<{ version: string }>(route("GET /version"), { silent: true }),
  staleTime: Infinity,
  retry: false,
});

export function useSetPassword() {
  return useMutation({ mutationFn: account.setPassword });
}
