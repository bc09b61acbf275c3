// Issue 77 item 4, the delays as rows an admin extends (Node entry): the CAF's unpaid-rent rules are the table
// « impayes-caf » of Paramètres > Réglementation, shipped with their source (R.824-1, décret n° 2026-84); an admin's
// row changes the declaration delay from its first day, never before it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { seedDossier } from "../../support/quitances";
import { expectFieldError } from "../../support/http";

let t: TestApp;
let bail: number;

const impaye = async () => {
  const r = await t.call("GET", "/api/aidesLogement/impayes", "user");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.find((i: { DossierId: number }) => i.DossierId === bail);
};

beforeAll(async () => {
  // 20 January 2027: January's 701 € term (dated the 1st), 250 € of aid, the tenant's own 451 € unpaid: above
  // 450 € (décret n° 2026-84), constituted on 2027-01-01.
  t = await makeTestApp({ now: "2027-01-20T10:00:00Z", confirme: true });
  const s = await seedDossier(t, {
    auto: false,
    locataire: { nom: "Délai" },
    dossier: {
      loyerHC: 601,
      loyerCharge: 100,
      jourQuitance: 1,
      depotGarantie: 601,
      dateEntree: "2026-06-01",
      dateDebutBail: "2026-06-01",
    },
  });
  bail = s.dossier.id;
  const a = await t.call("PUT", `/api/Dossier/${bail}/aideLogement`, "user", {
    organisme: "CAF",
    numeroAllocataire: "5555555",
    type: "APL",
    tiersPayant: true,
    montantMensuel: 250,
    depuis: "2026-06-01",
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  const q = await t.call("POST", `/api/Quitance/generate/${bail}`, "user", { date: "2027-01-20" });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
});
afterAll(() => t.close());

describe("the CAF's unpaid-rent table in Paramètres > Réglementation", () => {
  it("lists the shipped rows with their source: R.824-1 until 2026-12-31, décret n° 2026-84 from 2027", async () => {
    const r = await t.call("GET", "/api/reglementation/impayes-caf", "user");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ table: "impayes-caf", ajout: true, avertissement: null });
    expect(r.body.data).toEqual([
      expect.objectContaining({
        debut: "2016-09-01",
        fin: "2026-12-31",
        source: expect.stringContaining("R.824-1"),
        resume: expect.stringMatching(/2 fois la mensualité.*sous 2 mois/),
        saisie: false,
      }),
      expect.objectContaining({
        debut: "2027-01-01",
        fin: null,
        source: expect.stringContaining("2026-84"),
        resume: expect.stringMatching(/450,00.*3 mois après un premier terme.*sous 2 mois/),
        saisie: false,
      }),
    ]);
  });

  it("before any admin row, the unpaid rent of 2027-01-01 is to declare by 2027-03-01", async () => {
    expect(await impaye()).toMatchObject({
      dateConstitution: "2027-01-01",
      dateLimiteDeclaration: "2027-03-01",
    });
  });

  it("refuses a row without its delay, or with a delay that is not a whole number of months, in French", async () => {
    const sans = await t.call("POST", "/api/reglementation/impayes-caf", "admin", {
      debut: "2027-01-01",
      source: "Décret n° 2027-1",
    });
    expect(expectFieldError(sans, "delaiDeclarationMois")).toMatch(/délai de déclaration/);
    const demi = await t.call("POST", "/api/reglementation/impayes-caf", "admin", {
      debut: "2027-01-01",
      source: "Décret n° 2027-1",
      delaiDeclarationMois: 1.5,
    });
    expect(expectFieldError(demi, "delaiDeclarationMois")).toMatch(/nombre entier/);
  });

  it("a row from a later day leaves this unpaid rent's delay alone", async () => {
    const r = await t.call("POST", "/api/reglementation/impayes-caf", "admin", {
      debut: "2027-01-10",
      source: "Décret n° 2027-2 (délai de quatre mois)",
      delaiDeclarationMois: 4,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await impaye()).dateLimiteDeclaration).toBe("2027-03-01");
  });

  it("an admin's row in force on the day it was constituted changes its delay; the thresholds kept", async () => {
    const r = await t.call("POST", "/api/reglementation/impayes-caf", "admin", {
      debut: "2027-01-01",
      source: "Décret n° 2027-1 : signalement dans les trois mois",
      delaiDeclarationMois: 3,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toContainEqual(
      expect.objectContaining({
        debut: "2027-01-01",
        fin: null,
        source: "Décret n° 2027-1 : signalement dans les trois mois",
        resume: expect.stringMatching(/au-delà de 450,00.*sous 3 mois/),
        saisie: true,
      }),
    );
    expect(await impaye()).toMatchObject({
      dateConstitution: "2027-01-01",
      dateLimiteDeclaration: "2027-04-01",
      regle: "Décret n° 2027-1 : signalement dans les trois mois",
    });
    const cal = await t.call("GET", "/api/echeances?type=caf_impaye", "user");
    expect(cal.body.data).toEqual([
      expect.objectContaining({ DossierId: bail, date: "2027-04-01" }),
    ]);
  });

  it("the same first day twice is a 409, never a second row", async () => {
    const r = await t.call("POST", "/api/reglementation/impayes-caf", "admin", {
      debut: "2027-01-01",
      source: "Doublon",
      delaiDeclarationMois: 5,
    });
    expect(r.status).toBe(409);
  });
});
