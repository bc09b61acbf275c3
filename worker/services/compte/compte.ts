import { soldeAuJour } from "../../domain/regularisation/exigibilite";
import { today } from "../../lib/dates";
import { eq, sql } from "drizzle-orm";
import { AideLogement, Dossier } from "../../db/schema";
import { horsDetteDuCompte } from "../../domain/aides-logement/compte-aide";
import { aidesDe, lignesDe } from "../aides-logement/lecture";
import type { Ports } from "../../ports";
import type { CompteDossier, EcritureCompte } from "../../domain/api-records";
import { toEuros } from "../../domain/money";
import { introuvable } from "../../domain/labels";
import { notFound } from "../../lib/errors";
import { lireCompte, type Compte, type EcritureRow } from "./ledger";
import { lireProgrammes, programmesApi } from "../prelevements/programmes";

/** Entries in date order (the order of a statement), then in the order they were written. */
export const parDate = (rows: EcritureRow[]) =>
  [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));

export async function dossierOr404(ports: Ports, dossierId: number) {
  const [d] = await ports.db
    .select({ id: Dossier.id })
    .from(Dossier)
    .where(eq(Dossier.id, dossierId));
  if (!d) throw notFound(introuvable("Dossier"));
}

/** The lines with their running balance (cents), from `depart`. */
export function avecSolde(rows: EcritureRow[], depart = 0) {
  let solde = depart;
  return rows.map((e) => ({ e, solde: (solde += e.debit - e.credit) }));
}

/** GET /api/Dossier/{id}/compte: the tenant's account, each line with the balance after it (euros). */
export async function compteDuDossier(ports: Ports, dossierId: number): Promise<CompteDossier> {
  // The dossier's check goes with the account's reads (one round trip on the edge): an empty account is a 404
  // when there is no such dossier.
  const [{ rows, lettrage }, , programmes, aides, lignes] = await Promise.all([
    lireCompte(ports, dossierId),
    dossierOr404(ports, dossierId),
    lireProgrammes(ports, dossierId),
    aidesDe(ports, eq(AideLogement.DossierId, dossierId)),
    lignesDe(ports, sql`e."DossierId" = ${dossierId}`),
  ]);
  const jour = today(ports.clock);
  // The housing aid in tiers payant is not the tenant's debt (issue 77, ADR 123): the balance due is split.
  const hors = horsDetteDuCompte(lignes, aides, jour);
  return {
    ...compteApi({ rows, lettrage }, jour),
    soldeLocataire: toEuros(hors.soldeLocataire),
    aideEnAttente: toEuros(hors.aideEnAttente),
    aideNonRecue: toEuros(hors.aideNonRecue),
    prelevementsProgrammes: programmesApi(programmes),
  };
}

/**
 * The account's lines and balance as the API answers them (euros), from its replay: staff's account and the
 * tenant's space (issue 62) show the same figures to the cent because both are this.
 */
export function compteApi(
  { rows, lettrage }: Pick<Compte, "rows" | "lettrage">,
  jour: string,
): Pick<CompteDossier, "solde" | "ecritures"> {
  const annules = new Set(
    [...lettrage.sources.values()].flatMap((s) =>
      s.annule && s.PaiementId != null ? [s.PaiementId] : [],
    ),
  );
  const ecritures: EcritureCompte[] = avecSolde(parDate(rows)).map(({ e, solde }) => ({
    id: e.id,
    date: e.date,
    libelle: e.libelle,
    type: e.type,
    debit: toEuros(e.debit),
    credit: toEuros(e.credit),
    solde: toEuros(solde),
    ...(e.QuitanceId != null ? { QuitanceId: e.QuitanceId } : {}),
    ...(e.PaiementId != null ? { PaiementId: e.PaiementId } : {}),
    ...(e.type === "paiement" && e.PaiementId != null ? { annule: annules.has(e.PaiementId) } : {}),
    motif: e.motif,
    auteur: e.auteur,
    createdAt: e.createdAt,
  }));
  // The balance owed today: a regularisation counts from the day it can be claimed (listed before it, not owed).
  // Validated debits not yet paid (issue 60) are beside the ledger, never in it nor in its balance.
  return { solde: toEuros(soldeAuJour(rows, jour)), ecritures };
}
