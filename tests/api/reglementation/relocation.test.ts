// Issue 73 item 3: in zone tendue a new lease may not exceed the previous tenant's rent (loi n° 89-462, art. 18;
// décret n° 2017-1198 renewed each year) unless the lease states one of the decree's cases; the lot's zone tendue
// comes from its commune (décret n° 2013-392's annex) unless staff say otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";
import { expectFieldError } from "../../support/http";
import { expectSays, generate } from "../../support/pdf";
import { diagnosticsDuBail } from "../../support/diagnostics";

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

// Lyon 3e: the arrondissement's INSEE code, which the annex lists as the whole commune 69123.
const LYON = { codePostal: "69003", ville: "Lyon", codeInsee: "69383" };
const DIJON = { codePostal: "21000", ville: "Dijon" };

async function bail(AppartementId: number, extra: Record<string, unknown>) {
  const l = await insertLocataire(t);
  return t.call("POST", "/api/Dossier", "user", {
    ...valid.Dossier(AppartementId, l.id),
    depotGarantie: 500,
    ...extra,
  });
}
const signe = (creation: string, debut: string) => ({
  dateCreationBail: creation,
  dateDebutBail: debut,
  dateEntree: debut,
});

describe("zoneTendue of an apartment", () => {
  it("Lyon (69003, INSEE 69383) is in zone tendue by default; Dijon is not", async () => {
    expect((await insertAppartement(t, LYON)).zoneTendue).toBe(true);
    expect((await insertAppartement(t, { ...LYON, codeInsee: null })).zoneTendue).toBe(true);
    expect((await insertAppartement(t, DIJON)).zoneTendue).toBe(false);
  });

  it("staff override it both ways, and it stays theirs", async () => {
    const a = await insertAppartement(t, { ...LYON, zoneTendue: false });
    expect(a.zoneTendue).toBe(false);
    const d = await insertAppartement(t, DIJON);
    const r = await t.call("PUT", `/api/Appartement/${d.id}`, "user", { zoneTendue: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.zoneTendue).toBe(true);
    const again = await t.call("PUT", `/api/Appartement/${d.id}`, "user", { surface: 50 });
    expect(again.body.zoneTendue).toBe(true);
  });

  it("a previous rent typed without its date is a 400 in French", async () => {
    const r = await t.call("POST", "/api/Appartement", "user", {
      ...valid.Appartement(),
      loyerPrecedent: 700,
    });
    expect(expectFieldError(r, "dateLoyerPrecedent")).toMatch(/^Indiquez la date de ce loyer/);
  });
});

describe("a re-let in Lyon above the previous rent", () => {
  let lot: number;
  beforeAll(async () => {
    lot = (await insertAppartement(t, LYON)).id;
    const premier = await bail(lot, { loyerHC: 700, ...signe("2025-09-01", "2025-09-15") });
    expect(premier.status, JSON.stringify(premier.body)).toBe(201);
  });

  it("is a 409 naming both figures", async () => {
    const r = await bail(lot, { loyerHC: 800, ...signe("2026-03-01", "2026-03-15") });
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.error.message.replace(/\s/g, " ")).toContain(
      "le loyer de 800,00 € dépasse le dernier loyer du précédent locataire, 700,00 € au 15/09/2025",
    );
    expect(r.body.error.message.replace(/\s/g, " ")).toContain("décret n° 2025-652");
  });

  it("at the previous rent it is accepted", async () => {
    const r = await bail(lot, { loyerHC: 700, ...signe("2026-03-01", "2026-03-16") });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });

  it("is accepted with an exception of the decree, justified; without its justification a 400", async () => {
    const sans = await bail(lot, {
      loyerHC: 800,
      exceptionLoyer: "travaux",
      ...signe("2026-04-01", "2026-04-15"),
    });
    expect(expectFieldError(sans, "exceptionLoyerMotif")).toMatch(/^Justifiez l'exception/);
    const r = await bail(lot, {
      loyerHC: 800,
      exceptionLoyer: "travaux",
      exceptionLoyerMotif: "Cuisine et salle de bains refaites en 2026 : 6 200 € TTC",
      ...signe("2026-04-01", "2026-04-15"),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ exceptionLoyer: "travaux", loyerHC: 800 });
    // The lease prints the previous rent the product knows, its date and the exception.
    expect(r.body).toMatchObject({
      dernierLoyerPrecedent: 700,
      dateDernierLoyerPrecedent: "2026-03-16",
    });
    await diagnosticsDuBail(t, r.body.id);
    const pdf = await generate(t, `/api/Dossier/${r.body.id}/contratLocation/generate`);
    expectSays(
      pdf.text,
      "Dernier loyer acquitté 700,00 €",
      "16 mars 2026",
      "Loyer au-delà du précédent Travaux d'amélioration",
      "Cuisine et salle de bains refaites en 2026 : 6 200 € TTC",
    );
  });

  it("an unknown exception is a 400 on exceptionLoyer", async () => {
    const r = await bail(lot, {
      loyerHC: 800,
      exceptionLoyer: "envie",
      ...signe("2026-04-01", "2026-04-20"),
    });
    expect(expectFieldError(r, "exceptionLoyer")).toBeTruthy();
  });
});

describe("the previous rent revised by the IRL when not revised in the last 12 months", () => {
  it("700 € set on 15/09/2024, re-let signed 01/03/2026: up to 705,52 € (2025-T4 over 2024-T4)", async () => {
    const lot = (await insertAppartement(t, LYON)).id;
    expect(
      (await bail(lot, { loyerHC: 700, ...signe("2024-09-01", "2024-09-15"), indice: 144.51 }))
        .status,
    ).toBe(201);
    const au = signe("2026-03-01", "2026-03-15");
    const refus = await bail(lot, { loyerHC: 706, ...au });
    expect(refus.status).toBe(409);
    expect(refus.body.error.message.replace(/\s/g, " ")).toContain(
      "soit 705,52 € après révision selon l'IRL",
    );
    expect((await bail(lot, { loyerHC: 705.52, ...au })).status).toBe(201);
  });
});

describe("a lot taken over: the previous rent typed on the lot", () => {
  it("is held to it, and outside zone tendue nothing is", async () => {
    const lyon = (
      await insertAppartement(t, { ...LYON, loyerPrecedent: 700, dateLoyerPrecedent: "2026-01-01" })
    ).id;
    const r = await bail(lyon, { loyerHC: 750, ...signe("2026-03-01", "2026-03-15") });
    expect(r.status).toBe(409);
    expect(r.body.error.message.replace(/\s/g, " ")).toContain("750,00 €");
    expect(r.body.error.message.replace(/\s/g, " ")).toContain("700,00 € au 01/01/2026");
    const dijon = (
      await insertAppartement(t, {
        ...DIJON,
        loyerPrecedent: 700,
        dateLoyerPrecedent: "2026-01-01",
      })
    ).id;
    expect((await bail(dijon, { loyerHC: 750, ...signe("2026-03-01", "2026-03-15") })).status).toBe(
      201,
    );
  });
});

describe("the yearly decree's table", () => {
  it("after its last row (31/07/2026) the rule no longer applies and the table warns; an admin's row brings it back", async () => {
    const lot = (
      await insertAppartement(t, { ...LYON, loyerPrecedent: 700, dateLoyerPrecedent: "2026-01-01" })
    ).id;
    const now = signe("2026-11-21", "2026-12-01");
    const table = await t.call("GET", "/api/reglementation/relocation", "user");
    expect(table.body.avertissement).toMatch(/s'arrête au 31\/07\/2026/);
    const ligne = {
      debut: "2026-08-01",
      fin: "2027-07-31",
      source: "décret n° 2017-1198 du 27 juillet 2017, prorogé jusqu'au 31 juillet 2027",
    };
    expect((await t.call("POST", "/api/reglementation/relocation", "user", ligne)).status).toBe(
      403,
    );
    const ajout = await t.call("POST", "/api/reglementation/relocation", "admin", ligne);
    expect(ajout.status, JSON.stringify(ajout.body)).toBe(201);
    expect(ajout.body.avertissement).toBeNull();
    const r = await bail(lot, { loyerHC: 800, ...now });
    expect(r.status).toBe(409);
    expect(r.body.error.message.replace(/\s/g, " ")).toContain("prorogé jusqu'au 31 juillet 2027");
  });
});

describe("tenant/add", () => {
  it("refuses the re-let above the previous rent too, and takes the exception", async () => {
    const lot = (await insertAppartement(t, { ...LYON, loyerHC: 700 })).id;
    expect((await bail(lot, { loyerHC: 700, ...signe("2025-09-01", "2025-09-15") })).status).toBe(
      201,
    );
    const entree = async (extra: Record<string, unknown>) => {
      const l = await insertLocataire(t);
      return t.call("PUT", `/api/Appartement/${lot}/tenant/add/${l.id}`, "user", {
        depotGarantie: 500,
        numFraisDossier: "FD-2026-073",
        ...signe("2026-03-01", "2026-03-15"),
        ...extra,
      });
    };
    const r = await entree({ loyerHC: 800 });
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.error.message.replace(/\s/g, " ")).toContain("800,00 €");
    const ok = await entree({ loyerHC: 800, exceptionLoyer: "vacance-18-mois" });
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
  });
});
