import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { LigneBancaire, Paiement } from "../../db/schema";
import { jourCourt, moisLong } from "../../domain/compte/libelles";
import { introuvable } from "../../domain/labels";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { recalculer } from "../compte/ledger";
import { ecrireAnnulation } from "../compte/paiements";
import { annulationDeLaLigne } from "../garanties/annulation-recuperation";
import { paiementsRendus } from "../garanties/indemnite-annulee";
import { inOneTrip } from "../one-trip";
import { inTransaction } from "../transaction";
import { ligneApi } from "./rapprocher";
import { de } from "../../domain/francais/elision";

// POST /api/banque/lignes/{id}/annuler, « Annuler le rapprochement »: a line matched or set aside waits again. A
// line set aside, or whose money went whole to the insurer (ADR 153), names no payment: it is undone by one batch
// (one round trip on the edge), each write under the condition that the line is still such a line. A line that names
// its payment is undone by a transaction, which reverses the payment and replays the tenant's account.

export const MOTIF_ANNULATION = "Rapprochement bancaire annulé";
export const MSG_LIGNE_A_RAPPROCHER = "Cette ligne est déjà à rapprocher.";
/** ADR 172: the payment named as the tenant's account shows it (its number, day, mode and term), to cancel first. */
export const msgLigneRendue = (p: PaiementRendu) =>
  `L'argent de cette ligne a été rendu au locataire après l'annulation de l'indemnité de l'assureur : annulez d'abord le paiement n° ${p.id} du ${jourCourt(p.date)} (${p.mode})${p.mois ? ` du terme ${de(moisLong(p.mois))}` : ""} au compte du locataire.`;
export const MSG_LIGNE_REPARTIE =
  "Cette ligne est le virement d'une aide au logement réparti entre les locataires : annulez chaque paiement « CAF » ou « MSA » au compte du locataire.";

/** The payment a line's recovery became when given back (ADR 170), as `lecture` reads it. */
interface PaiementRendu {
  id: number;
  date: string;
  mode: string;
  mois: string | null;
}

/** The line, whether a transfer split across tenants (issue 77) names it, and its payment: one statement. */
const lecture = (ports: Ports, id: number) =>
  ports.db
    .select({
      ...getTableColumns(LigneBancaire),
      repartie: sql<number>`exists (select 1 from "VersementAide" v where v."LigneBancaireId" = ${id})`,
      // Read in the undo's own batch, so the refusal names the payment its condition found standing.
      rendue: sql<
        string | null
      >`(select json_object('id', p."id", 'date', p."date", 'mode', p."mode", 'mois', q."mois")
        from "Paiement" p left join "Quitance" q on q."id" = p."QuitanceId"
        where p."id" in (${renduDeLaLigne(id)}) order by p."id" limit 1)`,
      paiement: getTableColumns(Paiement),
    })
    .from(LigneBancaire)
    .leftJoin(Paiement, eq(Paiement.id, LigneBancaire.PaiementId))
    .where(eq(LigneBancaire.id, id));
type Lue = Awaited<ReturnType<typeof lecture>>[number];

/** The line read, if it can be undone: else 404, or 409 in French. */
function aDefaire(l: Lue | undefined) {
  if (!l) throw notFound(introuvable("LigneBancaire"));
  if (l.statut === "à rapprocher") throw conflict(MSG_LIGNE_A_RAPPROCHER);
  // A split transfer is undone payment by payment, on each tenant's account.
  if (l.repartie) throw conflict(MSG_LIGNE_REPARTIE);
  if (l.rendue) {
    // The batch's `json_object`, as `lecture` builds it.
    const rendu: PaiementRendu = JSON.parse(l.rendue);
    throw conflict(msgLigneRendue(rendu));
  }
  return l;
}

/**
 * ADR 170: the line's recovery given back to the tenant (its indemnity cancelled) as a payment that stands: undoing
 * the match would leave that payment credited for money that was not this tenant's.
 */
const renduDeLaLigne = (id: number) =>
  sql`select x."PaiementId" from (${paiementsRendus(sql`select "id" from "RecuperationAssureur" where "LigneBancaireId" = ${id}`)}) x
    where not exists (select 1 from "Ecriture" e where e."type" = 'annulation' and e."PaiementId" = x."PaiementId")`;

/** In SQL: the line is matched or set aside, names no payment, is no split transfer, and was not given back. */
const sansPaiement = (id: number) =>
  sql`exists (select 1 from "LigneBancaire" where "id" = ${id} and "statut" <> 'à rapprocher'
    and "PaiementId" is null) and not exists (select 1 from "VersementAide" where "LigneBancaireId" = ${id})
    and not exists (${renduDeLaLigne(id)})`;

/** The line back to waiting while `garde` holds: the line as it is then, if it was. */
const enAttente = (ports: Ports, id: number, auteur: string, quand: string, garde: SQL) =>
  ports.db
    .update(LigneBancaire)
    .set({
      statut: "à rapprocher",
      DossierId: null,
      QuitanceId: null,
      PaiementId: null,
      motif: null,
      traitePar: auteur,
      updatedAt: quand,
    })
    .where(and(eq(LigneBancaire.id, id), garde))
    .returning();

/** A match undone reverses its payment (the ledger keeps both) and what of its money went to an insurer. */
export async function annulerLigne(ports: Ports, id: number, auteur: string) {
  const createdAt = ports.clock.now().toISOString();
  // ADR 158: money of this line that went to the insurer (ADR 153) was not this tenant's payment after all: its
  // recovery is reversed (never deleted) before the payment's own reversal, so it says why, once (`annuleId`).
  const motif = { date: today(ports.clock), auteur, createdAt, reference: MOTIF_ANNULATION };
  const seule = sansPaiement(id);
  // The read comes first, so a line that names its payment, or none to undo, is told apart; the writes do nothing then.
  const [[lue], , , [apres]] = await inOneTrip(ports, [
    lecture(ports, id),
    ...annulationDeLaLigne(ports, id, motif, seule),
    enAttente(ports, id, auteur, createdAt, seule),
  ]);
  if (apres) return { ligne: ligneApi(apres) };
  aDefaire(lue);
  return inTransaction(ports, async (tx) => {
    const l = aDefaire((await lecture(tx, id))[0]);
    for (const s of annulationDeLaLigne(tx, id, motif, sql`1`)) await s;
    const p = l.paiement;
    // Its reversal's trigger sends the line back too (ADR 164); the line is written below all the same.
    if (p && (await ecrireAnnulation(tx, p, MOTIF_ANNULATION, auteur)))
      await recalculer(tx, p.DossierId);
    const [fin] = await enAttente(tx, id, auteur, createdAt, sql`1`);
    return { ligne: ligneApi(fin ?? l) };
  });
}
