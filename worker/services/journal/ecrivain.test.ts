import type { Client, InStatement, ResultSet, Transaction } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { journalClient } from "./ecrivain";

// The writer goes first in every write, in the same batch or transaction, never as a round trip of its own.

const rs = (n: number): ResultSet => ({
  columns: [],
  columnTypes: [],
  rows: [],
  rowsAffected: n,
  lastInsertRowid: undefined,
  toJSON: () => ({}),
});
const sqlOf = (s: InStatement | [string, unknown?]) =>
  typeof s === "string" ? s : Array.isArray(s) ? s[0] : s.sql;

function fake() {
  const sent: string[][] = [];
  let n = 0;
  const tx: Transaction = {
    execute: async (s) => (sent.push(["tx", sqlOf(s)]), rs(n++)),
    batch: async (ss) => (sent.push(["tx", ...ss.map(sqlOf)]), ss.map(() => rs(n++))),
    executeMultiple: async () => undefined,
    commit: async () => undefined,
    rollback: async () => undefined,
    close: () => undefined,
    closed: false,
  };
  const client: Client = {
    execute: async (s: InStatement | string) => (sent.push([sqlOf(s)]), rs(n++)),
    batch: async (ss) => (sent.push(ss.map(sqlOf)), ss.map(() => rs(n++))),
    migrate: async () => [],
    transaction: async () => tx,
    executeMultiple: async () => undefined,
    sync: async () => undefined,
    close: () => undefined,
    reconnect: () => undefined,
    closed: false,
    protocol: "file",
  };
  return { client, sent };
}

const SET = `UPDATE "JournalAuteur" SET "email" = ?, "sessionId" = ? WHERE "id" = 1`;

describe("journalClient", () => {
  it("sends a read as it is, a write as one batch with the writer first", async () => {
    const { client, sent } = fake();
    const j = journalClient(client, () => ({ email: "a@b.fr", sessionId: "s1" }));
    await j.execute("select 1");
    const w = await j.execute("insert into x values (1)");
    expect(sent).toEqual([["select 1"], [SET, "insert into x values (1)"]]);
    expect(w.rowsAffected).toBe(2); // the write's own answer, not the setter's
  });

  it("puts the writer first in a batch that writes, not in one that only reads", async () => {
    const { client, sent } = fake();
    const j = journalClient(client, () => undefined);
    await j.batch(["select 1", "select 2"]);
    const answers = await j.batch(["select 1", "delete from x"]);
    expect(sent).toEqual([
      ["select 1", "select 2"],
      [SET, "select 1", "delete from x"],
    ]);
    expect(answers).toHaveLength(2);
  });

  it("in a transaction, with its first write only", async () => {
    const { client, sent } = fake();
    const tx = await journalClient(client, () => ({
      email: "a@b.fr",
      sessionId: "s1",
    })).transaction("write");
    await tx.execute("select 1");
    await tx.execute("update x set a = 1");
    await tx.execute("update x set a = 2");
    expect(sent).toEqual([
      ["tx", "select 1"],
      ["tx", SET, "update x set a = 1"],
      ["tx", "update x set a = 2"],
    ]);
  });
});
