import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, http } from "./client";
import type { Role, User } from "./types";

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export const account = {
  login: ({ email, password, remember }: LoginInput) =>
    api<{ user: User & { token: string } }>("/user/login", {
      method: "POST",
      body: { credentials: { email, password }, remember },
      allowUnauthorized: true,
    }),
  /** Autologin: the caller decides where a failure leads (spec 4), so no redirect here. */
  me: () => api<User>("/user/me", { silent: true }),
  setPassword: (password: string) => http.post<{ user: User }>("/user/setPassword", { password }),
  register: (email: string, role: Role) =>
    http.post<{ user: User; temporaryPassword: string } & Partial<User>>("/user/register", { email, role }),
  resetPassword: (email: string) =>
    http.post<{ temporaryPassword: string }>(`/user/${encodeURIComponent(email)}/resetPassword`),
};

export const versionQuery = queryOptions({
  queryKey: ["version"],
  queryFn: () => api<{ version: string }>("/version", { silent: true }),
  staleTime: Infinity,
  retry: false,
});

export function useSetPassword() {
  return useMutation({ mutationFn: account.setPassword });
}
