// Bank statements (issue 26): the accounts, the imported lines and their matching, read and changed through the
// contract's routes (worker/domain/contract/banque.ts). Every change refreshes the lines, the accounts, and the
// tenant's account and terms it touched (refreshAccount).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { BANQUE_OPERATIONS } from "@worker/domain/contract/banque";
import { refreshAccount } from "@/features/compte/compte-api";

type Ops = typeof BANQUE_OPERATIONS;
type Json<K extends keyof Ops, S extends number> = Ops[K] extends {
  ok: Record<S, { json: infer J extends z.ZodType }>;
}
  ? z.infer<J>
  : never;

export type LignesAnswer = Json<"GET /banque/lignes", 200>;
export type LigneBancaire = LignesAnswer["data"][number];
export type Suggestion = LignesAnswer["suggestions"][number];
export type ImportAnswer = Json<"POST /banque/releves", 201>;
export type ProfilCsv = NonNullable<ImportAnswer["profil"]>;
export type StatutLigne = LigneBancaire["statut"];
/** GET /banque/comptes' row (the contract lists it through dataOf, which keeps no row type). */
export interface CompteBancaire {
  id: number;
  libelle: string;
  numero: string | null;
  /** The trust account (compte séquestre) the représentation des fonds reads: one at most. */
  sequestre: boolean;
  profilCsv: ProfilCsv | null;
  releves: number;
  aRapprocher: number;
  dernierSolde: number | null;
  dernierReleve: string | null;
}

export const banqueKeys = {
  all: ["Banque"] as const,
  comptes: ["Banque", "comptes"] as const,
  lignes: (statut: StatutLigne | undefined) => ["Banque", "lignes", statut ?? "toutes"] as const,
};

/** GET /banque/comptes: each account with its last balance and its lines waiting. */
export const comptesQuery = queryOptions({
  queryKey: banqueKeys.comptes,
  queryFn: ({ signal }) =>
    api<{ data: CompteBancaire[] }>(route("GET /banque/comptes"), { signal }).then((b) => b.data),
});

/** GET /banque/lignes?statut=: the lines (newest first) and the suggestions of those waiting. */
export const lignesQuery = (statut: StatutLigne | undefined) =>
  queryOptions({
    queryKey: banqueKeys.lignes(statut),
    queryFn: ({ signal }) =>
      api<LignesAnswer>(withQuery(route("GET /banque/lignes"), { statut }), { signal }),
  });

/** The account of a file that states none (ADR 043): an existing one, or a new one by its label. */
export type CompteImport = { CompteBancaireId: number } | { nouveauCompte: string };

/** POST /banque/releves: the file, for a CSV read wrongly the corrected columns, and the account if asked. */
export function importerReleve(file: File, profil?: ProfilCsv, compte?: CompteImport) {
  const form = new FormData();
  form.append("file", file);
  if (profil) form.append("profil", JSON.stringify(profil));
  if (compte && "CompteBancaireId" in compte)
    form.append("CompteBancaireId", String(compte.CompteBancaireId));
  if (compte && "nouveauCompte" in compte) form.append("nouveauCompte", compte.nouveauCompte);
  return api<ImportAnswer>(route("POST /banque/releves"), { body: form });
}

export const rapprocher = (id: number, DossierId: number, QuitanceId: number | null) =>
  api<{ ligne: LigneBancaire }>(route("POST /banque/lignes/:id/rapprocher", { id }), {
    body: { DossierId, QuitanceId },
  });
export const ignorer = (id: number, motif: string) =>
  api<{ ligne: LigneBancaire }>(route("POST /banque/lignes/:id/ignorer", { id }), {
    body: { motif },
  });
export const annulerLigne = (id: number) =>
  api<{ ligne: LigneBancaire }>(route("POST /banque/lignes/:id/annuler", { id }));

/** PUT /banque/comptes/{id}: the account's label and trust-account mark (marking one unmarks the others). */
export const modifierCompte = (id: number, body: { libelle: string; sequestre: boolean }) =>
  api<Json<"PUT /banque/comptes/:id", 200>>(route("PUT /banque/comptes/:id", { id }), { body });

/** The reconciliation statement of an account's month (PDF), made like the other documents. */
export const rapprochementCall = (compteId: number, mois: string) => {
  const [annee, mm] = mois.split("-");
  return route("GET /banque/comptes/:id/rapprochement/:annee/:mois/generate", {
    id: compteId,
    annee: annee!,
    mois: mm!,
  });
};

/** After a line changed: the lines, the accounts, and the dossier's account and terms read again. */
export const refreshBanque = (qc: QueryClient, dossierId?: number | null) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: banqueKeys.all }),
    dossierId !== undefined ? refreshAccount(qc, dossierId) : null,
  ]);
