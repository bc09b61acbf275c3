import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertDossier, valid } from "../support/factories";

// What the generated bad-input tests (bad-input-*.test.ts) found, kept as plain cases.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("a field with a default, sent null or blank, takes its default (was a 500: NOT NULL constraint)", () => {
  const CASES: [string, () => Promise<Record<string, unknown>>, Record<string, unknown>][] = [
    [
      "Dossier",
      async () => ({
        ...valid.Dossier(
          (await insertAppartement(t)).id,
          (await create(t, "Locataire", valid.Locataire())).id,
        ),
      }),
      { lieuSignature: "Paris", indice: 145.77, fraisDossierTTC: 0, fraisDossierTauxTVA: 20 },
    ],
    ["Appartement", async () => valid.Appartement(), { loyerHC: 0, charge: 0 }],
    ["Quitance", async () => valid.Quitance(), { prixHC: 0, charge: 0 }],
    ["Mission", async () => valid.Mission(), { tauxTva: 20 }],
  ];
  it.each(CASES)("%s", async (name, body, defaults) => {
    for (const blank of [null, "", "  "]) {
      const blanked = Object.fromEntries(Object.keys(defaults).map((k) => [k, blank]));
      const created = await t.call("POST", `/api/${name}`, "admin", {
        ...(await body()),
        ...blanked,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject(defaults);
      const updated = await t.call("PUT", `/api/${name}/${created.body.id}`, "admin", blanked);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject(defaults);
    }
  });
  it("a dossier's place of signature cleared in the form goes back to Paris", async () => {
    const d = await insertDossier(t, { lieuSignature: "Lyon" });
    const r = await t.call("PUT", `/api/Dossier/${d.id}`, "admin", { lieuSignature: null });
    expect(r.body.lieuSignature).toBe("Paris");
  });
});

it("a list filter named after Object's members is ignored (was a 500)", async () => {
  await create(t, "Equipement", valid.Equipement());
  const all = await t.call("GET", "/api/Equipement");
  for (const q of ["__proto__=1", "constructor=x", "toString=1", "hasOwnProperty=id"]) {
    const r = await t.call("GET", `/api/Equipement?${q}`);
    expect(r.status, q).toBe(200);
    expect(r.body.data.length, q).toBe(all.body.data.length);
  }
});
