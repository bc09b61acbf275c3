import { readFileSync } from "node:fs";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterEach, describe, expect, it } from "vitest";
import { chainBaseline } from "../../worker/db/baseline/chain";
import { baselineCovers } from "../../worker/db/baseline/dump";
import { createDb } from "../../worker/db/client";
import { DERIVED_OBJECTS } from "../../worker/db/derived/definitions";
import { BASELINE_FILE, applyMigrations } from "../../worker/db/migrate";
import { foldText } from "../../worker/domain/search";
import { derivedBehaviour as behaviour, schemaAndRows } from "../support/schema-and-rows";

// ADR 097: a new database is made from the baseline (the schema and rows of the chain up to one migration) plus
// the migrations after it, then its derived objects from their definitions. The same database, whichever way it
// came: from the first migration or from the baseline, new or upgraded from an older version.

const open: Client[] = [];
const fresh = () => {
  const client = createClient({ url: ":memory:" });
  open.push(client);
  return { client, db: createDb(drizzle, client) };
};
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

/** `client`, counting the requests it is sent (each a network hop on the edge). */
function counting(client: Client) {
  const seen = { requests: 0 };
  const counted = new Proxy(client, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== "function" || prop === "close") return v;
      return (...args: unknown[]) => {
        seen.requests++;
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { counted, seen };
}

/** A database migrated one way or the other. */
async function migrated(opts: { baseline: boolean }) {
  const { client, db } = fresh();
  await applyMigrations(db, client, opts);
  return client;
}

describe("a new database from the baseline (ADR 097)", () => {
  it("the checked-in baseline is what the chain of migrations makes up to the migration it names", async () => {
    const text = readFileSync(BASELINE_FILE, "utf8");
    const covers = baselineCovers(text);
    expect(covers, "first line of migrations/baseline/baseline.sql").toBeDefined();
    const { client, db } = fresh();
    expect(text, "run `npx tsx scripts/baseline.ts`").toBe(
      await chainBaseline(db, client, covers!),
    );
  });

  it("from the first migration or from the baseline: the same tables, indexes, triggers, rows and behaviour", async () => {
    const chain = await migrated({ baseline: false });
    const base = await migrated({ baseline: true });
    const a = await schemaAndRows(chain);
    const b = await schemaAndRows(base);
    expect(a.objects.filter((o) => o.type === "trigger").length).toBeGreaterThan(300);
    expect(b.objects).toEqual(a.objects);
    expect(b.rows).toEqual(a.rows);
    // Each new database draws its own epoch, which tells its lists' versions from another's.
    expect(a.epoch).toMatch(/^\d+$/);
    expect(b.epoch).toMatch(/^\d+$/);
    expect(b.epoch).not.toBe(a.epoch);
    const done = await behaviour(chain);
    expect(done.refused).toBe("exercice_clos:2025");
    expect(done.journal.map((r) => r.action)).toEqual(["create", "update", "create"]);
    expect(JSON.parse(String(done.json))).toMatchObject({ id: 7, nom: "Wróbel", ville: "Łódź" });
    expect(await behaviour(base)).toEqual(done);
  });

  // 0070: an old one; 0081: the first baseline's; 0103: the last before the baseline was made again (ADR 140).
  it.each(["0070_", "0081_", "0103_"])(
    "an existing database at %s upgraded ends as a new one, its rows' JSON made again",
    async (version) => {
      const journal = JSON.parse(
        readFileSync(new URL("../../migrations/meta/_journal.json", import.meta.url), "utf8"),
      ) as { entries: { tag: string; when: number }[] };
      const old = journal.entries.find((e) => e.tag.startsWith(version))!;
      // A database of the version of that migration: its chain, then triggers and rows' JSON on the tables it had (the
      // statements of today's definitions that apply to them, as those of that version did).
      const { client, db } = fresh();
      await chainBaseline(db, client, old);
      // Its row first: today's triggers may read columns that version did not have (SQLite checks them when they fire).
      await client.execute(
        `insert into "Client" ("id", "nom", "prenom", "createdAt", "updatedAt") values (3, 'Martin', 'Anne', '2026-01-01', '2026-01-01')`,
      );
      // The search index (ADR 098) came after 0070: its triggers read columns that version did not have (an error
      // from a statement that does not apply to that version is passed over).
      for (const d of DERIVED_OBJECTS.filter((o) => o.name !== "recherche"))
        for (const s of d.statements()) await client.execute(s).catch(() => undefined);
      await client.execute(`delete from "ClientJson"`);
      await applyMigrations(db, client);
      const upgraded = await schemaAndRows(client);
      const made = await schemaAndRows(await migrated({ baseline: true }));
      expect(upgraded.objects).toEqual(made.objects);
      const json = await client.execute(`select "j" from "ClientJson" where "id" = 3`);
      expect(JSON.parse(String(json.rows[0]?.j))).toMatchObject({ id: 3, nom: "Martin" });
    },
  );

  it("a definition changed since its objects were made is made again; a database up to date costs two reads", async () => {
    const c = await migrated({ baseline: true });
    await c.execute(`drop trigger "Journal_Client_insert"`);
    await c.execute(`update "__derived_objects" set "hash" = 'ancienne' where "name" = 'journal'`);
    const { counted, seen } = counting(c);
    await applyMigrations(createDb(drizzle, counted), counted);
    const trigger = await c.execute(
      `select count(*) as n from sqlite_master where type = 'trigger' and name = 'Journal_Client_insert'`,
    );
    expect(trigger.rows[0]?.n).toBe(1);
    expect(seen.requests).toBe(3);
    seen.requests = 0;
    await applyMigrations(createDb(drizzle, counted), counted);
    expect(seen.requests).toBe(2);
    const hashes = await c.execute(`select "name" from "__derived_objects" order by "name"`);
    expect(hashes.rows.map((r) => r.name)).toEqual(DERIVED_OBJECTS.map((d) => d.name).sort());
  });

  it("a database whose search triggers each folded their texts (before ADR 161) gets the fold written once, folding as before", async () => {
    const c = await migrated({ baseline: true });
    // The scratch table of that version (its texts and labels side by side, no trigger); the index's hash an older one.
    await c.execute(`drop table "__recherche_pli"`);
    await c.execute(
      `create table "__recherche_pli" ("id" integer PRIMARY KEY NOT NULL, "h" text, "l" text)`,
    );
    await c.execute(
      `update "__derived_objects" set "hash" = 'ancienne' where "name" = 'recherche'`,
    );
    await applyMigrations(createDb(drizzle, c), c);
    const made = await schemaAndRows(await migrated({ baseline: true }));
    expect((await schemaAndRows(c)).objects).toEqual(made.objects);
    const nom = "Łukasz Őrsi-Bæk";
    const prenom = "Chloé-Œlla Ñúñez";
    await c.execute({
      sql: `insert into "Client" ("id", "nom", "prenom", "createdAt", "updatedAt") values (9, ?, ?, '2026-01-01', '2026-01-01')`,
      args: [nom, prenom],
    });
    const texte = String(
      (await c.execute(`select "texte" from "ClientRecherche" where rowid = 9`)).rows[0]?.texte,
    );
    expect(texte).toContain("lukasz orsi-bæk");
    expect(texte).toContain("chloe-œlla nunez");
    expect(texte).toContain(`${foldText(nom)} ${foldText(prenom)}`);
  });

  it("a new database costs a bounded number of requests: its state, the baseline, the derived objects", async () => {
    const { counted, seen } = counting(fresh().client);
    await applyMigrations(createDb(drizzle, counted), counted);
    expect(seen.requests).toBe(3);
  });
});
