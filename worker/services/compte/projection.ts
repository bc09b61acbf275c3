import { and, eq, sql, type SQL, type Placeholder } from "drizzle-orm";
import { Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import type { Lettrage } from "../../domain/compte/lettrage";

// The terms' state written from the account's replay (ADR 007): Quitance.regle / montantRegle / dateReglement are
// a projection of the entries, kept for lists and documents. The statements are built here, run by recalculer (in
// the transaction of the entry that changed them) or by the payment's write batch (encaisser.ts), where a guard
// holds them to the ledger they were replayed from.

/** The stored state of a term, as the projection compares it. */
export interface EtatStocke {
  id: number;
  montantRegle: number | null;
  regle: boolean;
  dateReglement: string | null;
  statusInconu: boolean;
}

/**
 * The stored state of a dossier's terms (a statement: a batch can carry it), as one JSON array built by SQLite like
 * the ledger's lines (ledger.ts): every payment reads it, and drizzle's mapping of a row per term made its mapping
 * functions hot enough to be compiled again after each other kind of work (issue 43). Read with etatsDe.
 */
export const etatsStockes = (ports: Ports, dossierId: number) =>
  ports.db.all<{ j: string | null }>(sql`select (${etatsSql(dossierId)}) as "j"`);

/** etatsStockes' select, without its column's name (a payment reads it beside others: encaisser). */
export const etatsSql = (dossierId: number | Placeholder | SQL) => sql`
    select json_group_array(json_array("id", "montantRegle", "regle", "dateReglement", "statusInconu"))
    from ${Quitance} where "DossierId" = ${dossierId}`;

/** etatsStockes' answer as states (SQLite's booleans are 0 and 1). */
export function etatsDe(answer: { j: string | null }[]): EtatStocke[] {
  const rows: [number, number | null, number, string | null, number][] = JSON.parse(
    answer[0]?.j ?? "[]",
  );
  return rows.map(([id, montantRegle, regle, dateReglement, statusInconu]) => ({
    id,
    montantRegle,
    regle: regle === 1,
    dateReglement,
    statusInconu: statusInconu === 1,
  }));
}

/**
 * One UPDATE per term whose state the replay changes: montantRegle (settled), regle (nothing left to pay),
 * dateReglement (the date of the money that completed it); a term with money on it is no longer of unknown status
 * (only ever set to false, so a stale read never brings an unknown status back). `guard`, when given, is a
 * condition each UPDATE also needs: the ledger is still the one replayed.
 */
export function projection(
  ports: Ports,
  dossierId: number,
  compte: { lettrage: Lettrage },
  stored: EtatStocke[],
  guard?: SQL,
) {
  const now = ports.clock.now().toISOString();
  const updates = [];
  for (const q of stored) {
    const t = compte.lettrage.termes.get(q.id);
    if (!t) continue;
    const next = {
      montantRegle: t.regle,
      regle: t.du - t.regle <= 0,
      dateReglement: t.dateReglement,
      ...(t.regle > 0 ? { statusInconu: false } : {}),
    };
    if (
      next.montantRegle === q.montantRegle &&
      next.regle === q.regle &&
      next.dateReglement === q.dateReglement &&
      (next.statusInconu ?? q.statusInconu) === q.statusInconu
    )
      continue;
    updates.push(
      ports.db
        .update(Quitance)
        .set({ ...next, updatedAt: now })
        .where(and(eq(Quitance.id, q.id), eq(Quitance.DossierId, dossierId), guard)),
    );
  }
  return updates;
}
