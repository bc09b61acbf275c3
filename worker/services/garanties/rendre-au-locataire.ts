import { sql } from "drizzle-orm";
import {
  MSG_PAS_A_RENDRE,
  MSG_RECUPERATION_INTROUVABLE,
} from "../../domain/garanties/recuperation";
import { toEuros } from "../../domain/money";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { recalculer } from "../compte/ledger";
import { inTransaction } from "../transaction";
import { horsDesBrouillons } from "./annulation-recuperation";
import { motifDu, partageDuBail, REF_RENDUE, rendre } from "./indemnite-annulee";
import { indemniteDebout } from "./recuperations";

// ADR 172: a recovery an indemnity's cancellation left to no one before ADR 170 (« plus due à l'assureur, rien à
// reverser », never transferred) is given back to the tenant by staff's « Rendre au locataire », as ADR 170's
// cancellation does now: the same split decides (the recovery must be one it would give back), the same writes in
// one transaction (the payment, the reversal naming it, its draft batch line given up, the account replayed). Once:
// given back, the recovery no longer stands (its reversal, `annuleId` unique); the journal's triggers record who.

/** The recovery's lease and the term of its insurer's latest cancelled indemnity (the one the money pays). */
const lecture = (ports: Ports, id: number) =>
  ports.db.all<{ DossierId: number; QuitanceId: number | null }>(sql`select r."DossierId",
    (select p."QuitanceId" from "Subrogation" s join "Paiement" p on p."id" = s."PaiementId"
      where s."DossierId" = r."DossierId" and s."organisme" = r."organisme" and not ${indemniteDebout()}
      order by s."id" desc limit 1) as "QuitanceId"
    from "RecuperationAssureur" r where r."id" = ${id}`);

/** POST /sinistres/recuperations/{id}/rendre: 200 { PaiementId, solde } (the tenant's balance, euros). */
export const rendreAuLocataire = (ports: Ports, id: number, auteur: string) =>
  inTransaction(ports, async (tx) => {
    const [lu] = await lecture(tx, id);
    if (!lu) throw notFound(MSG_RECUPERATION_INTROUVABLE);
    const r = (await partageDuBail(tx, lu.DossierId)).rendues.find((x) => x.id === id);
    if (!r) throw conflict(MSG_PAS_A_RENDRE);
    await rendre(tx, lu.DossierId, r, lu.QuitanceId, motifDu(tx, auteur)(REF_RENDUE));
    await horsDesBrouillons(tx, sql`${id}`);
    const [p] = await tx.db.all<{ id: number }>(
      sql`select "PaiementId" as "id" from "RecuperationAssureur" where "annuleId" = ${id}`,
    );
    const compte = await recalculer(tx, lu.DossierId, auteur);
    return { PaiementId: p?.id ?? null, solde: toEuros(compte.solde) };
  });
