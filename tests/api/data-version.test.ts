import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTableName } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { TABLE_NAMES } from "../support/app-tables";
import { insertAppartement, insertDossier, valid } from "../support/factories";
import { backupOf, restoreInto } from "../support/backup-archive";
import { TRANSIENT_TABLES } from "../../worker/services/backup/format";
import { listVersion } from "../../worker/services/list-versions";
import { RESOURCES } from "../../worker/services/resources";
import { listSql } from "../../worker/services/resources/appartement-list";
import { inTransaction } from "../../worker/services/transaction";
import { Client } from "../../worker/db/schema";

// The version counters of ADR 017: every write bumps its table's counter in its own transaction (SQLite triggers),
// whoever writes; a list's version changes with any table it reads; a restore moves them on, never back.

let t: TestApp;
beforeAll(async () => (t = await makeTestApp()));
afterAll(() => t.close());

const appartement = RESOURCES.find((d) => d.name === "Appartement")!;
const counter = async (table: string) =>
  Number(
    (
      await t.client.execute({
        sql: `select n from "DataVersion" where resource = ?`,
        args: [table],
      })
    ).rows[0]?.n,
  );

describe("version counters", () => {
  it("every table but the instance's own has its counter and its three triggers", async () => {
    const triggers = new Set(
      (await t.client.execute(`select name from sqlite_master where type = 'trigger'`)).rows.map(
        (r) => String(r.name),
      ),
    );
    const counted = TABLE_NAMES.filter((n) => !TRANSIENT_TABLES.has(n));
    expect(counted.length).toBeGreaterThan(20);
    for (const name of counted) {
      expect(Number.isFinite(await counter(name)), name).toBe(true);
      for (const event of ["insert", "update", "delete"])
        expect(triggers.has(`DataVersion_${name}_${event}`), `${name} ${event}`).toBe(true);
    }
    // The epoch: a database of its own.
    expect(await counter("")).toBeGreaterThan(0);
  });

  it("a write bumps its table's counter with its commit, a rolled back one does not", async () => {
    const before = await counter("Client");
    const v = await listVersion(t.ports);
    await t.call("POST", "/api/Client", "user", valid.Client());
    expect(await counter("Client")).toBe(before + 1);
    expect(await listVersion(t.ports)).not.toBe(v);
    const now = await counter("Client");
    await expect(
      inTransaction(t.ports, async (tx) => {
        await tx.db.insert(Client).values({ ...valid.Client(), createdAt: "x", updatedAt: "x" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await counter("Client")).toBe(now);
  });

  it("the apartment list's version moves with a dossier (its flags), not with a client", async () => {
    const a = await insertAppartement(t);
    const v = await listVersion(t.ports, appartement.listReads);
    await t.call("POST", "/api/Client", "user", valid.Client());
    expect(await listVersion(t.ports, appartement.listReads)).toBe(v);
    await insertDossier(t, { AppartementId: a.id });
    expect(await listVersion(t.ports, appartement.listReads)).not.toBe(v);
  });

  it("the apartment list's statement reads only the tables it declares", () => {
    const declared = new Set(appartement.listReads!.map(getTableName));
    // Both forms (ADR 154): the compact one reads the rows' list form, which Appartement's triggers write.
    for (const cast of ["blob", "text"] as const)
      for (const forme of ["complete", "compacte"] as const) {
        const text = listSql(appartement.deleteRule!, cast, false, forme);
        const named = TABLE_NAMES.filter((n) => text.includes(`"${n}"`));
        expect(
          named.filter((n) => !declared.has(n)),
          `${cast} ${forme}`,
        ).toEqual([]);
      }
  });

  it("a restore moves every version on, never back to one a cache may hold", async () => {
    const source = await makeTestApp();
    try {
      await insertAppartement(source);
      const { zip } = await backupOf(source);
      const target = await makeTestApp({ otherRoles: false });
      try {
        const before = await listVersion(target.ports, appartement.listReads);
        const all = await listVersion(target.ports);
        expect((await restoreInto(target, zip)).status).toBe(200);
        expect(await listVersion(target.ports, appartement.listReads)).not.toBe(before);
        expect(await listVersion(target.ports)).not.toBe(all);
        // Not the source's either: each database has its epoch.
        expect(await listVersion(target.ports)).not.toBe(await listVersion(source.ports));
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  });
});
