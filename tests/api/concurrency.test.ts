import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertDossier,
  insertLocataire,
  valid,
} from "../support/factories";

// Issue 6, item 1: rules that must hold under parallel requests are enforced by the database, on the Node entry
// (the same reproductions run on the edge in tests/edge/concurrency.test.ts).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort((a, b) => a - b);

describe("parallel requests", () => {
  it("10 parallel tenant/add for one pair: one dossier, nine 409", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(
          "PUT",
          `/api/Appartement/${a.id}/tenant/add/${l.id}`,
          "user",
          valid.Dossier(a.id, l.id),
        ),
      ),
    );
    expect(statuses(rs)).toEqual([200, ...Array(9).fill(409)]);
    const dossiers = (await t.call("GET", `/api/Dossier?AppartementId=${a.id}&LocataireId=${l.id}`))
      .body.data;
    expect(dossiers).toHaveLength(1);
    const history = (await t.call("GET", `/api/Appartement/${a.id}/history`)).body.data;
    expect(
      history.filter((h: { etat: string }) => h.etat.startsWith("Entrée du locataire")),
    ).toHaveLength(1);
  });

  it("10 parallel answers to one receipt link: answered once, the stored answer is the winner's", async () => {
    const q = await create(t, "Quitance", {
      ...valid.Quitance(),
      DossierId: (await insertDossier(t)).id,
    });
    const rs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call("POST", `/api/Quitance/validation/${i % 2 === 0}/${q.uuid}`, null),
      ),
    );
    expect(statuses(rs)).toEqual([200, ...Array(9).fill(409)]);
    const winner = rs.find((r) => r.status === 200)!;
    const stored = (await t.call("GET", `/api/Quitance/${q.id}`)).body;
    expect(stored.regle).toBe(winner.body.regle);
    expect(stored.statusInconu).toBe(false);
    expect(
      rs
        .filter((r) => r.status === 409)
        .every(
          (r) =>
            r.body.error.message === "Votre réponse a déjà été prise en compte par nos services...",
        ),
    ).toBe(true);
  });

  it("10 parallel partial PUTs on different fields of one record keep all 10 fields", async () => {
    const c = await insertClient(t);
    const patches: Record<string, string>[] = [
      { prenom: "Anne" },
      { nom: "Lefèvre" },
      { adresse: "1 rue Neuve" },
      { codePostal: "69001" },
      { ville: "Lyon" },
      { mailPro: "anne@cabinet.fr" },
      { fixePerso: "0102030405" },
      { fixePro: "0102030406" },
      { mobilePro: "0602030405" },
      { numSiret: "12345678200002" },
    ];
    const rs = await Promise.all(
      patches.map((p) => t.call("PUT", `/api/Client/${c.id}`, "user", p)),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(10).fill(200));
    const stored = (await t.call("GET", `/api/Client/${c.id}`)).body;
    for (const p of patches) expect(stored).toMatchObject(p);
  });

  it("50 parallel creates and reads all succeed", async () => {
    const rs = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        t.call("POST", "/api/Client", "user", { ...valid.Client(), nom: `Parallèle ${i}` }),
      ),
      ...Array.from({ length: 50 }, () => t.call("GET", "/api/Client", "user")),
    ]);
    expect(rs.filter((r) => r.status >= 300).map((r) => r.status)).toEqual([]);
  });

  it("two admins demoting each other at once: one stays admin", async () => {
    const second = (
      await t.call("POST", "/api/User", "admin", {
        email: "second.admin@agence.test",
        role: "user",
      })
    ).body;
    await t.client.execute({
      sql: `update "User" set role = 'admin' where id = ?`,
      args: [second.id],
    });
    const rs = await Promise.all([
      t.call("PUT", `/api/User/${t.ids.admin}`, "admin", { role: "user" }),
      t.call("PUT", `/api/User/${second.id}`, "admin", { role: "user" }),
    ]);
    expect(statuses(rs)).toEqual([200, 409]);
    const admins = await t.client.execute(`select count(*) as n from "User" where role = 'admin'`);
    expect(Number(admins.rows[0]!.n)).toBe(1);
  });
});
