import { sql } from "drizzle-orm";
import { toCents, toEuros } from "../../domain/money";
import { MSG_DATE_FUTURE, paiementSchema } from "../../domain/schemas/paiement";
import { today } from "../../lib/dates";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { encaisserAvecAssureur } from "../garanties/part-assureur";
import { lirePourPaiement } from "./encaisser";
import { soldeDe } from "./ledger";
import { paiementRow } from "./paiements";

// POST /api/Dossier/{id}/paiements (ADR 157): staff's payment by hand follows ADR 153's rule for the bank's and the
// direct debit's: after an insurer paid the owners (subrogation), the tenant's money naming no term, or the term the
// insurer paid, is the insurer's first, recorded as its recovery by the same batch as the rest (if any) on the
// tenant's account. What is the insurer's is read with the payment's first read: no round trip more.

/** The answer: the payment on the tenant's account (null when the money went whole to the insurer), the balance,
 * and what went to the insurer (null when nothing did). */
export async function enregistrerPaiement(
  ports: Ports,
  dossierId: number,
  input: unknown,
  auteur: string,
) {
  const v = parseWith(paiementSchema, input);
  if (v.date > today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_FUTURE });
  const row = paiementRow(ports, dossierId, { ...v, montant: toCents(v.montant) }, auteur);
  const lu = await lirePourPaiement(ports, dossierId, row.QuitanceId, row.montant);
  const r = await encaisserAvecAssureur(
    ports,
    { row, part: lu.part, source: null, garde: sql`1`, marque: () => undefined },
    lu,
  );
  // Whole to the insurer: no payment, the tenant's account as it was read (the recovery is not on it).
  if (!("paiement" in r)) return { paiement: null, solde: toEuros(soldeDe(lu.lignes)), ...r };
  return r;
}
