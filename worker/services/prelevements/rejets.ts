import { type SQL, sql } from "drizzle-orm";
import { Paiement } from "../../db/schema";
import { motifRejet } from "../../domain/prelevements/rejets";
import { rejetSchema } from "../../domain/schemas/prelevement";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { toEuros } from "../../domain/money";
import { ecrireAnnulation } from "../compte/paiements";
import { type Annulation, annulationStatements } from "../garanties/annulation-recuperation";
import { paiementsRendus } from "../garanties/indemnite-annulee";
import { recalculer } from "../compte/ledger";
import { inOneTrip } from "../one-trip";
import { inTransaction } from "../transaction";
import { lectureLot, type LigneLue, lotDe, type LotLu, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// A line the bank rejects or returns (issue 41, ADR 041): marked with its ISO reason in one conditional write. A line
// whose money went to the insurer (ADR 153) has its recovery reversed by the same statements (ADR 157): the insurer is
// owed it again. A line with no payment standing (rejected before its debit date, or its money all the insurer's) is
// that one batch; the daily job's guard reads the reject. ADR 172: a line whose money paid the term (the daily job's
// payment) or was given back to the tenant when the indemnity was cancelled (ADR 170) takes those payments with it,
// reversed through the ledger's one reversal (the terms reopen, the owners' share is reversed): the batch then writes
// nothing, and the same statements and the reversals run as one transaction, so that a failure between them
// leaves the line unrejected, never the tenant credited for money that did not come in.

export const MSG_LIGNE_INTROUVABLE = "Cette ligne n'appartient pas à ce prélèvement.";
export const MSG_PAS_VALIDE = "Seule une ligne d'un prélèvement validé peut être rejetée.";
export const MSG_DEJA_REJETEE = "Cette ligne est déjà rejetée.";

/** The line's payments standing: the daily job's, and what its recovery became when given back (ADR 170). */
const aAnnuler = (ligneId: number) =>
  sql`select p."id" from (select "PaiementId" as "id" from "LignePrelevement" where "id" = ${ligneId}
      union all ${paiementsRendus(sql`select "id" from "RecuperationAssureur" where "LignePrelevementId" = ${ligneId}`)}) p
    where p."id" is not null
      and not exists (select 1 from "Ecriture" e where e."type" = 'annulation' and e."PaiementId" = p."id")`;

/** The line marked rejected while `garde` holds, answering its id if it was. */
const marque = (ports: Ports, a: Annulation, motif: string, garde: SQL) =>
  ports.db.all<{
    id: number;
  }>(sql`update "LignePrelevement" set "rejet" = ${motif}, "rejeteAt" = ${a.createdAt}
    where "id" = ${a.ligneId} and "PrelevementId" = ${a.lotId} and "rejet" is null and ${garde}
      and exists (select 1 from "Prelevement" where "id" = ${a.lotId} and "statut" = 'valide')
    returning "id"`);

/** After the mark, the recovery's reversal and what the insurer is owed again, then the line's payments standing. */
const suite = (ports: Ports, a: Annulation) =>
  [
    ...annulationStatements(ports, a),
    ports.db
      .select()
      .from(Paiement)
      .where(sql`${Paiement.id} in (${aAnnuler(a.ligneId)})`),
  ] as const;

/** POST /api/Prelevement/{id}/rejets { ligneId, motif }: 200 { prelevement }. */
export async function rejeterLigne(ports: Ports, id: number, input: unknown, auteur: string) {
  const { ligneId, motif } = parseWith(rejetSchema, input);
  const now = ports.clock.now().toISOString();
  const raison = `Prélèvement rejeté : ${motifRejet(motif)}`;
  const a = {
    ligneId,
    lotId: id,
    date: today(ports.clock),
    reference: raison,
    auteur,
    createdAt: now,
  };
  const [[won], [ligne], [lot], , , annulee, debout] = await inOneTrip(ports, [
    marque(ports, a, motif, sql`not exists (${aAnnuler(ligneId)})`),
    ports.db.all<LigneLue>(
      sql`select * from "LignePrelevement" where "id" = ${ligneId} and "PrelevementId" = ${id}`,
    ),
    ports.db.all<LotLu>(sql`select * from "Prelevement" where "id" = ${id}`),
    ...suite(ports, a),
  ]);
  if (!lot) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
  if (!ligne) throw notFound(MSG_LIGNE_INTROUVABLE);
  // Held back by its payments only: the transaction decides (a parallel reject's commit makes it a 409 there).
  const tenus = !won && lot.statut === "valide" && !ligne.rejet && debout.length > 0;
  if (!won && !tenus) throw conflict(refus(lot));
  const rendu = tenus ? await avecSesPaiements(ports, a, motif) : annulee[0];
  const [lus, lignes] = await Promise.all(lectureLot(ports, id));
  // What the insurer is owed again (ADR 157), for the screen to say it.
  return {
    prelevement: lotDe(lus, lignes),
    assureur: rendu ? { montant: toEuros(-rendu.montant) } : null,
  };
}

const refus = (lot: LotLu) => (lot.statut !== "valide" ? MSG_PAS_VALIDE : MSG_DEJA_REJETEE);

/** The reject and its payments' reversals (once each: the ledger's unique index), the account replayed: one transaction. */
const avecSesPaiements = (ports: Ports, a: Annulation, motif: string) =>
  inTransaction(ports, async (tx) => {
    // Refused now, a parallel reject committed first (the line and its batch were found by the batch's read).
    const [won] = await marque(tx, a, motif, sql`1`);
    if (!won) throw conflict(MSG_DEJA_REJETEE);
    const [, , annulee, debout] = await inOneTrip(tx, suite(tx, a));
    for (const p of debout) await ecrireAnnulation(tx, p, a.reference, a.auteur);
    for (const d of new Set(debout.map((p) => p.DossierId))) await recalculer(tx, d, a.auteur);
    return annulee[0];
  });
