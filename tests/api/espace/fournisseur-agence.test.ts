import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { appelEspace } from "../../support/espace";
import { deuxFournisseurs, ordre } from "../../support/espace-fournisseur";

// A walk found the supplier's space saying « Prenez rendez-vous auprès de l'agence » with no way to reach it: its
// list of orders carries the agency's name, phone and e-mail from Paramètres > Agence, null for what it left empty.

let t: TestApp;
let s: Awaited<ReturnType<typeof deuxFournisseurs>>;
const liste = () => appelEspace(t, s.jetons.martin, "GET", "/api/espace/fournisseur/interventions");

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  s = await deuxFournisseurs(t);
  await ordre(t, s.lot, s.martin, { objet: "Robinet qui fuit" });
});
afterAll(() => t.close());

describe("GET /api/espace/fournisseur/interventions: how to reach the agency", () => {
  it("is null for a phone and an e-mail the agency has not entered, never an empty text", async () => {
    const r = await liste();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.agence).toEqual({ nom: "Patrimoine Locatif", telephone: null, email: null });
  });

  it("gives the name, phone and e-mail of Paramètres > Agence, as saved", async () => {
    const put = await t.call("PUT", "/api/agence", "admin", {
      nom: "Agence du Parc",
      telephone: "04 78 00 00 00",
      email: "contact@agence-du-parc.fr",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const r = await liste();
    expect(r.body.agence).toEqual({
      nom: "Agence du Parc",
      telephone: "04 78 00 00 00",
      email: "contact@agence-du-parc.fr",
    });
    expect(r.body.data.length).toBeGreaterThan(0);
  });
});
