import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { ajouterProprietaire, confirmerQuotesParts } from "../support/quotes-parts";
import { expectError, expectFieldError } from "../support/http";
import { create, insertClient, valid } from "../support/factories";
import { seedDossier, type Seeded } from "../support/quitances";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { EcritureProprietaire } from "../../worker/db/schema";

// Issue 60 items 2 and 3 (ADR 075): an expense's nature chosen on the Intendance form is copied to the owners'
// entries, and the 2044 places each on the line of its nature; two co-owners at 60/40 each get their share, the flat
// 20 € and last year's non-deductible provisions (PUT /Appartement/{id}/copropriete) included; the TEOM is neither
// income nor deduction; a year not finished is « provisoire ».
let t: TestApp;
let s: Seeded;
let autre: { id: number };
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  s = await annee2025();
}, 60_000);
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const depense = (AppartementId: number, intitule: string, montant: number, natureCharge?: string) =>
  ok(
    "POST",
    "/api/Intendance",
    {
      nature: "depense",
      AppartementId,
      intitule,
      numFacture: `F-${intitule}`,
      date: "2025-09-15",
      montant,
      regle: true,
      payeParAgence: true,
      ...(natureCharge ? { natureCharge } : {}),
    },
    201,
  );

/**
 * Lot held 60/40, a mission at 8 % TTC: October 2025's 850 € + 120.50 € collected; the agency paid an expense of
 * each nature; the syndic's accounts of 2024 left 500 € of that year's provisions non-deductible.
 */
async function annee2025() {
  const seeded = await seedDossier(t);
  autre = await insertClient(t);
  const a = seeded.appartement.id;
  // Each change of the owners waits for another admin (issue 59, ADR 073).
  await ajouterProprietaire(t, a, autre.id);
  await ok(
    "PUT",
    `/api/Appartement/${a}/quotesParts`,
    {
      parts: [
        { ClientId: seeded.client.id, quotePart: 60 },
        { ClientId: autre.id, quotePart: 40 },
      ],
    },
    202,
  );
  await confirmerQuotesParts(t, a);
  const m = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a}`);
  await ok("PUT", `/api/Mission/${m.id}/client/add/${seeded.client.id}`);
  await ok("PUT", `/api/Mission/${m.id}/client/add/${autre.id}`);
  const d = seeded.dossier.id;
  const q = (await ok("POST", `/api/Quitance/generate/${d}`, { date: "2025-10-01" }, 201)).id;
  await ok(
    "POST",
    `/api/Dossier/${d}/paiements`,
    { montant: "970,50", date: "2025-10-06", mode: "Virement", QuitanceId: q },
    201,
  );
  await depense(a, "Assurance PNO", 95, "assurance");
  await depense(a, "Taxe foncière", 412, "taxe_fonciere");
  await depense(a, "TEOM", 50, "teom");
  await depense(a, "Plombier", 120, "travaux_entretien");
  await depense(a, "Appel de fonds", 400, "provisions_copropriete");
  await depense(a, "Commissaire de justice", 150, "frais_procedure");
  await depense(a, "Clés", 10);
  await ok("PUT", `/api/Appartement/${a}/copropriete`, { annee: 2024, nonDeductible: "500,00" });
  return seeded;
}

describe("an expense's nature on the owners' accounts", () => {
  it("is copied from the Intendance expense to each owner's entry; one without reads « autre »", async () => {
    const c = await ok("GET", `/api/Client/${s.client.id}/compte`);
    const natures = c.ecritures
      .filter((e: any) => e.type === "depense")
      .map((e: any) => [e.libelle, e.debit, e.natureCharge]);
    expect(natures).toEqual([
      ["Dépense payée par l'agence : Assurance PNO", 57, "assurance"],
      ["Dépense payée par l'agence : Taxe foncière", 247.2, "taxe_fonciere"],
      ["Dépense payée par l'agence : TEOM", 30, "teom"],
      ["Dépense payée par l'agence : Plombier", 72, "travaux_entretien"],
      ["Dépense payée par l'agence : Appel de fonds", 240, "provisions_copropriete"],
      ["Dépense payée par l'agence : Commissaire de justice", 90, "frais_procedure"],
      ["Dépense payée par l'agence : Clés", 6, "autre"],
    ]);
    expect(c.ecritures.find((e: any) => e.type === "loyer").natureCharge).toBeNull();
  });

  it("changed on the expense, reverses its entries and writes them anew with the new nature", async () => {
    const a = await seedDossier(t);
    const d = await depense(a.appartement.id, "Chaudière", 300);
    await ok("PUT", `/api/Intendance/${d.id}`, { ...d, note: "vue" });
    const avant = (await ok("GET", `/api/Client/${a.client.id}/compte`)).ecritures;
    expect(avant.map((e: any) => [e.type, e.natureCharge])).toEqual([["depense", "autre"]]);
    await ok("PUT", `/api/Intendance/${d.id}`, { ...d, natureCharge: "travaux_amelioration" });
    const apres = (await ok("GET", `/api/Client/${a.client.id}/compte`)).ecritures;
    // The new entry keeps the expense's date; the reversal is dated the day it is written.
    expect(apres.map((e: any) => [e.type, e.debit, e.credit, e.natureCharge])).toEqual([
      ["depense", 300, 0, "autre"],
      ["depense", 300, 0, "travaux_amelioration"],
      ["annulation", 0, 300, "autre"],
    ]);
    // Cash basis (ADR 033): the new entry counts in 2025, the reversal of the « autre » one the year it is written.
    const r = await ok("GET", `/api/Client/${a.client.id}/revenusFonciers?annee=2025`);
    expect(r).toMatchObject({ ligne224: 300, nonReportes: 300 });
    const r26 = await ok("GET", `/api/Client/${a.client.id}/revenusFonciers?annee=2026`);
    expect(r26).toMatchObject({ ligne224: 0, nonReportes: -300 });
  });

  it("refuses a nature not on the list, in French", async () => {
    const r = await t.call("POST", "/api/Intendance", "user", {
      nature: "depense",
      AppartementId: s.appartement.id,
      intitule: "X",
      numFacture: "X",
      montant: 1,
      natureCharge: "cadeau",
    });
    expect(expectFieldError(r, "natureCharge")).toMatch(/^[A-ZÀ-Ý].*\.$/);
  });
});

describe("GET /api/Client/{id}/revenusFonciers: the 2044 by its notice", () => {
  it("answers every line of the 60 % co-owner, each charge on the line of its nature", async () => {
    const r = await ok("GET", `/api/Client/${s.client.id}/revenusFonciers?annee=2025`);
    expect(r).toMatchObject({
      ClientId: s.client.id,
      annee: 2025,
      provisoire: false,
      // 60 % of 970.50 = 582.30, of which 72.30 of charges.
      ligne211: 510,
      // The fee: 8 % of 582.30 = 46.58; the bailiff: 90.
      ligne221: 136.58,
      ligne222: 12,
      ligne223: 57,
      ligne224: 72,
      ligne225: 0,
      ligne227: 247.2,
      ligne229: 240,
      ligne230: 300,
      ligne215: 510,
      ligne240: 136.58 + 12 + 57 + 72 + 247.2 + 240 - 300,
      // The TEOM (30) and « autre » (6): on no line.
      nonReportes: 36,
    });
    expect(r.resultat).toBeCloseTo(510 - r.ligne240, 2);
    expect(r.parAppartement).toHaveLength(1);
    expect(r.parAppartement[0]).toMatchObject({ ligne222: 12, ligne230: 300, ligne227: 247.2 });
  });

  it("gives the 40 % co-owner their share: 8 € of the flat fee, 200 € of the add-back", async () => {
    const r = await ok("GET", `/api/Client/${autre.id}/revenusFonciers?annee=2025`);
    expect(r).toMatchObject({
      ligne211: 340,
      ligne221: 31.06 + 60,
      ligne222: 8,
      ligne223: 38,
      ligne224: 48,
      ligne227: 164.8,
      ligne229: 160,
      ligne230: 200,
      nonReportes: 24,
    });
  });

  it("marks the current year « provisoire » and prints it on every page of the PDF", async () => {
    // Enough entries in 2026 for the details to run over several pages.
    await t.ports.db.insert(EcritureProprietaire).values(
      Array.from({ length: 70 }, (_, i) => ({
        ClientId: s.client.id,
        type: "depense" as const,
        date: `2026-0${1 + (i % 9)}-10`,
        libelle: `Petite réparation ${i + 1}`,
        debit: 1000,
        natureCharge: "travaux_entretien",
        AppartementId: s.appartement.id,
        auteur: "test",
      })),
    );
    const r = await ok("GET", `/api/Client/${s.client.id}/revenusFonciers?annee=2026`);
    expect(r).toMatchObject({ provisoire: true, ligne224: 700 });
    const pdf = await generate(t, `/api/Client/${s.client.id}/revenusFonciers/generate?annee=2026`);
    expect(pdf.pages).toBeGreaterThan(1);
    for (let p = 1; p <= pdf.pages; p++)
      expect(pageText(pdf.bytes, p), `page ${p}`).toContain(
        "Provisoire : l'année 2026 n'est pas terminée",
      );
    const final = await generate(
      t,
      `/api/Client/${s.client.id}/revenusFonciers/generate?annee=2025`,
    );
    expect(final.text).not.toContain("Provisoire");
  });

  it("prints each line with the entries behind it", async () => {
    const pdf = await generate(t, `/api/Client/${s.client.id}/revenusFonciers/generate?annee=2025`);
    keepForReview("revenus-fonciers-2044", pdf.bytes);
    expectNoMissingValues(pdf.text);
    expectSays(
      pdf.text,
      "211 Loyers bruts encaissés (hors charges) 510,00 €",
      "221 Frais d'administration et de gestion (honoraires TTC, frais de procédure) 136,58 €",
      "222 Autres frais de gestion : forfait de 20 € par local 12,00 €",
      "223 Primes d'assurance 57,00 €",
      "224 Dépenses de réparation, d'entretien et d'amélioration 72,00 €",
      "225 Charges récupérables non récupérées au départ du locataire 0,00 €",
      "227 Taxe foncière (hors taxe d'enlèvement des ordures ménagères) 247,20 €",
      "229 Provisions pour charges de copropriété payées 240,00 €",
      "230 Régularisation des provisions de l'année précédente (à ajouter) 300,00 €",
      "240 Total des frais et charges (221 à 229, moins 230) 464,78 €",
      // The details: each entry with its date, lot and nature.
      "Ligne 227 : Taxe foncière (hors taxe d'enlèvement des ordures ménagères) (247,20 €)",
      "15/09/2025 8 boulevard Voltaire, 75011 Paris Dépense payée par l'agence : Taxe foncière (Taxe foncière) 247,20 €",
      "Dépense payée par l'agence : Commissaire de justice (Frais de procédure) 90,00 €",
      "Part non déductible des provisions de copropriété 2024 (500,00 € pour le lot) (votre quote-part) 300,00 €",
      "Ligne 222 : Autres frais de gestion : forfait de 20 € par local (12,00 €)",
      "Forfait de 20 € par local (votre quote-part)",
      "Non reporté sur la déclaration (36,00 €)",
      "Dépense payée par l'agence : TEOM (Taxe d'enlèvement des ordures ménagères (récupérable)) 30,00 €",
    );
  });
});

describe("PUT and GET /api/Appartement/{id}/copropriete", () => {
  it("writes a year's non-deductible part, replaces it on a second PUT, and reads the years", async () => {
    const a = s.appartement.id;
    const r = await ok("PUT", `/api/Appartement/${a}/copropriete`, {
      annee: 2025,
      nonDeductible: 120.5,
    });
    expect(r).toMatchObject({
      AppartementId: a,
      annee: 2025,
      nonDeductible: 120.5,
      auteur: "user@agence.test",
    });
    await ok("PUT", `/api/Appartement/${a}/copropriete`, { annee: 2025, nonDeductible: "80" });
    const lu = await ok("GET", `/api/Appartement/${a}/copropriete`);
    expect(lu.annees.map((x: any) => [x.annee, x.nonDeductible])).toEqual([
      [2025, 80],
      [2024, 500],
    ]);
    // Read by the 2044 of the next year.
    const r26 = await ok("GET", `/api/Client/${s.client.id}/revenusFonciers?annee=2026`);
    expect(r26.ligne230).toBe(48);
  });

  it("refuses a year outside 2000-2100 and a negative or malformed amount in French (400)", async () => {
    const a = s.appartement.id;
    const put = (body: unknown) => t.call("PUT", `/api/Appartement/${a}/copropriete`, "user", body);
    for (const annee of [1999, 2101, "deux", null, 2025.5])
      expect(expectFieldError(await put({ annee, nonDeductible: 1 }), "annee")).toMatch(
        /^(L'année doit être comprise entre 2000 et 2100\.|Ce champ est obligatoire\.|.*nombre entier.*)$/,
      );
    expect(expectFieldError(await put({ annee: 2025, nonDeductible: -1 }), "nonDeductible")).toBe(
      "Ce montant ne peut pas être négatif.",
    );
    expect(
      expectFieldError(await put({ annee: 2025, nonDeductible: "1,234" }), "nonDeductible"),
    ).toBe("Deux décimales au plus : un montant se donne au centime près.");
    expect(expectFieldError(await put({ annee: 2025 }), "nonDeductible")).toBe(
      "Ce champ est obligatoire.",
    );
  });

  it("answers 404 for an unknown lot and 401 without a session; every staff role may enter it", async () => {
    expectError(
      await t.call("PUT", "/api/Appartement/999999/copropriete", "user", {
        annee: 2025,
        nonDeductible: 1,
      }),
      404,
    );
    expectError(await t.call("GET", "/api/Appartement/999999/copropriete", "user"), 404);
    const a = s.appartement.id;
    expect((await t.call("GET", `/api/Appartement/${a}/copropriete`, null)).status).toBe(401);
    expect(
      (
        await t.call("PUT", `/api/Appartement/${a}/copropriete`, null, {
          annee: 2025,
          nonDeductible: 1,
        })
      ).status,
    ).toBe(401);
    for (const role of ["admin", "user", "user_delete", "comptable"] as const)
      expect(
        (
          await t.call("PUT", `/api/Appartement/${a}/copropriete`, role, {
            annee: 2023,
            nonDeductible: 0,
          })
        ).status,
        role,
      ).toBe(200);
  });
});

/** One page's text as pdftotext reads it. */
function pageText(bytes: Uint8Array, page: number) {
  const dir = mkdtempSync(join(tmpdir(), "pdf-page-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    const raw = execFileSync(
      "pdftotext",
      ["-enc", "UTF-8", "-f", String(page), "-l", String(page), file, "-"],
      { encoding: "utf8" },
    );
    return raw.replace(/[\s\u00a0\u202f]+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
