// A staff member's second factor and an admin's reset (issue 59), through the contract's routes
// (worker/domain/contract/deux-facteurs.ts).
import type { Answer } from "@/api/answers";
import { account } from "@/api/account";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { sessionStore } from "@/api/session-store";

export type ConfigurationTotp = Answer<"POST /user/2fa/totp">;

export const deuxFacteurs = {
  configurer: () => api<ConfigurationTotp>(route("POST /user/2fa/totp")),
  activer: (code: string) =>
    api<Answer<"POST /user/2fa/totp/activer">>(route("POST /user/2fa/totp/activer"), {
      body: { code },
    }),
  nouveauxCodes: (code: string) =>
    api<Answer<"POST /user/2fa/codesSecours">>(route("POST /user/2fa/codesSecours"), {
      body: { code },
    }),
  desactiver: (code: string) =>
    api<Answer<"POST /user/2fa/totp/desactiver">>(route("POST /user/2fa/totp/desactiver"), {
      body: { code },
    }),
  reinitialiser: (email: string) =>
    api<Answer<"DELETE /user/:email/2fa">>(route("DELETE /user/:email/2fa", { email })),
  exiger: (exigerDeuxFacteurs: boolean) =>
    api<Answer<"PUT /agence">>(route("PUT /agence"), { body: { exigerDeuxFacteurs } }),
};

/** Reads the session's user again (its second factor's state changed): the shell's guard follows it. */
export async function relireUtilisateur() {
  const user = await account.me();
  if (sessionStore.get().user) sessionStore.setUser(user);
}
