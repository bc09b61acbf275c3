import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { TABLES, tableName } from "../../worker/db/tables";
import { apiRowReader, toApi } from "../../worker/services/serialize";
import type { IdRow } from "../../worker/services/resource-def";
import { apiObjectSql } from "../../worker/speed/sql-json/api-json-sql";
import { jsonArraySql } from "../../worker/speed/sql-json/json-select";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { makeTestApp, type TestApp } from "../support/test-app";

// The SQL JSON builders (worker/speed/sql-json) against their plain form, for every table of the schema: drizzle's
// select() mapped by toApi (services/serialize.ts). The lists read rows as value arrays (jsonArraySql, decoded by
// apiRowReader), the apartment read and list as API objects built by SQLite (apiObjectSql): all three must give the
// same objects, key order included, on rows with the values that differ between SQLite's JSON and JavaScript
// (reals with 17 digits, booleans, JSON columns with money inside, accents and quotes, nulls, hidden columns).
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

it("gives toApi's objects for every table, as value arrays and as SQLite-built objects", async () => {
  const a = await insertAppartement(t, {
    surface: 0.1 + 0.2,
    cave: true,
    caveNum: 12,
    loyerHC: 1234.56,
    charge: 80.1,
    adresse: '2 rue de l\'Église \\ "B"',
    autresInfo: "Ligne 1\nLigne 2\té",
  });
  await insertAppartement(t, {
    wip: true,
    surface: null,
    copropriete: true,
    syndicNom: "Syndic « Les Lilas »",
  });
  const l = await insertLocataire(t, { nom: "Bernard" });
  await create(t, "Dossier", {
    ...valid.Dossier(a.id, l.id),
    encadrement: { loyerReference: 1500.25, montantBase: 12.5, zone: "Paris" },
  });
  await create(t, "Intendance", { ...valid.Intendance(a.id), dateFin: "2026-11-30" });
  await create(t, "Quitance", { ...valid.Quitance(), AppartementId: a.id });

  let seeded = 0;
  // DataVersion's key is a table's name, not a row id: no record of the API is read from it.
  for (const table of TABLES.filter((t) => tableName(t) !== "DataVersion")) {
    const name = tableName(table);
    const rows = (await t.db.select().from(table)) as IdRow[]; // every table has an integer id
    const plain = rows.map((r) => toApi(name, r));
    seeded += plain.length;
    const arrays = await t.db.all<{ j: string }>(
      sql.raw(`select ${jsonArraySql(table, "x")} as j from "${name}" x order by rowid`),
    );
    const read = apiRowReader(name, table);
    expect(
      arrays.map((r) => read(JSON.parse(r.j))),
      `${name} (jsonArraySql)`,
    ).toStrictEqual(plain);
    const objects = await t.db.all<{ j: string }>(
      sql.raw(`select ${apiObjectSql(name, table, "x")} as j from "${name}" x order by rowid`),
    );
    const built = objects.map((r) => JSON.parse(r.j));
    expect(built, `${name} (apiObjectSql)`).toStrictEqual(plain);
    for (const [i, o] of built.entries())
      expect(Object.keys(o), `${name} key order`).toEqual(Object.keys(plain[i]!));
  }
  expect(seeded).toBeGreaterThan(8);
});
