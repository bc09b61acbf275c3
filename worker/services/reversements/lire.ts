import { desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import { LigneReversement, Reversement } from "../../db/schema";
import { parNom } from "../../domain/reversements/selection";
import { toEuros } from "../../domain/money";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { forme, jsonLu, tableau, tableauDe } from "../../lib/lignes-typees";

// The payout batches as read (issue 38, part 3, ADR 032): the list, one batch with its lines and left-out owners.

export const MSG_REVERSEMENT_INTROUVABLE = "Le reversement est introuvable.";

/** A batch's row as read: every column but its stored SEPA file (read by the file's route only). */
const { fichierSepa: _fichier, ...colonnesLot } = getTableColumns(Reversement);
export type LotLu = Omit<typeof Reversement.$inferSelect, "fichierSepa">;
export type LigneLue = typeof LigneReversement.$inferSelect;
/**
 * The batch's stored left-out owners (Reversement.ecartes), as the preparation and the validation wrote them: an
 * owner another batch took meanwhile has no motif (null).
 */
const ecartesStockes = tableauDe(forme({ ClientId: "nombre", nom: "texte", motif: "texte|null" }));

/** The two reads of a batch (by an id or an SQL expression of it), for a write's batch or on their own. */
export function lectureLot(ports: Ports, id: number | SQL) {
  return [
    ports.db.select(colonnesLot).from(Reversement).where(sql`${Reversement.id} = ${id}`),
    ports.db.select().from(LigneReversement).where(sql`${LigneReversement.ReversementId} = ${id}`),
  ] as const;
}

const enTete = (r: LotLu) => ({
  id: r.id,
  date: r.date,
  statut: r.statut,
  total: toEuros(r.total),
  auteur: r.auteur,
  createdAt: r.createdAt,
  valideAt: r.valideAt,
  validePar: r.validePar,
});

/** The API's batch: amounts in euros, lines and left-out owners by name. */
export function lotDe(lus: readonly LotLu[], lignes: readonly LigneLue[]) {
  const r = lus[0];
  if (!r) throw notFound(MSG_REVERSEMENT_INTROUVABLE);
  const ecartes = jsonLu(r.ecartes, ecartesStockes, "Reversement.ecartes").sort(parNom);
  return {
    ...enTete(r),
    lignes: [...lignes].sort(parNom).map((l) => ({
      ClientId: l.ClientId,
      nom: l.nom,
      iban: l.iban,
      bic: l.bic,
      montant: toEuros(l.montant),
    })),
    ecartes,
  };
}

/** GET /api/Reversement/{id}: two reads sent together. */
export async function lireReversement(ports: Ports, id: number) {
  const [lus, lignes] = await Promise.all(lectureLot(ports, id));
  return lotDe(lus, lignes);
}

/** GET /api/reversements: the batches, newest first, with their count of lines. */
export async function listeReversements(ports: Ports) {
  const rows = await ports.db
    .select({
      r: colonnesLot,
      lignes: sql<number>`(select count(*) from "LigneReversement" l where l."ReversementId" = "Reversement"."id")`,
    })
    .from(Reversement)
    .orderBy(desc(Reversement.date), desc(Reversement.id));
  return {
    data: rows.map(({ r, lignes }) => ({
      ...enTete(r),
      lignes: Number(lignes),
      ecartes: jsonLu(r.ecartes, tableau, "Reversement.ecartes").length,
    })),
  };
}
