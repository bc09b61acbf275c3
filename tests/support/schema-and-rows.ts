import type { Client } from "@libsql/client";

// What a database is, to compare two of them (tests/api/baseline.test.ts, tests/edge/baseline.test.ts): its
// objects (tables, indexes, triggers, views, with their SQL) and every table's rows but the epoch, drawn at random
// for each database (`epoch`).

export async function schemaAndRows(c: Client) {
  const objects = (
    await c.execute(`select type, name, tbl_name, sql from sqlite_master order by type, name`)
  ).rows.map((r) => ({ type: r.type, name: r.name, table: r.tbl_name, sql: r.sql }));
  const rows: Record<string, unknown[]> = {};
  for (const o of objects)
    if (o.type === "table" && !String(o.name).startsWith("sqlite_stat"))
      rows[String(o.name)] = (
        await c.execute(
          `select * from "${o.name}" ${o.name === "DataVersion" ? `where "resource" <> ''` : ""} order by 1`,
        )
      ).rows
        .map((r) => ({ ...r }))
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  const epoch = await c.execute(
    `select cast("n" as text) as n from "DataVersion" where "resource" = ''`,
  );
  return { objects, rows, epoch: epoch.rows[0]?.n };
}
