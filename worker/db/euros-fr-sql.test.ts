import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { eurosFr } from "../domain/loyer";
import { eurosFrSql } from "./euros-fr-sql";

// The SQL form prints what the mails' eurosFr prints (its narrow spaces as the mails' no-break ones).
describe("eurosFrSql", () => {
  it.each([0, 5, 99999, 120000, 123456789, 100])("%i cents as eurosFr", async (cents) => {
    const db = createClient({ url: ":memory:" });
    const q = new SQLiteSyncDialect().sqlToQuery(sql`select ${eurosFrSql(sql`${cents}`)} as t`);
    const [row] = (await db.execute({ sql: q.sql, args: q.params as never[] })).rows;
    expect(row?.t).toBe(eurosFr(cents).replace(/\u202f/g, "\u00a0"));
    db.close();
  });
});
