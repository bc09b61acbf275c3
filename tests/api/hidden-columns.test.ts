import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, form } from "../support/http";
import { RESOURCES } from "../../worker/services/resources";
import { HIDDEN_COLUMNS } from "../../worker/services/serialize";

// The columns that never leave the server (password hashes, file-store keys, token versions) must not answer a
// question either: a list filter (`?passwordHash=...`) or a search (`?q=...`) on one would tell, row by row, whether
// a guess is right. Every hidden column of every resource's table, on every list.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // A user with a second factor (issue 59): its TOTP secret and last step are hidden columns too.
  await t.db.run(
    sql`update "User" set "totpSecret" = 'JBSWY3DPEHPK3PXP', "totpActif" = 1, "totpDernierPas" = 59000000 where "email" = 'user@agence.test'`,
  );
  const file = (bytes: Uint8Array, name: string, type: string) => ({ bytes, name, type });
  expect(
    (
      await t.call(
        "POST",
        "/api/Fichier",
        "admin",
        form({ nom: "Bail", file: file(PDF, "bail.pdf", "application/pdf") }),
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await t.call(
        "POST",
        "/api/Image",
        "admin",
        form({ url: file(PNG, "salon.png", "image/png") }),
      )
    ).status,
  ).toBe(201);
});
afterAll(() => t.close());

const CASES = RESOURCES.flatMap((def) =>
  Object.keys(getTableColumns(def.table))
    .filter((c) => HIDDEN_COLUMNS.has(c))
    .map((column) => ({ resource: def.name, table: getTableName(def.table), column })),
);

const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe("hidden columns answer no query", () => {
  it("covers the tables that hold one (User, Fichier, Image)", () => {
    expect(new Set(CASES.map((c) => c.resource))).toEqual(new Set(["User", "Fichier", "Image"]));
  });

  it.each(CASES)(
    "$resource: ?$column= filters nothing and ?q= on its value finds nothing",
    async ({ resource, table, column }) => {
      const all = await t.call("GET", `/api/${resource}`);
      expect(all.status).toBe(200);
      expect(all.body.data.length, `no ${resource} row to test with`).toBeGreaterThan(0);
      const [row] = await t.db.all<Record<string, unknown>>(
        sql.raw(`select "${column}" as v from "${table}" where "${column}" is not null limit 1`),
      );
      const real = String(row!.v);
      for (const guess of [real, "faux", "0", "1"]) {
        const filtered = await t.call(
          "GET",
          `/api/${resource}?${column}=${encodeURIComponent(guess)}`,
        );
        expect(filtered.status).toBe(200);
        expect(ids(filtered.body), `?${column}=${guess}`).toEqual(ids(all.body));
        for (const r of filtered.body.data) expect(Object.keys(r)).not.toContain(column);
      }
      // A search on a fragment of the stored value (a hash) matches no row, unless a visible field already shows it (a
      // file's key is the end of its public `url`: nothing secret).
      if (real.length >= 8 && !JSON.stringify(all.body).includes(real.slice(-8))) {
        const searched = await t.call(
          "GET",
          `/api/${resource}?q=${encodeURIComponent(real.slice(-8))}`,
        );
        expect(searched.status).toBe(200);
        expect(searched.body.data).toEqual([]);
      }
    },
  );
});
