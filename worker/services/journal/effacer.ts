import { and, eq, inArray, or, sql } from "drizzle-orm";
import { Journal, JournalAuteur } from "../../db/schema";
import type { TxPorts } from "../transaction";
import { suspendreJournal } from "./auteur";

/** Rows of one resource whose journal lines hold a person's identity. */
export interface RowsOf {
  resource: string;
  ids: number[];
}

/**
 * The right to erasure reaches the journal (ADR 030): a person anonymised must not live on in its lines' [before,
 * after] values. In the caller's transaction, with the triggers paused (the one path, beside a restore and the
 * 10-year purge, that may remove lines): the lines of the person's rows go, then `work` blanks the rows themselves
 * without lines of their old values, and one line says the anonymisation happened, by whom, with no identity.
 */
export async function sansTrace(
  tx: TxPorts,
  rows: RowsOf[],
  trace: { resource: string; id: number; jour: string },
  work: () => Promise<void>,
) {
  await suspendreJournal(tx.db, true);
  const cibles = rows.filter((r) => r.ids.length);
  if (cibles.length)
    await tx.db
      .delete(Journal)
      .where(
        or(
          ...cibles.map((r) =>
            and(eq(Journal.resource, r.resource), inArray(Journal.resourceId, r.ids.map(String))),
          ),
        ),
      );
  await work();
  await suspendreJournal(tx.db, false);
  await tx.db.insert(Journal).values({
    at: tx.clock.now().toISOString(),
    userEmail: sql`coalesce((SELECT ${JournalAuteur.email} FROM ${JournalAuteur} WHERE ${JournalAuteur.id} = 1), 'système')`,
    action: "update",
    resource: trace.resource,
    resourceId: String(trace.id),
    changes: JSON.stringify({ anonymiseLe: [null, trace.jour] }),
    sessionId: sql`(SELECT ${JournalAuteur.sessionId} FROM ${JournalAuteur} WHERE ${JournalAuteur.id} = 1)`,
  });
}
