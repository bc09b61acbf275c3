import { type SQL, sql } from "drizzle-orm";

// The claim of a queued import (issue 61 item 7, ADR 082): the first statement of its one write batch. While the
// Import row is en_cours it does nothing; once another delivery of the message has committed (termine) or the import
// has been given up (echoue), it inserts a row whose NOT NULL column is null, and that failure rolls the whole batch
// back: nothing is written twice. It is the database that decides (the batch is one transaction), not a read before.

export function priseStatement(importId: number): SQL {
  return sql`insert into "ImportElement" ("ImportId", "entite", "entiteId")
    select null, 'Client', 0
    where not exists (select 1 from "Import" where "id" = ${importId} and "statut" = 'en_cours')`;
}
