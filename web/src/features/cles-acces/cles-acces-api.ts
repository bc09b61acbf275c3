// Passkeys (issue 59, ADR 072) through the contract's routes (worker/domain/contract/cles-acces.ts).
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { creerCle, utiliserCle } from "./navigateur";

export type CleAcces = Answer<"GET /user/2fa/passkeys">["data"][number];

export const clesAcces = {
  liste: () => api<Answer<"GET /user/2fa/passkeys">>(route("GET /user/2fa/passkeys")),
  /** Options, the browser's dialog, then the registration under `nom`. */
  async ajouter(nom: string) {
    const options = await api<Answer<"POST /user/2fa/passkey/options">>(
      route("POST /user/2fa/passkey/options"),
    );
    const response = await creerCle(options);
    return api<Answer<"POST /user/2fa/passkey">>(route("POST /user/2fa/passkey"), {
      body: { nom, response },
    });
  },
  supprimer: (id: number) =>
    api<Answer<"DELETE /user/2fa/passkeys/:id">>(
      route("DELETE /user/2fa/passkeys/:id", { id: String(id) }),
    ),
  /** The proof of a confirmation before a money move: the options for this session, then the browser's dialog. */
  async preuveDeConfirmation() {
    const options = await api<Answer<"POST /user/confirmer/passkey/options">>(
      route("POST /user/confirmer/passkey/options"),
    );
    return { passkey: await utiliserCle(options) };
  },
};
