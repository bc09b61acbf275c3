import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { moisLong } from "../domain/compte/libelles";
import { moisFrSql } from "./mois-fr-sql";

// The SQL form writes a month as the ledger's labels in TypeScript do (« novembre 2026 », never « 11/2026 »).
describe("moisFrSql", () => {
  it.each(["2026-01", "2026-08", "2026-11", "2027-12"])("%s as moisLong", async (mois) => {
    const db = createClient({ url: ":memory:" });
    const q = new SQLiteSyncDialect().sqlToQuery(sql`select ${moisFrSql(sql`${mois}`)} as t`);
    const [row] = (await db.execute({ sql: q.sql, args: q.params as never[] })).rows;
    expect(row?.t).toBe(moisLong(mois));
    db.close();
  });
});
