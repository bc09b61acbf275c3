// Issue 23, parts 1 to 3: the kinds of lease, the caps the server enforces (deposit by kind, bail mobilité's term,
// letting fees by zone and date) and the 2024 mentions' fields, through the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { insertAppartement, insertLocataire, valid } from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const dossier = async (o: Record<string, unknown> = {}, a: Record<string, unknown> = {}) => {
  const ap = await insertAppartement(t, a);
  const l = await insertLocataire(t);
  return t.call("POST", "/api/Dossier", "user", { ...valid.Dossier(ap.id, l.id), ...o });
};

describe("typeBail", () => {
  it("defaults to nu and takes the four kinds; anything else is refused", async () => {
    const nu = await dossier();
    expect(nu.status).toBe(201);
    expect(nu.body.typeBail).toBe("nu");
    for (const typeBail of ["meublé", "étudiant"]) {
      const r = await dossier({ typeBail });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.typeBail).toBe(typeBail);
    }
    expect(expectFieldError(await dossier({ typeBail: "saisonnier" }), "typeBail")).toBe(
      "Valeur non autorisée.",
    );
  });
});

describe("deposit cap by kind (loi 89-462, art. 22, 25-6, titre Ier ter)", () => {
  it("nu: one month of rent excluding charges", async () => {
    expect((await dossier({ loyerHC: 900, depotGarantie: 900 })).status).toBe(201);
    const r = await dossier({ loyerHC: 900, depotGarantie: 1800 });
    expect(expectFieldError(r, "depotGarantie")).toMatch(
      /^Le dépôt de garantie ne peut excéder un mois de loyer hors charges, soit 900,00\s€ \(article 22/,
    );
  });
  it("meublé and étudiant: two months", async () => {
    expect((await dossier({ typeBail: "meublé", loyerHC: 900, depotGarantie: 1800 })).status).toBe(
      201,
    );
    const r = await dossier({ typeBail: "étudiant", loyerHC: 600, depotGarantie: 1200.01 });
    expect(expectFieldError(r, "depotGarantie")).toMatch(/deux mois de loyer hors charges/);
  });
  it("mobilité: no deposit, and a PUT turning a lease into a bail mobilité keeps the rule", async () => {
    const base = {
      typeBail: "mobilité",
      motifMobilite: "stage",
      dateDebutBail: "2026-01-01",
      dateFinBail: "2026-06-30",
    };
    const ok = await dossier({ ...base, depotGarantie: 0 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const r = await dossier({ ...base, depotGarantie: 100 });
    expect(expectFieldError(r, "depotGarantie")).toMatch(/Aucun dépôt de garantie/);
    const meuble = await dossier({ typeBail: "meublé", depotGarantie: 850 });
    const put = await t.call("PUT", `/api/Dossier/${meuble.body.id}`, "user", base);
    expect(expectFieldError(put, "depotGarantie")).toMatch(/bail mobilité/);
  });
});

describe("bail mobilité's term (art. 25-14): 1 to 10 months", () => {
  const mob = {
    typeBail: "mobilité",
    motifMobilite: "mission temporaire",
    depotGarantie: 0,
    dateDebutBail: "2026-01-01",
  };
  it("accepts one and ten months, refuses more, less or no end date on dateFinBail", async () => {
    expect((await dossier({ ...mob, dateFinBail: "2026-01-31" })).status).toBe(201);
    expect((await dossier({ ...mob, dateFinBail: "2026-10-31" })).status).toBe(201);
    const long = await dossier({ ...mob, dateFinBail: "2026-11-30" });
    expect(expectFieldError(long, "dateFinBail")).toBe(
      "Un bail mobilité dure de un à dix mois (article 25-14 de la loi du 6 juillet 1989) : indiquez une date de fin comprise entre le 31/01/2026 et le 31/10/2026.",
    );
    expectFieldError(await dossier({ ...mob, dateFinBail: "2026-01-15" }), "dateFinBail");
    expectFieldError(await dossier({ ...mob, dateFinBail: null }), "dateFinBail");
  });
});

describe("letting fees within décret 2014-890 (fraisDossierTTC)", () => {
  it("Paris, 22,5 m², signed in 2026: 340,43 € at most", async () => {
    const a = { codePostal: "75011", surface: 22.5 };
    const sign = { dateCreationBail: "2026-11-20" };
    expect((await dossier({ ...sign, fraisDossierTTC: 340.43 }, a)).status).toBe(201);
    const r = await dossier({ ...sign, fraisDossierTTC: 900 }, a);
    expect(expectFieldError(r, "fraisDossierTTC")).toMatch(
      /^Les honoraires à la charge du locataire ne peuvent excéder 340,43\s€ pour 22,5 m² en zone très tendue : 12,10 €\/m² \(visite, dossier, bail\) et 3,03 €\/m² \(état des lieux\), décret n° 2014-890/,
    );
  });
  it("the 2014 ceilings for a lease signed in 2025; the zone staff set; an unknown surface is not checked", async () => {
    const old = await dossier(
      { dateCreationBail: "2025-06-01", fraisDossierTTC: 337.51 },
      { codePostal: "75011", surface: 22.5 },
    );
    expect(expectFieldError(old, "fraisDossierTTC")).toMatch(/337,50/);
    const tendue = await dossier(
      { dateCreationBail: "2026-03-01", fraisDossierTTC: 524.81 },
      { codePostal: "69003", ville: "Lyon", surface: 40, zoneLoyer: "tendue" },
    );
    expect(expectFieldError(tendue, "fraisDossierTTC")).toMatch(/524,80.*zone tendue : 10,09/);
    const elsewhere = await dossier(
      { dateCreationBail: "2026-03-01", fraisDossierTTC: 444.01 },
      { codePostal: "23000", ville: "Guéret", surface: 40 },
    );
    expect(expectFieldError(elsewhere, "fraisDossierTTC")).toMatch(/zone non tendue/);
    const unknown = await dossier({ fraisDossierTTC: 900 }, { surface: null });
    expect(unknown.status).toBe(201);
  });
  it("the tenant's share never above the lessor's when it is given (art. 5 I)", async () => {
    const a = { codePostal: "75011", surface: 40 };
    const ok = await dossier({ fraisDossierTTC: 300, honorairesBailleurTTC: 300 }, a);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.honorairesBailleurTTC).toBe(300);
    const r = await dossier({ fraisDossierTTC: 300, honorairesBailleurTTC: 250 }, a);
    expect(expectFieldError(r, "fraisDossierTTC")).toMatch(
      /^Les honoraires à la charge du locataire ne peuvent excéder ceux du bailleur \(250,00\s€\)/,
    );
  });
  it("tenant/add applies the same rule", async () => {
    const a = await insertAppartement(t, { codePostal: "75011", surface: 22.5 });
    const l = await insertLocataire(t);
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
      ...valid.Dossier(a.id, l.id),
      dateCreationBail: "2026-11-20",
      fraisDossierTTC: 900,
    });
    expectFieldError(r, "fraisDossierTTC");
  });
});

describe("Appartement: zoneLoyer and the 2024 mentions", () => {
  it("suggests the zone from the postal code, keeps staff's choice, refuses another value", async () => {
    expect((await insertAppartement(t, { codePostal: "75011" })).zoneLoyer).toBe("très tendue");
    expect((await insertAppartement(t, { codePostal: "94240" })).zoneLoyer).toBe("non tendue");
    const set = await insertAppartement(t, { codePostal: "94240", zoneLoyer: "très tendue" });
    expect(set.zoneLoyer).toBe("très tendue");
    const r = await t.call("POST", "/api/Appartement", "user", {
      ...valid.Appartement(),
      zoneLoyer: "tendu",
    });
    expect(expectFieldError(r, "zoneLoyer")).toBe("Valeur non autorisée.");
  });
  it("stores the energy classes, expenses, reference year, tax identifier and telecom equipment", async () => {
    const a = await insertAppartement(t, {
      classeEnergie: "f",
      classeClimat: "E",
      depenseEnergieMin: 1020,
      depenseEnergieMax: "1 420,50",
      anneeReferenceEnergie: 2024,
      identifiantFiscal: "751110123456",
      equipementsTic: "Fibre optique, prise TV",
    });
    expect(a).toMatchObject({
      classeEnergie: "F",
      classeClimat: "E",
      depenseEnergieMin: 1020,
      depenseEnergieMax: 1420.5,
      anneeReferenceEnergie: 2024,
      identifiantFiscal: "751110123456",
      equipementsTic: "Fibre optique, prise TV",
    });
    const read = await t.call("GET", `/api/Appartement/${a.id}`, "user");
    expect(read.body).toMatchObject({ classeEnergie: "F", depenseEnergieMax: 1420.5 });
  });
  it("refuses a class outside A-G, a year out of range, a maximum under the minimum", async () => {
    const post = (o: Record<string, unknown>) =>
      t.call("POST", "/api/Appartement", "user", { ...valid.Appartement(), ...o });
    expect(expectFieldError(await post({ classeEnergie: "H" }), "classeEnergie")).toBe(
      "La classe doit être une lettre de A à G.",
    );
    expect(expectFieldError(await post({ classeClimat: "AB" }), "classeClimat")).toBe(
      "La classe doit être une lettre de A à G.",
    );
    expect(
      expectFieldError(await post({ anneeReferenceEnergie: 1990 }), "anneeReferenceEnergie"),
    ).toBe("L'année doit être comprise entre 2000 et 2100.");
    expectFieldError(
      await post({ depenseEnergieMin: 900, depenseEnergieMax: 800 }),
      "depenseEnergieMax",
    );
  });
});

describe("Dossier: the previous tenant's last rent (zone tendue)", () => {
  it("stores the amount and its date; refuses a bad date or amount", async () => {
    const r = await dossier({
      dernierLoyerPrecedent: 1180,
      dateDernierLoyerPrecedent: "2026-10-01",
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      dernierLoyerPrecedent: 1180,
      dateDernierLoyerPrecedent: "2026-10-01",
    });
    expectFieldError(await dossier({ dernierLoyerPrecedent: "beaucoup" }), "dernierLoyerPrecedent");
    expectFieldError(
      await dossier({ dateDernierLoyerPrecedent: "2026-13-01" }),
      "dateDernierLoyerPrecedent",
    );
  });
});
