import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { type Portefeuille, semerPortefeuille } from "../support/portefeuille-seme";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";

// Issue 61, item 6: the whole running portfolio out, in the import's template, balances on a day included; read back
// by the import's own reader and checks, it has no error and the same records and amounts.

let t: TestApp;
let ids: Portefeuille;

async function ok(method: string, path: string, body?: unknown, role: "admin" | "user" = "admin") {
  const r = await t.call(method, path, role, body);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body;
}

async function exporter(date = "2026-01-31") {
  const r = await t.call("GET", `/api/exports/portefeuille.xlsx?date=${date}`, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  ids = await semerPortefeuille(t);
});
afterAll(() => t.close());

async function relu(date = "2026-01-31") {
  const r = await exporter(date);
  const v = verifierImport(await lireClasseur(r.bytes), date);
  const champs = (f: keyof typeof v.lus) => (v.lus[f] ?? []).map((e) => e.champs);
  return { r, v, champs };
}

describe("GET /api/exports/portefeuille.xlsx", () => {
  it("writes the running portfolio in the template: the import's own checks read it with no error", async () => {
    const { r, v } = await relu();
    expect(r.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(r.headers.get("content-disposition")).toContain(
      'filename="portefeuille-2026-01-31.xlsx"',
    );
    expect(v.erreurs).toEqual([]);
    expect(v.avertissements).toEqual([]);
    const lignes = Object.fromEntries(Object.entries(v.feuilles).map(([f, c]) => [f, c.lignes]));
    // The archived apartment with no lease is left out.
    expect(lignes).toEqual({
      Proprietaires: 2,
      Appartements: 2,
      Locataires: 3,
      Baux: 2,
      Garants: 1,
      Soldes: 5,
      // The Mandats sheet (ADR 115): no management mandate in this agency.
      Mandats: 0,
    });
  });

  it("names each record by its reference, or by its kind and id; shares, tenants and guarantors by them", async () => {
    const { champs } = await relu();
    const [x, y] = champs("Proprietaires");
    expect(x).toMatchObject({
      reference: "PX-01",
      nom: "Xavier",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
    });
    expect(y).toMatchObject({
      reference: `P${ids.y}`,
      titre: "Monsieur",
      nom: "Yvon",
      naissance: "1970-03-15",
      mobilePerso: "06 12 34 56 78",
    });
    const [a1, a2] = champs("Appartements");
    expect(a1).toMatchObject({
      reference: `A${ids.a1}`,
      proprietaires: [
        { reference: "PX-01", part: 60 },
        { reference: `P${ids.y}`, part: 40 },
      ],
      etage: "2",
      surface: 42.5,
      loyerHC: 85_000,
      charge: 12_050,
      copropriete: true,
      syndicNom: "Cabinet Syndic",
    });
    expect(a2).toMatchObject({
      reference: `A${ids.a2}`,
      proprietaires: [{ reference: `P${ids.y}`, part: null }],
      ville: "Lyon",
      copropriete: false,
    });
    expect(champs("Locataires").map((l) => [l.reference, l.titre, l.nom, l.tel])).toEqual([
      [`L${ids.l1}`, "Madame", "Petit", "06 98 76 54 32"],
      [`L${ids.l2}`, "Monsieur", "Bernard", "06 55 44 33 22"],
      // The first tenant's second holder, a tenant of the lease of its own.
      [`L${ids.l1}-2`, "Monsieur", "Petit", "06 11 22 33 55"],
    ]);
    const [b1, b2] = champs("Baux");
    expect(b1).toMatchObject({
      reference: `B${ids.d1}`,
      appartement: `A${ids.a1}`,
      locataires: [`L${ids.l1}`, `L${ids.l1}-2`],
      typeBail: "nu",
      dateDebutBail: "2025-06-01",
      loyerHC: 85_000,
      loyerCharge: 12_050,
      depotGarantie: 85_000,
      jourQuitance: 5,
    });
    expect(b2).toMatchObject({
      reference: `B${ids.d2}`,
      dateFinBail: "2028-09-30",
      loyerHC: 54_000,
      loyerCharge: 4_000,
    });
    expect(champs("Garants")).toEqual([
      expect.objectContaining({
        bail: `B${ids.d1}`,
        titre: "Monsieur",
        nom: "Petit",
        tel: "06 11 22 33 44",
      }),
    ]);
  });

  it("gives the balances of the day as the ledgers and the trust-account check hold them", async () => {
    const { champs } = await relu();
    const soldes = champs("Soldes").map((s) => [s.type, s.reference, s.montant]);
    expect(soldes).toEqual([
      ["depot", `B${ids.d1}`, 85_000],
      ["locataire", `B${ids.d2}`, 58_000],
      ["depot", `B${ids.d2}`, 54_000],
      ["proprietaire", "PX-01", 58_230],
      ["proprietaire", `P${ids.y}`, 38_820],
    ]);
    const seq = await ok("GET", "/api/sequestre?au=2026-01-31");
    const somme = (type: string) =>
      soldes.filter(([t]) => t === type).reduce((s, [, , m]) => s + Number(m), 0) / 100;
    expect(somme("depot")).toBe(seq.depotsDetenus);
    expect(somme("proprietaire")).toBe(seq.soldesMandants);
    // Before the payment and the terms: no tenant owes, no owner is owed; the deposits are held.
    const avant = (await relu("2025-12-31")).champs("Soldes").map((s) => s.type);
    expect(avant).toEqual(["depot", "depot"]);
  });

  it("refuses a malformed day in French, and anyone but an admin", async () => {
    expectError(await t.call("GET", "/api/exports/portefeuille.xlsx?date=31-01", "admin"), 400);
    expectError(await t.call("GET", "/api/exports/portefeuille.xlsx", "user"), 403);
  });
});
