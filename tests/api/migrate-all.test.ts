// `npm run db:migrate -- --all` (ADR 018): every agency of the platform table migrated, one failing agency told
// and the others still migrated; the platform table created when missing.
import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateAllAgencies } from "../../scripts/migrate";
import { PLATFORM_DDL } from "../../worker/platform/agencies";

const dir = mkdtempSync(join(tmpdir(), "patrimoine-agences-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const url = (name: string) => `file:${join(dir, `${name}.db`)}`;

async function tables(dbUrl: string) {
  const c = createClient({ url: dbUrl });
  try {
    const rs = await c.execute(`select name from sqlite_master where type = 'table'`);
    return rs.rows.map((r) => String(r.name));
  } finally {
    c.close();
  }
}

describe("db:migrate -- --all", () => {
  it("migrates every agency's database; one whose token variable is missing fails alone", async () => {
    const platform = createClient({ url: url("plateforme") });
    await platform.execute(PLATFORM_DDL);
    await platform.batch([
      `INSERT INTO "Agence" ("id", "hote", "libsqlUrl", "jwtSecret", "nom") VALUES ('nord', 'nord.exemple.fr', '${url("nord")}', 'JWT_NORD', 'Nord')`,
      `INSERT INTO "Agence" ("id", "hote", "libsqlUrl", "jwtSecret", "nom") VALUES ('sud', 'sud.exemple.fr', '${url("sud")}', 'JWT_SUD', 'Sud')`,
      `INSERT INTO "Agence" ("id", "hote", "libsqlUrl", "libsqlTokenSecret", "jwtSecret", "nom") VALUES ('est', 'est.exemple.fr', '${url("est")}', 'TOKEN_EST', 'JWT_EST', 'Est')`,
    ]);
    platform.close();
    const lines: string[] = [];
    const result = await migrateAllAgencies(url("plateforme"), undefined, {}, (l) => lines.push(l));
    expect(result).toEqual({ agencies: 3, failed: 1 });
    expect(await tables(url("nord"))).toEqual(
      expect.arrayContaining(["User", "Dossier", "Quitance"]),
    );
    expect(await tables(url("sud"))).toEqual(
      expect.arrayContaining(["User", "Dossier", "Quitance"]),
    );
    expect(await tables(url("est"))).not.toContain("User");
    expect(lines).toContain("Agence est (est.exemple.fr) : échec, variable TOKEN_EST manquante");
    expect(lines).toContain("Agence nord (nord.exemple.fr) : migrations appliquées.");
  });

  it("creates the platform table on a new platform database, and refuses an agency id that is not a slug", async () => {
    expect(await migrateAllAgencies(url("vide"), undefined, {}, () => {})).toEqual({
      agencies: 0,
      failed: 0,
    });
    const c = createClient({ url: url("vide") });
    await expect(
      c.execute(
        `INSERT INTO "Agence" ("id", "hote", "libsqlUrl", "jwtSecret", "nom") VALUES ('Nord Est', 'x.fr', 'file:x', 'J', 'X')`,
      ),
    ).rejects.toThrow(/CHECK/);
    c.close();
  });
});
