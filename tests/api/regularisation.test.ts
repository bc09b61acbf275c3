import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { seedDossier } from "../support/quitances";
import { compteDuDossier } from "../../worker/services/compte/compte";
import { MSG_CATEGORIE_INCONNUE } from "../../worker/domain/regularisation/categories";

// The charges regularisation (ADR 025): provisions from the terms of the period, the actual charges by category,
// the balance written to the tenant's account in the same transaction, and the letter.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

/** A dossier since 2024 (charges 120,50 € a month) with a term for each month of `annee`, and December before. */
async function dossierAvecTermes(annee: number) {
  const s = await seedDossier(t, {
    dossier: { dateEntree: "2023-01-01", dateDebutBail: "2023-01-01" },
  });
  const d = s.dossier.id as number;
  const mois = [
    `${annee - 1}-12-01`,
    ...Array.from({ length: 12 }, (_, i) => `${annee}-${String(i + 1).padStart(2, "0")}-01`),
  ];
  for (const date of mois) {
    const r = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  return d;
}
const post = (d: number, body: unknown, role: "user" | "admin" = "user") =>
  t.call("POST", `/api/Dossier/${d}/regularisations`, role, body);
const compte = async (d: number) => (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
const count = async (table: string, d: number) =>
  (
    await t.db.all<{ n: number }>(
      table === "RegularisationCharge"
        ? sql`select count(*) as n from "RegularisationCharge" c join "Regularisation" r on r.id = c."RegularisationId" where r."DossierId" = ${d}`
        : sql`select count(*) as n from ${sql.identifier(table)} where "DossierId" = ${d}${table === "Ecriture" ? sql` and "type" = 'regularisation'` : sql``}`,
    )
  )[0]!.n;

describe("POST /api/Dossier/{id}/regularisations", () => {
  it("a refund: provisions of the year's terms only, the balance as a credit on the account, to the cent", async () => {
    const d = await dossierAvecTermes(2025);
    const avant = (await compte(d)).solde;
    const preview = await t.call(
      "GET",
      `/api/Dossier/${d}/regularisations/provisions?du=2025-01-01&au=2025-12-31`,
    );
    expect(preview.body).toEqual({
      du: "2025-01-01",
      au: "2025-12-31",
      provisions: 1446,
      termes: 12,
      mois: 12,
    });
    const r = await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [
        { categorie: "eau", montant: "1 000,00" },
        { categorie: "teom", montant: 300.45, quotePart: "125/1000" },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.regularisation).toMatchObject({
      provisions: 1446,
      reel: 1300.45,
      solde: -145.55,
      mois: 12,
      nouvelleProvision: 108.37,
      enRetard: false,
      date: "2026-11-21",
    });
    expect(r.body.regularisation.charges).toEqual([
      { categorie: "eau", libelle: "Eau", montant: 1000, quotePart: null },
      {
        categorie: "teom",
        libelle: "Taxe d'enlèvement des ordures ménagères",
        montant: 300.45,
        quotePart: "125/1000",
      },
    ]);
    const c = await compte(d);
    expect(c.solde).toBeCloseTo(avant - 145.55, 2);
    expect(r.body.soldeCompte).toBe(c.solde);
    expect(c.ecritures.find((e: { type: string }) => e.type === "regularisation")).toMatchObject({
      libelle: "Régularisation des charges du 01/01/2025 au 31/12/2025",
      debit: 0,
      credit: 145.55,
      date: "2026-11-21",
    });
    expect(r.body.regularisation.EcritureId).toBe(
      c.ecritures.find((e: { type: string }) => e.type === "regularisation").id,
    );
  });

  it("a balance due is a debit; the list shows it; a double submit is a 409 that writes nothing", async () => {
    const d = await dossierAvecTermes(2025);
    const body = {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [
        { categorie: "chauffage", montant: 1500 },
        { categorie: "ascenseur", montant: "20,10" },
      ],
    };
    const r = await post(d, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.regularisation).toMatchObject({
      provisions: 1446,
      reel: 1520.1,
      solde: 74.1,
      nouvelleProvision: 126.68,
    });
    const ligne = (await compte(d)).ecritures.find(
      (e: { type: string }) => e.type === "regularisation",
    );
    // Dated the day it can be claimed: one month after the letter (art. 23).
    expect(ligne).toMatchObject({ debit: 74.1, credit: 0, date: "2026-12-21" });
    const again = await post(d, body);
    expectError(again, 409);
    expect(again.body.error.message).toBe(
      "Une régularisation existe déjà pour ce dossier et cette période.",
    );
    // One transaction: the second one's ledger entry, written before its row was refused, went with it.
    expect(await count("Regularisation", d)).toBe(1);
    expect(await count("RegularisationCharge", d)).toBe(2);
    expect(await count("Ecriture", d)).toBe(1);
    const list = await t.call("GET", `/api/Dossier/${d}/regularisations`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: r.body.regularisation.id, solde: 74.1 });
  });

  it("a balance of zero writes no entry", async () => {
    const d = await dossierAvecTermes(2025);
    const r = await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [{ categorie: "autres", montant: 1446 }],
    });
    expect(r.status).toBe(201);
    expect(r.body.regularisation).toMatchObject({ solde: 0, EcritureId: null });
    expect(await count("Ecriture", d)).toBe(0);
  });

  it("400 with French field messages: au before du, negative amount, empty or unknown category, no line", async () => {
    const d = await dossierAvecTermes(2025);
    const ok = { du: "2025-01-01", au: "2025-12-31", charges: [{ categorie: "eau", montant: 10 }] };
    expect(expectFieldError(await post(d, { ...ok, au: "2024-12-31" }), "au")).toBe(
      "La fin de la période doit être après son début.",
    );
    expect(
      expectFieldError(
        await post(d, { ...ok, charges: [{ categorie: "eau", montant: -5 }] }),
        "charges.0.montant",
      ),
    ).toBe("Ce montant ne peut pas être négatif.");
    expect(
      expectFieldError(
        await post(d, { ...ok, charges: [{ categorie: "", montant: 5 }] }),
        "charges.0.categorie",
      ),
    ).toBe("Ce champ est obligatoire.");
    expect(
      expectFieldError(
        await post(d, { ...ok, charges: [{ categorie: "piscine", montant: 5 }] }),
        "charges.0.categorie",
      ),
    ).toBe(MSG_CATEGORIE_INCONNUE);
    expectFieldError(await post(d, { ...ok, charges: [] }), "charges");
    expectFieldError(await post(d, { ...ok, du: "2025-02-30" }), "du");
    expect(
      expectFieldError(
        await t.call(
          "GET",
          `/api/Dossier/${d}/regularisations/provisions?du=2025-12-31&au=2025-01-01`,
        ),
        "au",
      ),
    ).toBe("La fin de la période doit être après son début.");
    expect(await count("Regularisation", d)).toBe(0);
    expect(await count("Ecriture", d)).toBe(0);
  });

  it("takes the categories as staff write them: « Eau », « Parties communes », « TEOM », « Ascenseur »", async () => {
    const d = await dossierAvecTermes(2025);
    const r = await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [
        { categorie: "Eau", montant: 10 },
        { categorie: "parties communes", montant: 20 },
        { categorie: "TEOM", montant: 30 },
        { categorie: "Taxe d'enlèvement des ordures ménagères", montant: 1 },
        { categorie: "ascenseur", montant: 40 },
        { categorie: "Électricité", montant: 5 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.regularisation.charges.map((c: { libelle: string }) => c.libelle)).toEqual([
      "Eau",
      "Parties communes",
      "Taxe d'enlèvement des ordures ménagères",
      "Taxe d'enlèvement des ordures ménagères",
      "Ascenseur",
      "Électricité des parties communes",
    ]);
    expect(r.body.regularisation.reel).toBe(106);
  });

  it("404 for an unknown dossier or regularisation", async () => {
    const body = {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [{ categorie: "eau", montant: 10 }],
    };
    expect((expectError(await post(999999, body), 404), true)).toBe(true);
    expectError(await t.call("GET", "/api/Dossier/999999/regularisations"), 404);
    expectError(
      await t.call(
        "GET",
        "/api/Dossier/999999/regularisations/provisions?du=2025-01-01&au=2025-12-31",
      ),
      404,
    );
    expectError(await t.call("GET", "/api/Regularisation/999999/generate"), 404);
  });

  it("a refund settles the next term by itself, as a remise does", async () => {
    const d = await dossierAvecTermes(2025);
    // Everything of 2025 paid, then a refund of 145,55 €: the next term (January 2026) is partly settled by it.
    const c0 = await compte(d);
    await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
      montant: c0.solde,
      date: "2026-11-20",
      mode: "Virement",
    });
    await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [{ categorie: "eau", montant: 1300.45 }],
    });
    const jan = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-01-01" });
    expect(jan.body).toMatchObject({ montantRegle: 145.55, regle: false });
  });
  it("a balance due leaves a credit waiting unallocated: the next term is still settled by it", async () => {
    const d = await dossierAvecTermes(2025);
    // 50 € paid beyond every term (a credit), then a balance due of 74,10 €: once claimable the account owes
    // 24,10 €, yet the 50 € still wait for the next term (a regularisation debit is no term to settle).
    const c0 = await compte(d);
    await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
      montant: c0.solde + 50,
      date: "2026-11-20",
      mode: "Virement",
    });
    await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [{ categorie: "chauffage", montant: 1520.1 }],
    });
    expect((await compte(d)).solde).toBeCloseTo(-50, 2);
    const le = (day: string) => ({
      ...t.ports,
      clock: { now: () => new Date(`${day}T10:00:00Z`) },
    });
    expect((await compteDuDossier(le("2026-12-20"), d)).solde).toBeCloseTo(-50, 2);
    expect((await compteDuDossier(le("2026-12-21"), d)).solde).toBeCloseTo(24.1, 2);
    const jan = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-01-01" });
    expect(jan.body).toMatchObject({ montantRegle: 50, regle: false });
  });
});

describe("GET /api/Regularisation/{id}/generate", () => {
  it("the letter: provisions, each category with its share, the balance, the claim date, the documents, the new provision", async () => {
    const d = await dossierAvecTermes(2025);
    const r = await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [
        { categorie: "eau", montant: 1000, quotePart: "125/1000" },
        { categorie: "electricite", montant: "520,10" },
      ],
    });
    const pdf = await generate(t, `/api/Regularisation/${r.body.regularisation.id}/generate`);
    keepForReview("regularisation-charges", pdf.bytes);
    expect(pdf.pages).toBe(1);
    expectSays(
      pdf.text,
      "Régularisation des charges locatives",
      "Eau 125/1000 1 000,00 €",
      "Électricité des parties communes 520,10 €",
      "Total des charges réelles 1 520,10 €",
      "Provisions sur charges appelées − 1 446,00 €",
      "Solde dû par le locataire 74,10 €",
      "à compter du 21 décembre 2026",
      "pendant 6 mois",
      "article 23 de la loi n° 89-462",
      "provision mensuelle sur charges à 126,68 €",
    );
    expect(pdf.text).not.toContain("douze mensualités");
    expectNoMissingValues(pdf.text);
  });

  it("more than a year late: the twelve monthly parts are offered", async () => {
    const d = await dossierAvecTermes(2024);
    const r = await post(d, {
      du: "2024-01-01",
      au: "2024-12-31",
      charges: [{ categorie: "chauffage", montant: 2446 }],
    });
    expect(r.body.regularisation).toMatchObject({ solde: 1000, enRetard: true });
    const pdf = await generate(t, `/api/Regularisation/${r.body.regularisation.id}/generate`);
    expectSays(pdf.text, "en douze mensualités (83,33 € par mois, la dernière de 83,37 €)");
  });
});

describe("issue 39 item 6: the period, the numbers and the day the balance is claimable", () => {
  const le = (day: string) => ({ ...t.ports, clock: { now: () => new Date(`${day}T10:00:00Z`) } });

  it("400 for a period ending in the future or starting before the lease, and for a quote-part or amount not a number", async () => {
    const d = await dossierAvecTermes(2025);
    const ok = { du: "2025-01-01", au: "2025-12-31", charges: [{ categorie: "eau", montant: 10 }] };
    expect(expectFieldError(await post(d, { ...ok, au: "2026-11-22" }), "au")).toBe(
      "La période régularisée ne peut pas finir après aujourd'hui : les charges réelles ne sont pas encore connues.",
    );
    expect(expectFieldError(await post(d, { ...ok, du: "2022-12-31" }), "du")).toBe(
      "La période ne peut pas commencer avant le début du bail (01/01/2023).",
    );
    const quote = await post(d, {
      ...ok,
      charges: [{ categorie: "eau", montant: 10, quotePart: "un tiers" }],
    });
    expect(expectFieldError(quote, "charges.0.quotePart")).toBe(
      "La quote-part doit être un nombre ou une fraction de nombres (par exemple 125/1000 ou 12,5).",
    );
    expectFieldError(
      await post(d, { ...ok, charges: [{ categorie: "eau", montant: "dix euros" }] }),
      "charges.0.montant",
    );
    expect(await count("Regularisation", d)).toBe(0);
  });

  it("the balance counts from its due date: account, formal notice, rent call's 'Solde antérieur', statement", async () => {
    const d = await dossierAvecTermes(2025);
    const c0 = await compte(d);
    // Every term paid: nothing is owed but the regularisation.
    await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
      montant: c0.solde,
      date: "2026-11-20",
      mode: "Virement",
    });
    const r = await post(d, {
      du: "2025-01-01",
      au: "2025-12-31",
      charges: [{ categorie: "chauffage", montant: 1520.1 }],
    });
    expect(r.status).toBe(201);
    expect(r.body.soldeCompte).toBe(0);
    expect((await compte(d)).solde).toBe(0);

    // The letter prints the day it is claimable, whenever it is printed.
    const lettre = await generate(t, `/api/Regularisation/${r.body.regularisation.id}/generate`);
    expect(lettre.text).toContain("à compter du 21 décembre 2026");

    // Before that day no formal notice claims it; from then on one does.
    const { miseEnDemeure } = await import("../../worker/services/compte/documents");
    const { readPdf } = await import("../support/pdf");
    expect(await miseEnDemeure(le("2026-12-20"), d)).toBeNull();
    const notice = await miseEnDemeure(le("2026-12-21"), d);
    expect(notice).not.toBeNull();
    const text = readPdf(notice!.bytes).text;
    expectSays(
      text,
      "Régularisation des charges du 01/01/2025 au 31/12/2025 (exigible le 21/12/2026)",
      "74,10 €",
    );

    // The statement to 20 December leaves it out; to 21 December it counts.
    const releve = (au: string) =>
      generate(t, `/api/Dossier/${d}/releveCompte/generate?du=2026-11-01&au=${au}`);
    expect((await releve("2026-12-20")).text).not.toContain("Régularisation des charges");
    expectSays((await releve("2026-12-21")).text, "Régularisation des charges", "74,10 €");

    // A rent call for December says nothing of it; January's (after the due day) counts it as Solde antérieur.
    const { soldeAnterieur } = await import("../../worker/services/quitance/data");
    const dec = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-12-01" });
    const jan = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2027-01-01" });
    expect(await soldeAnterieur(t.ports, dec.body.id)).toBe(0);
    // January's balance before it: December's unpaid term and the regularisation, claimable since 21 December.
    const decembre = Math.round((dec.body.prixHC + dec.body.charge) * 100);
    expect(await soldeAnterieur(t.ports, jan.body.id)).toBe(decembre + 7410);
  });
});
