// The tenant's account of a dossier (ADR 007): its lines, payments and their reversal. Every screen that shows a
// term or a balance refreshes through `refreshAccount` after a payment, so the month list, the records and the
// Compte tab never disagree.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { keys } from "@/api/resources";
import { banqueKeys } from "@/features/banque/banque-keys";
import { route } from "@/api/routes";
import type { Quitance } from "@/api/types";
import { toCents, toEuros } from "@worker/domain/money";

/** Query keys of the accounts: one per dossier, under "Compte". */
export const compteKeys = {
  all: ["Compte"] as const,
  dossier: (dossierId: number) => ["Compte", dossierId] as const,
};

/** GET /Dossier/{id}/compte: the lines in date order, each with the balance after it, and the final balance. */
export const compteQuery = (dossierId: number) =>
  queryOptions({
    queryKey: compteKeys.dossier(dossierId),
    queryFn: ({ signal }) =>
      api<Answer<"GET /Dossier/:id/compte">>(route("GET /Dossier/:id/compte", { id: dossierId }), {
        signal,
      }),
  });

/** The dossier's terms (GET /Quitance?DossierId=): what each still owes, for the Compte tab's "Encaisser". */
export const termesDuDossierQuery = (dossierId: number) =>
  queryOptions({
    queryKey: [...keys.all("Quitance"), "dossier", dossierId],
    queryFn: async ({ signal }) => {
      const body = await api<{ data: Quitance[] } | Quitance[]>(
        route("GET /:resource", { resource: "Quitance" }),
        { query: { DossierId: dossierId }, signal },
      );
      return Array.isArray(body) ? body : body.data;
    },
  });

export type NouveauPaiement = {
  montant: unknown;
  date: unknown;
  mode: unknown;
  reference?: unknown;
  QuitanceId?: number | null;
};
export type PaiementEnregistre = Answer<"POST /Dossier/:id/paiements">;

/** POST /Dossier/{id}/paiements. */
export const encaisser = (dossierId: number, body: NouveauPaiement) =>
  api<PaiementEnregistre>(route("POST /Dossier/:id/paiements", { id: dossierId }), { body });

/** POST /Paiement/{id}/annuler with its reason. */
export const annulerPaiement = (id: number, motif: string) =>
  api<Answer<"POST /Paiement/:id/annuler">>(route("POST /Paiement/:id/annuler", { id }), {
    body: { motif },
  });

/**
 * After money moved on a dossier's account: the receipts (month and year lists, term reads), the account, and the
 * reads that list receipts (client, tenant) or balances (tenant) are read again. Only the queries on screen refetch.
 */
export const refreshAccount = (qc: QueryClient, dossierId?: number | null) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: keys.all("Quitance") }),
    // A payment cancelled, or its term set back to unpaid, sends its bank line back to « à rapprocher » (ADR 164).
    qc.invalidateQueries({ queryKey: banqueKeys.all }),
    qc.invalidateQueries({ queryKey: dossierId ? compteKeys.dossier(dossierId) : compteKeys.all }),
    qc.invalidateQueries({ queryKey: keys.all("Client") }),
    qc.invalidateQueries({ queryKey: keys.all("Locataire") }),
  ]);

/** What a term still owes (euros) from its stored state: its total less what was received. Lists give `resteDu`. */
export const resteDuTerme = (
  q: Pick<Quitance, "prixHC" | "charge" | "montantRegle"> & { resteDu?: number },
) =>
  q.resteDu ??
  toEuros(
    Math.max(0, toCents(q.prixHC ?? 0) + toCents(q.charge ?? 0) - toCents(q.montantRegle ?? 0)),
  );
