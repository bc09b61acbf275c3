import { desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import { LignePrelevement, Prelevement } from "../../db/schema";
import { estCodeRejet, motifRejet } from "../../domain/prelevements/rejets";
import { moisDe, premiereDate } from "../../domain/prelevements/selection";
import { today } from "../../lib/dates";
import { toEuros } from "../../domain/money";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { forme, jsonLu, tableau, tableauDe } from "../../lib/lignes-typees";

// The direct debit batches as read (issue 41, ADR 041): the list, one batch with its lines and left-out terms.

export const MSG_PRELEVEMENT_INTROUVABLE = "Le prélèvement est introuvable.";

/** The settings' pre-notification delay in days (Paramètres > Agence; 14 until set). */
export const delaiSql = sql`coalesce((select "delaiPrenotification" from "AgenceParametres" where "id" = 1), 14)`;

/** A batch's row as read: every column but its stored SEPA file (read by the file's route only). */
const { fichierSepa: _fichier, ...colonnesLot } = getTableColumns(Prelevement);
export type LotLu = Omit<typeof Prelevement.$inferSelect, "fichierSepa">;
/** A line as read, with its term's first day (null once the term is gone): the month it collects. */
export type LigneLue = typeof LignePrelevement.$inferSelect & { dateTerme: string | null };
const colonnesLigne = {
  ...getTableColumns(LignePrelevement),
  dateTerme: sql<
    string | null
  >`(select q."date" from "Quitance" q where q."id" = ${LignePrelevement.QuitanceId})`,
};

/** A term left out of a batch and why (`QuitanceId` since issue 59: older batches name the dossier only). */
export interface Ecarte {
  DossierId: number;
  QuitanceId?: number;
  motif: string;
}

/** The two reads of a batch (by an id or an SQL expression of it), for a write's batch or on their own. */
export function lectureLot(ports: Ports, id: number | SQL) {
  return [
    ports.db.select(colonnesLot).from(Prelevement).where(sql`${Prelevement.id} = ${id}`),
    ports.db
      .select(colonnesLigne)
      .from(LignePrelevement)
      .where(sql`${LignePrelevement.PrelevementId} = ${id}`)
      .orderBy(LignePrelevement.DossierId, LignePrelevement.QuitanceId),
  ] as const;
}

const enTete = (r: LotLu) => ({
  id: r.id,
  dateEcheance: r.dateEcheance,
  statut: r.statut,
  total: toEuros(r.total),
  auteur: r.auteur,
  createdAt: r.createdAt,
  valideAt: r.valideAt,
  validePar: r.validePar,
});

/** "Loyer novembre 2026": the month the line collects, as the file's remittance text names it (issue 60). */
export const libelleLigne = (l: Pick<LigneLue, "dateTerme" | "QuitanceId">) =>
  l.dateTerme ? `Loyer ${moisDe(l.dateTerme)}` : `Terme n° ${l.QuitanceId} (supprimé)`;

/** The API's line. */
export const ligneApi = (l: LigneLue) => ({
  id: l.id,
  DossierId: l.DossierId,
  QuitanceId: l.QuitanceId,
  libelle: libelleLigne(l),
  montant: toEuros(l.montant),
  rum: l.rum,
  sequence: l.sequence,
  titulaire: l.titulaire,
  iban: l.iban,
  rejet: l.rejet,
  // Stored from the rejection's schema (one of the codes); any other text would be shown as it is.
  motifRejet: l.rejet ? (estCodeRejet(l.rejet) ? motifRejet(l.rejet) : l.rejet) : null,
  PaiementId: l.PaiementId,
});

/**
 * The batch's stored left-out terms (Prelevement.ecartes), as the preparation and the validation wrote them: a
 * term another batch took meanwhile has no motif (null).
 */
const ecartesStockes = tableauDe(
  forme({ DossierId: "nombre", QuitanceId: "nombre?", motif: "texte|null" }),
);

/** The API's batch: amounts in euros. */
export function lotDe(lus: readonly LotLu[], lignes: readonly LigneLue[]) {
  const r = lus[0];
  if (!r) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
  return {
    ...enTete(r),
    lignes: lignes.map(ligneApi),
    ecartes: jsonLu(r.ecartes, ecartesStockes, "Prelevement.ecartes"),
  };
}

/** GET /api/Prelevement/{id}: two reads sent together. */
export async function lirePrelevement(ports: Ports, id: number) {
  const [lus, lignes] = await Promise.all(lectureLot(ports, id));
  return lotDe(lus, lignes);
}

/**
 * GET /api/prelevements: the batches, newest first, with their count of lines and rejects; the settings' delay and
 * the first date it allows, which the screen offers (issue 60: never a delay of its own).
 */
export async function listePrelevements(ports: Ports) {
  const [rows, [delai]] = await Promise.all([
    ports.db
      .select({
        r: colonnesLot,
        lignes: sql<number>`(select count(*) from "LignePrelevement" l where l."PrelevementId" = "Prelevement"."id")`,
        rejets: sql<number>`(select count(*) from "LignePrelevement" l where l."PrelevementId" = "Prelevement"."id" and l."rejet" is not null)`,
      })
      .from(Prelevement)
      .orderBy(desc(Prelevement.dateEcheance), desc(Prelevement.id)),
    ports.db.all<{ j: number }>(sql`select ${delaiSql} as j`),
  ]);
  const delaiPrenotification = Number(delai?.j ?? 14);
  return {
    delaiPrenotification,
    premiereDate: premiereDate(today(ports.clock), delaiPrenotification),
    data: rows.map(({ r, lignes, rejets }) => ({
      ...enTete(r),
      lignes: Number(lignes),
      rejets: Number(rejets),
      ecartes: jsonLu(r.ecartes, tableau, "Prelevement.ecartes").length,
    })),
  };
}
