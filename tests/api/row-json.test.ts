import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import {
  STORED_AS_JSON,
  STORED_FOR_LIST,
  listRowJsonTable,
  rowJsonTable,
  rowObjectSql,
} from "../../worker/speed/sql-json/row-json";
import { apiMembers } from "../../worker/speed/sql-json/api-json-sql";
import { openObjectTextSqlWithoutNulls } from "../../worker/speed/sql-json/json-text-sql";

// Each row of Appartement, Dossier, Locataire and Client is kept as its API object's JSON by SQLite triggers (ADR 064),
// and the apartment read and list put that text in their answers. After writes of every kind (creations, updates by
// the API, a lease ended, a tenant anonymised, deletions, a write rolled back), every stored object must be what the
// row renders to now, and no object may outlive its row. The same for the apartments' list form (ADR 150: the
// object without its null members, left open).
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

const value = async (sql: string, args: (string | number)[] = []) =>
  (await t.client.execute({ sql, args })).rows[0]?.[0];

/** For each stored resource: its rows, the rows whose object is missing or not what the row renders, the orphans. */
async function agreement() {
  const out: Record<string, { rows: number; stale: number; orphans: number }> = {};
  const forms = [
    ...STORED_AS_JSON.map(([resource, table]) => ({
      name: resource as string,
      resource,
      stored: rowJsonTable(resource),
      object: (alias: string) => rowObjectSql(resource, table, alias),
    })),
    ...STORED_FOR_LIST.map(([resource, table]) => ({
      name: `${resource} (liste)`,
      resource,
      stored: listRowJsonTable(resource),
      object: (alias: string) => openObjectTextSqlWithoutNulls(apiMembers(resource, table, alias)),
    })),
  ];
  for (const { name, resource, stored, object } of forms) {
    out[name] = {
      rows: Number(await value(`select count(*) from "${resource}"`)),
      stale: Number(
        await value(
          `select count(*) from "${resource}" x left join "${stored}" s on s."id" = x."id" where s."j" is not ${object("x")}`,
        ),
      ),
      orphans: Number(
        await value(
          `select count(*) from "${stored}" s where not exists (select 1 from "${resource}" x where x."id" = s."id")`,
        ),
      ),
    };
  }
  return out;
}

const stored = async (resource: (typeof STORED_AS_JSON)[number][0], id: number) =>
  JSON.parse(
    String(await value(`select "j" from "${rowJsonTable(resource)}" where "id" = ?`, [id])),
  );

describe("the rows' stored JSON", () => {
  it("follows every insert, update and delete of its row, whoever writes", async () => {
    const a = await insertAppartement(t, { surface: 45.35, cave: true, loyerHC: 1234.56 });
    const b = await insertAppartement(t);
    const [l1, l2] = [await insertLocataire(t), await insertLocataire(t, { nom: "Martin" })];
    const [client, owner] = [
      await create(t, "Client", valid.Client()),
      await create(t, "Client", valid.Client()),
    ];
    const d1 = await create(t, "Dossier", {
      ...valid.Dossier(a.id, l1.id),
      encadrement: {
        surface: 30,
        loyerReferenceMajore: 25.5,
        loyerReference: 21.25,
        caracteristiqueLoyer: "Terrasse",
      },
    });
    await create(t, "Dossier", valid.Dossier(b.id, l2.id));

    // Updates through the API: the new values show in the stored objects at once, money in euros.
    const put = async (resource: string, id: number, body: object) =>
      expect((await t.call("PUT", `/api/${resource}/${id}`, "admin", body)).status).toBe(200);
    await put("Appartement", a.id, { ville: "Lyon", charge: 80.1 });
    await put("Locataire", l1.id, { nom: "Dupont-Leclerc" });
    await put("Client", owner.id, { nom: "Bailleur" });
    await put("Dossier", d1.id, { loyerHC: 999.99 });
    expect(await stored("Appartement", a.id)).toMatchObject({
      ville: "Lyon",
      charge: 80.1,
      cave: true,
    });
    expect(await stored("Locataire", l1.id)).toMatchObject({ nom: "Dupont-Leclerc" });
    expect(await stored("Client", owner.id)).toMatchObject({ nom: "Bailleur" });
    expect(await stored("Dossier", d1.id)).toMatchObject({
      loyerHC: 999.99,
      encadrement: { loyerReferenceMajore: 25.5 },
    });

    // A write the database refuses leaves the stored object as it was (the trigger is in the write's transaction).
    await expect(
      t.client.execute({
        sql: `update "Appartement" set "ville" = 'Nulle part', "id" = ? where "id" = ?`,
        args: [b.id, a.id],
      }),
    ).rejects.toThrow();
    expect(await stored("Appartement", a.id)).toMatchObject({ ville: "Lyon" });

    // A former tenant anonymised (a lease ended over three years ago, nothing owed): nothing of the person stays in
    // the stored copy.
    const seul = await insertLocataire(t, { nom: "Effacé", mail: "efface@courriel.fr" });
    await create(t, "Dossier", {
      ...valid.Dossier((await insertAppartement(t)).id, seul.id),
      dateCreationBail: "2022-06-15",
      dateEntree: "2022-07-01",
      dateDebutBail: "2022-07-01",
      dateFinBail: "2023-06-30",
    });
    expect(
      (await t.call("POST", "/api/rgpd/purger", "admin", { LocataireIds: [seul.id] })).status,
    ).toBe(200);
    const anonyme = await stored("Locataire", seul.id);
    expect(JSON.stringify(anonyme)).not.toMatch(/Effacé|efface@courriel/);

    // Deletions take the object with the row.
    expect((await t.call("DELETE", `/api/Client/${client.id}`, "user_delete")).status).toBe(204);
    expect(await value(`select count(*) from "ClientJson" where "id" = ?`, [client.id])).toBe(0);

    const after = await agreement();
    for (const [resource, { rows, stale, orphans }] of Object.entries(after)) {
      expect(rows, resource).toBeGreaterThan(0);
      expect({ resource, stale, orphans }).toEqual({ resource, stale: 0, orphans: 0 });
    }
  });

  it("is written for rows that existed before its definition was applied (the runner fills it)", async () => {
    // The definition's own statements, run again over this database: the objects are made again from the rows.
    await insertAppartement(t);
    await t.client.execute(`delete from "AppartementJson"`);
    await t.client.execute(`delete from "AppartementListeJson"`);
    const { rowJsonStatements } = await import("../../worker/speed/sql-json/row-json");
    for (const statement of rowJsonStatements()) await t.client.execute(statement);
    const after = await agreement();
    expect(after.Appartement).toEqual({ rows: 1, stale: 0, orphans: 0 });
    expect(after["Appartement (liste)"]).toEqual({ rows: 1, stale: 0, orphans: 0 });
  });
});
