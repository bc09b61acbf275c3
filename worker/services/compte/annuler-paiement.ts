import { eq, or, sql } from "drizzle-orm";
import { Paiement } from "../../db/schema";
import { MODE_INDEMNITE } from "../../domain/garanties/indemnite-compte";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { annulationSchema } from "../../domain/schemas/paiement";
import { conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { apresIndemniteAnnulee, paiementsRendus } from "../garanties/indemnite-annulee";
import { inTransaction } from "../transaction";
import { recalculer } from "./ledger";
import { ecrireAnnulation, MSG_DEJA_ANNULE, paiementApi } from "./paiements";

/** The recoveries this payment's money paid (ADR 157, 158): by hand beside it, or by its bank or debit line. */
const rendusDe = (id: number) =>
  paiementsRendus(sql`select "id" from "RecuperationAssureur" where "PaiementId" = ${id}
    or "LigneBancaireId" in (select "id" from "LigneBancaire" where "PaiementId" = ${id})
    or "LignePrelevementId" in (select "id" from "LignePrelevement" where "PaiementId" = ${id})`);

/**
 * POST /api/Paiement/{id}/annuler: the payment's reversal, then the account replayed, one transaction. An insurer's
 * indemnity (its mode; only indemnities carry it, so a tenant's cancellation costs no statement more) also hands the
 * tenant's recoveries its insurer is owed no more back to the tenant's account, or claims them (ADR 170), before the
 * replay, which letters that money to the term and credits the owners.
 */
export async function annulerPaiement(ports: Ports, id: number, input: unknown, auteur: string) {
  const { motif } = parseWith(annulationSchema, input);
  return inTransaction(ports, async (tx) => {
    // With it, in the same statement, what of its money an indemnity's cancellation gave back to the tenant (ADR 170):
    // a bounced cheque paid neither the insurer nor the term.
    const lus = await tx.db
      .select()
      .from(Paiement)
      .where(or(eq(Paiement.id, id), sql`${Paiement.id} in (${rendusDe(id)})`));
    const p = lus.find((x) => x.id === id);
    if (!p) throw notFound(introuvable("Paiement"));
    if (!(await ecrireAnnulation(tx, p, motif, auteur))) throw conflict(MSG_DEJA_ANNULE);
    for (const r of lus) if (r !== p) await ecrireAnnulation(tx, r, motif, auteur);
    if (p.mode === MODE_INDEMNITE) await apresIndemniteAnnulee(tx, p, auteur);
    const compte = await recalculer(tx, p.DossierId, auteur);
    return { paiement: paiementApi(p, compte), solde: toEuros(compte.solde) };
  });
}
