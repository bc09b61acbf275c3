import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { toEuros } from "../../domain/money";
import { conflict } from "../../lib/errors";
import type { Ports } from "../../ports";
import { encaisser, type LuPourPaiement, MSG_PAIEMENT_CHANGE } from "../compte/encaisser";
import type { PaiementRow } from "../compte/paiements";
import { inOneTrip } from "../one-trip";
import { termeSubroge } from "./part-assureur-sql";
import { duAssureurSql, recuperationStatement } from "./recuperations";

// ADR 153: a tenant's payment that comes in by a bank line matched to the lease or by a direct debit pays the
// insurer first, after a subrogation, by the manual recovery's own write (recuperations.ts): what the insurer paid
// the owners is the insurer's to recover, so the owners are never paid twice. Only the rest is a payment on the
// tenant's account. Both writes ride in one batch (all or nothing), each under the same guard.

/**
 * Where the money came in: the recovery's unique key (a line replayed never pays the insurer twice); none for staff's
 * payment by hand (ADR 157), which is a request of its own each time.
 */
export type Source = { LigneBancaireId: number } | { LignePrelevementId: number } | null;

export interface Entree {
  row: Omit<PaiementRow, "id">;
  /** Cents owed to the insurer, read by `partAssureurSql` with the caller's first read. */
  part: number;
  source: Source;
  /** The caller's condition (its line still waiting). */
  garde: SQL;
  /** The caller's mark on its line, given whether a payment was written too. */
  marque: (avecPaiement: boolean) => BatchItem<"sqlite"> | undefined;
}

/**
 * The money of a line: to the insurer up to `part`, the rest through the payment's own batch (encaisser), in one
 * batch. The insurer's part is written only while it is still owed in full, else nothing is (409 to retry). `lu`:
 * the payment's first read when the caller made it (staff's payment reads `part` with it).
 */
export async function encaisserAvecAssureur(ports: Ports, e: Entree, lu?: LuPourPaiement) {
  const { row, part, source, garde, marque } = e;
  if (part <= 0) {
    const m = marque(true);
    return { ...(await encaisser(ports, row, { garde, apres: m ? [m] : [] }, lu)), assureur: null };
  }
  // Staff's payment by hand (no line): the recovery names the payment its batch writes, whose cancellation
  // reverses it (ADR 157). None when the money goes whole to the insurer (no payment), nor for a line's.
  const paiement =
    source === null && part < row.montant
      ? sql`(select max("id") from "Paiement" where "DossierId" = ${row.DossierId}
          and "createdAt" = ${row.createdAt} and "auteur" = ${row.auteur})`
      : undefined;
  const recuperation = recuperationStatement(
    ports,
    {
      DossierId: row.DossierId,
      date: row.date,
      montant: part,
      reference: row.reference,
      auteur: row.auteur,
      createdAt: row.createdAt,
      ...source,
      ...(paiement ? { PaiementId: paiement } : {}),
    },
    garde,
  );
  const assureur = { montant: toEuros(part) };
  if (part >= row.montant) {
    const m = marque(false);
    const [ecrit] = await inOneTrip(ports, [recuperation, ...(m ? [m] : [])]);
    if (ecrit.rowsAffected === 0) throw conflict(MSG_PAIEMENT_CHANGE);
    return { assureur };
  }
  // The payment is written only while the insurer's part is still owed, so both or neither are.
  const dejaDu = sql`${part} <= ${duAssureurSql(row.DossierId)}`;
  const m = marque(true);
  const paye = await encaisser(
    ports,
    { ...row, montant: row.montant - part },
    { garde: sql`${garde} and ${dejaDu}`, apres: [recuperation, ...(m ? [m] : [])] },
    lu,
  );
  return { ...paye, assureur };
}

/** A direct debit's line whose money went whole to the insurer: settled, though no payment names it. */
export const ligneVerseeAssureur = (ligne: SQL) =>
  sql`exists (select 1 from "RecuperationAssureur" r where r."LignePrelevementId" = ${ligne})`;

/**
 * Whether a payment naming this term would go to the insurer first (ADR 157): the insurer paid it and is still owed.
 * The bulk « encaissée » leaves such a term to a payment by hand, in its read and, under parallel writes, its guard.
 */
export const termeDuAssureur = (quitanceId: number | SQL, dossierId: number | SQL) =>
  sql`(${termeSubroge(quitanceId)} and ${duAssureurSql(dossierId)} > 0)`;
