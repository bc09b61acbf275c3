import { readFileSync } from "node:fs";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Migrations 0020-0021 on a database holding missions from before the register: each management mission and each
// caretaking mission (not an expense) gets its number, by year of creation, in creation order, with no gap.
const FIRST = "0028_mandats";
const journal = JSON.parse(
  readFileSync(new URL("../../migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);
const statements = (tag: string) =>
  readFileSync(new URL(`../../migrations/${tag}.sql`, import.meta.url), "utf8").split(
    "--> statement-breakpoint",
  );
let db: Client;
beforeAll(async () => {
  db = createClient({ url: ":memory:" });
  const at = tags.indexOf(FIRST);
  for (const tag of tags.slice(0, at)) for (const s of statements(tag)) await db.execute(s);
  const mission = (id: number, createdAt: string) =>
    db.execute({
      sql: `insert into "Mission" ("id", "type", "nbAppart", "accompte1", "accompte2", "reliquat", "valeurMissionAppt", "valeurTotalMission", "createdAt", "updatedAt") values (?, 'Gestion', 1, 0, 0, 0, 0, 0, ?, ?)`,
      args: [id, createdAt, createdAt],
    });
  const intendance = (id: number, nature: string, createdAt: string) =>
    db.execute({
      sql: `insert into "Intendance" ("id", "nature", "dateDepart", "dateFin", "createdAt", "updatedAt") values (?, ?, '2025-01-01', '2025-12-31', ?, ?)`,
      args: [id, nature, createdAt, createdAt],
    });
  await mission(1, "2025-03-01T10:00:00.000Z");
  await intendance(1, "mission", "2025-02-01T10:00:00.000Z");
  await intendance(2, "depense", "2025-02-15T10:00:00.000Z");
  await mission(2, "2026-01-05T10:00:00.000Z");
  for (const tag of tags.slice(at, at + 2)) for (const s of statements(tag)) await db.execute(s);
});
afterAll(() => db.close());

describe("migrations 0020-0021 (register of mandates)", () => {
  it("numbers the missions that existed, per year, in creation order; an expense has none", async () => {
    const reg = (
      await db.execute(
        `select "numero", "nature", "MissionId", "IntendanceId" from "Mandat" order by "annee", "sequence"`,
      )
    ).rows.map((r) => [r.numero, r.nature, r.MissionId, r.IntendanceId]);
    expect(reg).toEqual([
      ["2025-0001", "intendance", null, 1],
      ["2025-0002", "gestion", 1, null],
      ["2026-0001", "gestion", 2, null],
    ]);
    const missions = (await db.execute(`select "numeroMandat" from "Mission" order by "id"`)).rows;
    expect(missions.map((r) => r.numeroMandat)).toEqual(["2025-0002", "2026-0001"]);
    const intendances = (await db.execute(`select "numeroMandat" from "Intendance" order by "id"`))
      .rows;
    expect(intendances.map((r) => r.numeroMandat)).toEqual(["2025-0001", null]);
  });
});
