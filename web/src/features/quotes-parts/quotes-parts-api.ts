// The shares of an apartment's owners held for a second person (issue 59, item 4; ADR 073), through the contract's
// routes (worker/domain/contract/quotes-parts.ts).
import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";

export type EtatQuotesParts = Answer<"GET /Appartement/:id/quotesParts">;
export type AttenteQuotesParts = NonNullable<EtatQuotesParts["attente"]>;

/** Under the apartment's key: every write of the apartment (its owners' links) refreshes it. */
export const quotesPartsQuery = (id: number) =>
  queryOptions({
    queryKey: ["Appartement", id, "quotesParts"],
    queryFn: () => api<EtatQuotesParts>(route("GET /Appartement/:id/quotesParts", { id })),
  });

/** Confirms the waiting change read on the screen (`attenteId`): another one since then is refused (409). */
export const confirmerQuotesParts = (id: number, attenteId: number) =>
  api<EtatQuotesParts>(route("POST /Appartement/:id/quotesParts/confirmer", { id }), {
    body: { attenteId },
  });

export const annulerQuotesParts = (id: number) =>
  api<EtatQuotesParts>(route("DELETE /Appartement/:id/quotesParts/attente", { id }));

/** What the screen says once a change of the owners or shares is answered: held (202) or saved. */
export const MSG_TENUE =
  "Modification enregistrée : elle s'appliquera après sa vérification par un autre administrateur ou comptable.";
export const messageApres = (answer: unknown, enregistre: string) =>
  answer && typeof answer === "object" && "attente" in answer && answer.attente
    ? MSG_TENUE
    : enregistre;
