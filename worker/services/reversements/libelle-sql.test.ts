import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { libelleReversement } from "../../domain/reversements/selection";
import { libelleReversementSql } from "./libelle-sql";

// The validation writes the payout's label in SQL (one write batch, ADR 032): it must read, on the owner's account,
// exactly what domain/reversements/selection.ts says, whatever the month and the batch.
describe("libelleReversementSql", () => {
  it.each([
    [12, "2026-11-30"],
    [1, "2027-01-05"],
    [345, "2026-08-01"],
    [7, "2026-12-31"],
  ])("batch %i of %s as libelleReversement", async (id, date) => {
    const db = createClient({ url: ":memory:" });
    const q = new SQLiteSyncDialect().sqlToQuery(
      // The batch's id an integer, as its column is (a bound JavaScript number would be a real: « 12.0 »).
      sql`select ${libelleReversementSql} as t from (select cast(${id} as integer) as "id", ${date} as "date") r`,
    );
    const [row] = (await db.execute({ sql: q.sql, args: q.params as never[] })).rows;
    expect(row?.t).toBe(libelleReversement(id, date));
    db.close();
  });
});
