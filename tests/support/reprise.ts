import { sql } from "drizzle-orm";
import { type SoldeLu, soldesStatements } from "../../worker/services/imports/soldes";
import { inOneTrip } from "../../worker/services/one-trip";
import type { TestApp } from "./test-app";

// The opening balances of an import (issue 61 item 4, ADR 080) without the import's route: the records made through
// the API get the references and the cut-over day the import would give them (a direct update), then the import's
// statements run in one batch, as the import's write appends them.

export async function reprendre(
  t: Pick<TestApp, "db" | "ports">,
  o: {
    dateReprise: string;
    /** Lease id -> its reference (and it gets the cut-over day). */
    dossiers?: Record<string, number>;
    /** Owner id -> their reference. */
    clients?: Record<string, number>;
    soldes: SoldeLu[];
  },
) {
  for (const [reference, id] of Object.entries(o.dossiers ?? {}))
    await t.db.run(
      sql`update "Dossier" set "reference" = ${reference}, "dateReprise" = ${o.dateReprise} where "id" = ${id}`,
    );
  for (const [reference, id] of Object.entries(o.clients ?? {}))
    await t.db.run(sql`update "Client" set "reference" = ${reference} where "id" = ${id}`);
  const statements = soldesStatements({
    importId: 1,
    dateReprise: o.dateReprise,
    soldes: o.soldes,
    auteur: "admin@agence.test",
  }).map((s) => t.ports.db.run(s));
  const [first, ...rest] = statements;
  if (first) await inOneTrip(t.ports, [first, ...rest]);
}
