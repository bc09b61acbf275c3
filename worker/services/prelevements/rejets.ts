import { eq, sql } from "drizzle-orm";
import { Paiement } from "../../db/schema";
import { motifRejet } from "../../domain/prelevements/rejets";
import { rejetSchema } from "../../domain/schemas/prelevement";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { toEuros } from "../../domain/money";
import { ecrireAnnulation } from "../compte/paiements";
import { annulationStatements } from "../garanties/annulation-recuperation";
import { paiementsRendus } from "../garanties/indemnite-annulee";
import { recalculer } from "../compte/ledger";
import { inOneTrip } from "../one-trip";
import { inTransaction } from "../transaction";
import { lectureLot, type LigneLue, lotDe, type LotLu, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// A line the bank rejects or returns (issue 41, ADR 041): marked with its ISO reason in one conditional write that
// also reads the payment the daily job may have recorded; that payment is then reversed through the ledger's one
// reversal (its terms reopen, the term's document is an avis again, the owners' share is reversed). A line rejected
// before its debit date is never paid: the job's guard reads the reject. A line whose money went to the insurer
// (ADR 153) has its recovery reversed by the same batch as the mark (ADR 157): the insurer is owed it again.

export const MSG_LIGNE_INTROUVABLE = "Cette ligne n'appartient pas à ce prélèvement.";
export const MSG_PAS_VALIDE = "Seule une ligne d'un prélèvement validé peut être rejetée.";
export const MSG_DEJA_REJETEE = "Cette ligne est déjà rejetée.";

/** POST /api/Prelevement/{id}/rejets { ligneId, motif }: 200 { prelevement }. */
export async function rejeterLigne(ports: Ports, id: number, input: unknown, auteur: string) {
  const { ligneId, motif } = parseWith(rejetSchema, input);
  const now = ports.clock.now().toISOString();
  const raison = `Prélèvement rejeté : ${motifRejet(motif)}`;
  const annulation = {
    ligneId,
    lotId: id,
    date: today(ports.clock),
    reference: raison,
    auteur,
    createdAt: now,
  };
  const [, [won], [ligne], [lot], , , annulee, rendus] = await inOneTrip(ports, [
    ports.db.run(sql`update "LignePrelevement" set "rejet" = ${motif}, "rejeteAt" = ${now}
      where "id" = ${ligneId} and "PrelevementId" = ${id} and "rejet" is null
        and exists (select 1 from "Prelevement" where "id" = ${id} and "statut" = 'valide')`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.all<LigneLue>(
      sql`select * from "LignePrelevement" where "id" = ${ligneId} and "PrelevementId" = ${id}`,
    ),
    ports.db.all<LotLu>(sql`select * from "Prelevement" where "id" = ${id}`),
    ...annulationStatements(ports, annulation),
    // ADR 170: the tenant's payment this line's recovery became when its indemnity was cancelled.
    ports.db.all<{ id: number }>(
      sql`select "PaiementId" as "id" from (${paiementsRendus(
        sql`select "id" from "RecuperationAssureur" where "LignePrelevementId" = ${ligneId}`,
      )})`,
    ),
  ]);
  if (!lot) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
  if (!ligne) throw notFound(MSG_LIGNE_INTROUVABLE);
  if (Number(won?.n) !== 1)
    throw conflict(lot.statut !== "valide" ? MSG_PAS_VALIDE : MSG_DEJA_REJETEE);
  for (const p of [ligne.PaiementId, ...rendus.map((r) => r.id)])
    if (p != null) await annuler(ports, p, raison, auteur);
  const [lus, lignes] = await Promise.all(lectureLot(ports, id));
  // What the insurer is owed again (ADR 157), for the screen to say it.
  const rendu = annulee[0] ? { montant: toEuros(-annulee[0].montant) } : null;
  return { prelevement: lotDe(lus, lignes), assureur: rendu };
}

/** The payment recorded for the line reversed with the reject's French reason (once: the ledger's unique index). */
async function annuler(ports: Ports, paiementId: number, raison: string, auteur: string) {
  await inTransaction(ports, async (tx) => {
    const [p] = await tx.db.select().from(Paiement).where(eq(Paiement.id, paiementId));
    if (!p) return;
    if (await ecrireAnnulation(tx, p, raison, auteur)) await recalculer(tx, p.DossierId, auteur);
  });
}
