import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";
import { expectFieldError } from "../../support/http";

// Issue 63 item 3: a lease of a lot in a commune under rent-level control, signed on or after its decree's day, is
// marked « soumis à l'encadrement des loyers » by itself; staff may untick it with a reason.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const ORLEANS = { codePostal: "45000", ville: "Orléans" };
const PARIS_11 = { codePostal: "75011", ville: "Paris" };

async function bail(lot: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const a = await insertAppartement(t, lot);
  const l = await insertLocataire(t);
  return t.call("POST", "/api/Dossier", "user", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail: "2026-02-10",
    ...extra,
  });
}
const IRL_2019 = { indice: 129.38, indiceTrim: "1er trimestre 2019" };
const lu = async (id: number) => (await t.call("GET", `/api/Dossier/${id}`, "user")).body;

describe("the server marks the lease", () => {
  it("Paris 11e signed in 2026: soumisEncadrement true by itself", async () => {
    const r = await bail(PARIS_11);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await lu(r.body.id)).soumisEncadrement).toBe(true);
  });

  it("« PARIS 11E » with its INSEE code of arrondissement too", async () => {
    const r = await bail({ codePostal: "75011", ville: "PARIS 11E", codeInsee: "75111" });
    expect((await lu(r.body.id)).soumisEncadrement).toBe(true);
  });

  it("Orléans (45000), outside the list: false", async () => {
    const r = await bail(ORLEANS);
    expect(r.status).toBe(201);
    expect((await lu(r.body.id)).soumisEncadrement).toBe(false);
  });

  it("Paris signed before the decree's day (2019-06-30): false; on its day (2019-07-01): true", async () => {
    const avant = await bail(PARIS_11, {
      dateCreationBail: "2019-06-30",
      dateEntree: "2019-07-01",
      dateDebutBail: "2019-07-01",
      ...IRL_2019,
    });
    expect(avant.status, JSON.stringify(avant.body)).toBe(201);
    expect((await lu(avant.body.id)).soumisEncadrement).toBe(false);
    const jour = await bail(PARIS_11, {
      dateCreationBail: "2019-07-01",
      dateEntree: "2019-07-01",
      dateDebutBail: "2019-07-01",
      ...IRL_2019,
    });
    expect((await lu(jour.body.id)).soumisEncadrement).toBe(true);
  });

  it("null, blank or absent: the server decides, never a 500 on the NOT NULL column", async () => {
    for (const v of [null, "", undefined]) {
      const r = await bail(PARIS_11, { soumisEncadrement: v });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.soumisEncadrement).toBe(true);
    }
    const a = (await bail(ORLEANS)).body;
    const r = await t.call("PUT", `/api/Dossier/${a.id}`, "user", { soumisEncadrement: null });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.soumisEncadrement).toBe(false);
  });

  it("tenant/add marks the lease it creates", async () => {
    const a = await insertAppartement(t, PARIS_11);
    const l = await insertLocataire(t);
    const { AppartementId: _a, LocataireId: _l, ...body } = valid.Dossier(a.id, l.id);
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
      ...body,
      dateCreationBail: "2026-02-10",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const list = await t.call("GET", `/api/Dossier?AppartementId=${a.id}`, "user");
    const d = (list.body.data ?? list.body).find(
      (x: { AppartementId: number }) => x.AppartementId === a.id,
    );
    expect((await lu(d.id)).soumisEncadrement).toBe(true);
  });
});

describe("staff's choice", () => {
  it("unticked in Paris without a reason: 400 in French on motifHorsEncadrement", async () => {
    const r = await bail(PARIS_11, { soumisEncadrement: false });
    expect(expectFieldError(r, "motifHorsEncadrement")).toMatch(/encadrement des loyers \(Paris\)/);
  });

  it("unticked with a reason: kept, and the reason read back", async () => {
    const r = await bail(PARIS_11, {
      soumisEncadrement: false,
      motifHorsEncadrement: "Logement conventionné Anah",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await lu(r.body.id)).toMatchObject({
      soumisEncadrement: false,
      motifHorsEncadrement: "Logement conventionné Anah",
    });
  });

  it("an update unticking a marked lease without a reason: 400; with one: 200", async () => {
    const d = (await bail(PARIS_11)).body;
    const r = await t.call("PUT", `/api/Dossier/${d.id}`, "user", { soumisEncadrement: false });
    expectFieldError(r, "motifHorsEncadrement");
    const ok = await t.call("PUT", `/api/Dossier/${d.id}`, "user", {
      soumisEncadrement: false,
      motifHorsEncadrement: "Hors du périmètre",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await lu(d.id)).soumisEncadrement).toBe(false);
  });

  it("ticked outside the list: allowed", async () => {
    const r = await bail(ORLEANS, { soumisEncadrement: true });
    expect(r.status).toBe(201);
    expect((await lu(r.body.id)).soumisEncadrement).toBe(true);
  });

  it("the signature day moved before the decree: the unchanged mark is decided again", async () => {
    const d = (await bail(PARIS_11)).body;
    const r = await t.call("PUT", `/api/Dossier/${d.id}`, "user", {
      dateCreationBail: "2019-06-01",
      dateEntree: "2019-06-15",
      dateDebutBail: "2019-06-15",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await lu(d.id)).soumisEncadrement).toBe(false);
  });

  it("another edit of a lease stored « non » before the rule follows the rule, never a 400", async () => {
    const d = (await bail(PARIS_11)).body;
    await t.client.execute(`UPDATE "Dossier" SET "soumisEncadrement" = 0 WHERE "id" = ${d.id}`);
    const r = await t.call("PUT", `/api/Dossier/${d.id}`, "user", { edfEntree: "12345" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});
