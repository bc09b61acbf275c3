import type { Client } from "@libsql/client";

// What a database is, to compare two of them (tests/api/baseline.test.ts, tests/edge/baseline.test.ts): its
// objects (tables, indexes, triggers, views, with their SQL) and every table's rows but the epoch, drawn at random
// for each database (`epoch`).

export async function schemaAndRows(c: Client) {
  const objects = (
    await c.execute(`select type, name, tbl_name, sql from sqlite_master order by type, name`)
  ).rows.map((r) => ({ type: r.type, name: r.name, table: r.tbl_name, sql: r.sql }));
  // One batch (one request over HTTP) for every table's rows.
  const tables = objects
    .filter((o) => o.type === "table" && !String(o.name).startsWith("sqlite_stat"))
    .map((o) => String(o.name));
  const read = await c.batch(
    tables.map(
      (t) => `select * from "${t}" ${t === "DataVersion" ? `where "resource" <> ''` : ""}`,
    ),
    "read",
  );
  const rows = Object.fromEntries(
    tables.map((t, i) => [
      t,
      (read[i]?.rows ?? [])
        .map((r) => ({ ...r }))
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ]),
  );
  const epoch = await c.execute(
    `select cast("n" as text) as n from "DataVersion" where "resource" = ''`,
  );
  return { objects, rows, epoch: epoch.rows[0]?.n };
}

/** The writes whose effects come from derived objects: the journal, the rows' JSON, a closed year's refusal. */
export async function derivedBehaviour(c: Client) {
  await c.execute(
    `insert into "Client" ("id", "nom", "prenom", "createdAt", "updatedAt") values (7, 'Wróbel', 'Łukasz', '2026-01-01', '2026-01-01')`,
  );
  await c.execute(`update "Client" set "ville" = 'Łódź' where "id" = 7`);
  await c.execute(
    `insert into "ExerciceClos" ("exercice", "closAt", "closPar") values (2025, '2026-01-15', 'a@b.fr')`,
  );
  const refused = await c
    .execute(
      `insert into "Ecriture" ("DossierId", "date", "type", "libelle", "credit", "auteur", "createdAt") values (1, '2025-06-01', 'paiement', 'x', 100, 'a@b.fr', '2026-01-01')`,
    )
    .then(
      () => "accepté",
      (e: Error) => e.message.match(/exercice_clos:\d+/)?.[0] ?? e.message,
    );
  const journal = await c.execute(
    `select "action", "resource", "resourceId", "changes" from "Journal" order by "id"`,
  );
  const json = await c.execute(`select "j" from "ClientJson" where "id" = 7`);
  return { refused, journal: journal.rows.map((r) => ({ ...r })), json: json.rows[0]?.j };
}
