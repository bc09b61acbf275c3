import { createHash } from "node:crypto";
import type { Client } from "@libsql/client";
import { BUILT_DERIVED } from "./built";
import { DERIVED_OBJECTS, type DerivedObjects } from "./definitions";
import { DERIVED_TABLE, DERIVED_TABLE_DDL, type Made } from "./made";

// Node-only (node:crypto; `npm run db:migrate` applies them to an edge database from Node). The runner's half of
// ADR 097: the derived objects are made from their definitions after the migrations, in one batch (one libSQL
// request on the edge), and only those whose definition changed since they were last made.

export { DERIVED_TABLE, DERIVED_TABLE_DDL, MADE_DERIVED_SQL, madeDerived, type Made } from "./made";
const TABLE = DERIVED_TABLE;

interface Built extends Made {
  name: string;
  statements: string[];
}

/**
 * One definition's statements, their hash and the triggers they create, made once per process: a definition is a
 * function of the code alone, and a start that finds it stale would otherwise generate it twice (to compare, then to
 * apply).
 */
const builds = new Map<DerivedObjects, Built>();
function build(d: DerivedObjects): Built {
  const cached = builds.get(d);
  if (cached) return cached;
  const statements = d.statements();
  const hash = createHash("sha256").update(statements.join("\n")).digest("hex");
  const triggers = statements.flatMap((s) => /^CREATE TRIGGER "([^"]+)"/.exec(s)?.[1] ?? []);
  const made = { name: d.name, statements, hash, triggers };
  builds.set(d, made);
  return made;
}

/**
 * Each definition's hash and triggers: those the build computed when there are (./built.ts), else built here. The
 * build's table, when it names every definition, spares a start generating statements it will not run.
 */
function known(d: DerivedObjects): Made {
  return BUILT_DERIVED?.[d.name] ?? build(d);
}

/** Every definition's hash and trigger names, by name, as the build computes them (scripts/build-server.mjs). */
export function derivedMade(): Record<string, Made> {
  return Object.fromEntries(
    DERIVED_OBJECTS.map(build).map((b) => [b.name, { hash: b.hash, triggers: b.triggers }]),
  );
}

/** The names of the definitions whose statements differ from what was made (`made` from madeDerived). */
export function staleDerived(made: Map<string, Made>): string[] {
  return DERIVED_OBJECTS.filter((d) => made.get(d.name)?.hash !== known(d).hash).map((d) => d.name);
}

/**
 * Drops every derived trigger, those made before (as `__derived_objects` recorded them) and those of today's
 * definitions, so that pending migrations run on the tables alone, as they do on a new database: a trigger of an
 * older definition cannot then refuse or journal a migration's rows, nor name a column a migration drops.
 */
export async function dropDerivedTriggers(client: Client, made: Map<string, Made>) {
  const names = new Set([
    ...[...made.values()].flatMap((m) => m.triggers),
    ...DERIVED_OBJECTS.map(known).flatMap((b) => b.triggers),
  ]);
  if (names.size)
    await client.batch(
      [...names].map((n) => `DROP TRIGGER IF EXISTS "${n}"`),
      "write",
    );
}

/**
 * Makes the derived objects named in `names` (all when omitted) and records their hashes, in one batch: all or
 * nothing, one request.
 */
export async function applyDerived(client: Client, names?: readonly string[]) {
  const built = DERIVED_OBJECTS.filter((d) => !names || names.includes(d.name)).map(build);
  if (!built.length) return;
  await client.batch(
    [
      DERIVED_TABLE_DDL,
      ...built.flatMap((b) => b.statements),
      ...built.map((b) => ({
        sql: `INSERT OR REPLACE INTO "${TABLE}" ("name", "hash", "triggers") VALUES (?, ?, ?)`,
        args: [b.name, b.hash, JSON.stringify(b.triggers)],
      })),
    ],
    "write",
  );
}
