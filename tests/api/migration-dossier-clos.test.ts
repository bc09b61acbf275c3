import { readFileSync } from "node:fs";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Migration 0003 on a database holding dossiers from before it: the stored marker is filled from the end dates, and
// duplicates of an open pair (which POST /api/Dossier allowed until then) no longer stop the unique index.
const MIGRATION = "0003_dossier_clos";
const journal = JSON.parse(
  readFileSync(new URL("../../migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };
const before = journal.entries
  .map((e) => e.tag)
  .slice(
    0,
    journal.entries.findIndex((e) => e.tag === MIGRATION),
  );
const statements = (file: string) =>
  readFileSync(new URL(`../../migrations/${file}`, import.meta.url), "utf8").split(
    "--> statement-breakpoint",
  );
let db: Client;
beforeAll(async () => {
  db = createClient({ url: ":memory:" });
  for (const tag of before) for (const s of statements(`${tag}.sql`)) await db.execute(s);
  await db.execute(
    `insert into "Appartement" ("id", "adresse", "codePostal", "ville", "createdAt", "updatedAt") values (1, 'a', '75001', 'Paris', '', '')`,
  );
  for (const id of [1, 2, 3])
    await db.execute(
      `insert into "Locataire" ("id", "nom", "prenom", "createdAt", "updatedAt") values (${id}, 'N', 'P', '', '')`,
    );
  const dossier = (id: number, locataire: number, fin: string | null) =>
    db.execute({
      sql: `insert into "Dossier" ("id", "AppartementId", "LocataireId", "dateEntree", "dateCreationBail", "dateDebutBail", "depotGarantie", "loyerHC", "loyerCharge", "loyerTTC", "numFraisDossier", "dateFinBail", "createdAt", "updatedAt")
            values (?, 1, ?, '2020-01-01', '2020-01-01', '2020-01-01', 0, 0, 0, 0, 'X', ?, '', '')`,
      args: [id, locataire, fin],
    });
  // Tenant 1 left twice and is back; tenant 2 has two open dossiers (the old API allowed it); tenant 3 runs one.
  await dossier(1, 1, "2021-12-31");
  await dossier(2, 1, "2023-12-31");
  await dossier(3, 1, null);
  await dossier(4, 2, null);
  await dossier(5, 2, "2999-12-31");
  await dossier(6, 3, "2999-12-31");
  for (const s of statements(`${MIGRATION}.sql`)) await db.execute(s);
});
afterAll(() => db.close());

const rows = async () =>
  (await db.execute(`select "id", "clos", "dateFinBail" from "Dossier" order by "id"`)).rows.map(
    (r) => [Number(r.id), Number(r.clos), r.dateFinBail],
  );

describe("migration 0003 (dossier clos)", () => {
  it("marks the dossiers already over; of two open ones for a pair the newest stays, the older ends today", async () => {
    const today = String((await db.execute("select date('now') as d")).rows[0]!.d);
    expect(await rows()).toEqual([
      [1, 1, "2021-12-31"],
      [2, 1, "2023-12-31"],
      [3, 0, null],
      [4, 1, today],
      [5, 0, "2999-12-31"],
      [6, 0, "2999-12-31"],
    ]);
  });

  it("then holds one open dossier per pair", async () => {
    const open = `insert into "Dossier" ("AppartementId", "LocataireId", "dateEntree", "dateCreationBail", "dateDebutBail", "depotGarantie", "loyerHC", "loyerCharge", "loyerTTC", "numFraisDossier", "createdAt", "updatedAt")
                  values (1, 3, '2026-01-01', '2026-01-01', '2026-01-01', 0, 0, 0, 0, 'X', '', '')`;
    await expect(db.execute(open)).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
