import { eq } from "drizzle-orm";
import { JournalAuteur } from "../../db/schema";
import type { Db } from "../../ports";

// The writer's row of the journal (ADR 029) holds, besides the e-mail every write sets first (ecrivain.ts), the
// pause a restore takes: the archive's rows are not new writes, and its Journal rows replace the instance's.

export const suspendreJournal = (db: Db, pause: boolean) =>
  db
    .update(JournalAuteur)
    .set({ pause: pause ? 1 : 0 })
    .where(eq(JournalAuteur.id, 1));
