import type { Client } from "@libsql/client";

// The baseline's maker (ADR 097): the schema and rows of a database migrated by the chain, as SQL statements that
// make the same database again in one batch. Used by scripts/baseline.ts, which checks the file in, and by the test
// that holds the file to what the chain makes.

export const BREAKPOINT = "\n--> statement-breakpoint\n";

/**
 * Values a migration drew at random, which each new database must draw again: the epoch that tells two databases
 * apart in the lists' versions (0009, services/list-versions.ts). Dumped as 0, then drawn by these statements.
 */
export const DRAWN = [`UPDATE "DataVersion" SET "n" = abs(random()) WHERE "resource" = ''`];

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const text = (v: unknown) => String(v);

/** Whether an object of sqlite_master is SQLite's own or a virtual table's shadow, which SQLite makes itself. */
async function ownedBySqlite(client: Client): Promise<(name: string) => boolean> {
  const shadows = new Set(
    (await client.execute("PRAGMA table_list")).rows
      .filter((r) => r.type === "shadow")
      .map((r) => text(r.name)),
  );
  return (name) => name.startsWith("sqlite_") || shadows.has(name);
}

/** Each row of `table` as an INSERT, its values quoted by SQLite itself (quote(): text, blobs, reals exact). */
async function rowsOf(client: Client, table: string): Promise<string[]> {
  const cols = (await client.execute(`PRAGMA table_info(${q(table)})`)).rows.map((r) =>
    text(r.name),
  );
  const values = cols.map((c) => `quote(${q(c)})`).join(" || ', ' || ");
  const head = `INSERT INTO ${q(table)} (${cols.map(q).join(", ")}) VALUES (`;
  const rows = await client.execute(
    `SELECT '${head.replace(/'/g, "''")}' || ${values} || ');' AS s FROM ${q(table)} ORDER BY 1`,
  );
  return rows.rows.map((r) => text(r.s));
}

/**
 * The statements that make the database `client` holds: its tables, then their rows (sqlite_sequence's included,
 * so that ids go on where they were), then indexes, views and triggers (after the rows: a trigger made before them
 * would fire on them). `covers` names the newest migration the database was migrated to, with its journal date.
 */
export async function dumpBaseline(
  client: Client,
  covers: { tag: string; when: number },
): Promise<string> {
  await client.execute(DRAWN[0]!.replace("abs(random())", "0"));
  const sqlite = await ownedBySqlite(client);
  const master = (
    await client.execute(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid",
    )
  ).rows.map((r) => ({ type: text(r.type), name: text(r.name), sql: text(r.sql) }));
  const of = (type: string) => master.filter((o) => o.type === type && !sqlite(o.name));
  const tables = of("table");
  const rows: string[] = [];
  for (const t of tables) rows.push(...(await rowsOf(client, t.name)));
  if (master.some((o) => o.name === "sqlite_sequence")) {
    const seq = await client.execute(
      `SELECT 'INSERT INTO "sqlite_sequence" ("name", "seq") VALUES (' || quote(name) || ', ' || quote(seq) || ');' AS s FROM sqlite_sequence ORDER BY name`,
    );
    rows.push(...seq.rows.map((r) => text(r.s)));
  }
  const statements = [
    ...tables.map((t) => `${t.sql};`),
    ...rows,
    ...DRAWN,
    ...of("index").map((o) => `${o.sql};`),
    ...of("view").map((o) => `${o.sql};`),
    ...of("trigger").map((o) => `${o.sql};`),
  ];
  return `${baselineHeader(covers)}\n${statements.join(BREAKPOINT)}\n`;
}

/** The baseline's first line: what it covers, read back by ./read.ts. */
export const baselineHeader = ({ tag, when }: { tag: string; when: number }) =>
  `-- Baseline (ADR 097): the tables, rows, indexes and triggers of a database migrated up to ${tag} (${when}), made by \`npx tsx scripts/baseline.ts\`; the derived objects (worker/db/derived) are made after it.`;

/** What a baseline's first line says it covers, or undefined when it is not a baseline's. */
export function baselineCovers(sql: string): { tag: string; when: number } | undefined {
  const m = /^-- Baseline \(ADR 097\): .* migrated up to (\d{4}_\w+) \((\d+)\)/.exec(sql);
  return m?.[1] && m[2] ? { tag: m[1], when: Number(m[2]) } : undefined;
}
