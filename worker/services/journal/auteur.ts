import { eq } from "drizzle-orm";
import { JournalAuteur } from "../../db/schema";
import type { Db } from "../../ports";

// The writer, named to the journal's triggers inside the write's own transaction (ADR 029): the first statement sets
// the e-mail, the last clears it, so a write that sets none (the daily job, a write outside any transaction) is
// recorded as "système", never as whoever wrote before.

export const nommerAuteur = (db: Db, email: string | null) =>
  db.update(JournalAuteur).set({ email }).where(eq(JournalAuteur.id, 1));

/** A restore's rows are the archive's, not new writes; its Journal rows replace the instance's (ADR 029). */
export const suspendreJournal = (db: Db, pause: boolean) =>
  db.update(JournalAuteur).set({ pause: pause ? 1 : 0 }).where(eq(JournalAuteur.id, 1));
