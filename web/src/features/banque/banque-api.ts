// Bank statements (issue 26): the accounts, the imported lines and their matching, read and changed through the
// contract's routes (worker/domain/contract/banque.ts). Every change refreshes the lines, the accounts, and the
// tenant's account and terms it touched (refreshAccount).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import { refreshAccount } from "@/features/compte/compte-api";
import { banqueKeys } from "./banque-keys";

export type LignesAnswer = Answer<"GET /banque/lignes">;
export type LigneBancaire = LignesAnswer["data"][number];
export type Suggestion = LignesAnswer["suggestions"][number];
export type ImportAnswer = Answer<"POST /banque/releves">;
export type ProfilCsv = NonNullable<ImportAnswer["profil"]>;
export type StatutLigne = LigneBancaire["statut"];
export type CompteBancaire = RowOf<"GET /banque/comptes">;

/** GET /banque/comptes: each account with its last balance and its lines waiting. */
export const comptesQuery = queryOptions({
  queryKey: banqueKeys.comptes,
  queryFn: ({ signal }) =>
    api<Answer<"GET /banque/comptes">>(route("GET /banque/comptes"), { signal }).then(
      (b) => b.data,
    ),
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
/** `rupture`: an admin's explanation of a statement whose opening balance breaks the account's chain (ADR 067). */
export function importerReleve(
  file: File,
  profil?: ProfilCsv,
  compte?: CompteImport,
  rupture?: string,
) {
  const form = new FormData();
  form.append("file", file);
  if (profil) form.append("profil", JSON.stringify(profil));
  if (compte && "CompteBancaireId" in compte)
    form.append("CompteBancaireId", String(compte.CompteBancaireId));
  if (compte && "nouveauCompte" in compte) form.append("nouveauCompte", compte.nouveauCompte);
  if (rupture !== undefined) form.append("ruptureExpliquee", rupture);
  return api<ImportAnswer>(route("POST /banque/releves"), { body: form });
}

export const rapprocher = (id: number, DossierId: number, QuitanceId: number | null) =>
  api<Answer<"POST /banque/lignes/:id/rapprocher">>(
    route("POST /banque/lignes/:id/rapprocher", { id }),
    {
      body: { DossierId, QuitanceId },
    },
  );
export const ignorer = (id: number, motif: string) =>
  api<Answer<"POST /banque/lignes/:id/ignorer">>(route("POST /banque/lignes/:id/ignorer", { id }), {
    body: { motif },
  });
export const annulerLigne = (id: number) =>
  api<Answer<"POST /banque/lignes/:id/annuler">>(route("POST /banque/lignes/:id/annuler", { id }));

/**
 * PUT /banque/comptes/{id}: the account's label and trust-account mark (marking one unmarks the others). Only an
 * admin sends the mark (ADR 067: 403 for any other role).
 */
export const modifierCompte = (id: number, body: { libelle: string; sequestre?: boolean }) =>
  api<Answer<"PUT /banque/comptes/:id">>(route("PUT /banque/comptes/:id", { id }), { body });

/** The reconciliation statement of an account's month (PDF), made like the other documents. */
export const rapprochementCall = (compteId: number, mois: string) => {
  const [annee, mm] = mois.split("-");
  return route("GET /banque/comptes/:id/rapprochement/:annee/:mois/generate", {
    id: compteId,
    annee: annee!,
    mois: mm!,
  });
};

/** After a line changed: the lines, the accounts, and the dossier's account and terms (which read the lines too). */
export const refreshBanque = (qc: QueryClient, dossierId?: number | null) =>
  dossierId !== undefined
    ? refreshAccount(qc, dossierId)
    : qc.invalidateQueries({ queryKey: banqueKeys.all });
