import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { create, insertClient, valid } from "../support/factories";
import { seedDossier, type Seeded } from "../support/quitances";
import { expectNoMissingValues, generate, keepForReview, readPdf } from "../support/pdf";
import { EcritureProprietaire } from "../../worker/db/schema";

// Issue 38 parts 4 and 5: the compte-rendu de gérance (PDF, e-mail) and the owner's tax summary (form 2044), read
// from the owner's account; the balances agree with GET /Client/{id}/compte to the cent.
let t: TestApp;
let s: Seeded;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  const agence = await t.call("PUT", "/api/agence", "admin", {
    carteProfessionnelle: "CPI 7501 2026 000 000 042",
    cciDelivrance: "Paris Île-de-France",
    garantFinancier: "Galian",
    montantGarantie: 120000,
  });
  expect(agence.status, JSON.stringify(agence.body)).toBe(200);
  s = await bailAvecHonoraires();
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const terme = async (dossierId: number, date: string) =>
  (await ok("POST", `/api/Quitance/generate/${dossierId}`, { date }, 201)).id as number;
const payer = (dossierId: number, QuitanceId: number, montant: string, date: string) =>
  ok(
    "POST",
    `/api/Dossier/${dossierId}/paiements`,
    { montant, date, mode: "Virement", QuitanceId },
    201,
  );
/** What the payouts' helper writes: a reversement debit, dated the payout's day. */
const reversement = (ClientId: number, date: string, debit: number) =>
  t.ports.db.insert(EcritureProprietaire).values({
    ClientId,
    type: "reversement",
    date,
    libelle: "Reversement au propriétaire",
    debit,
    auteur: "système",
    ReversementId: 1,
  });

/**
 * A dossier at 850 € + 120.50 € of charges under a mission at 8 % TTC (VAT 20 %): October paid on 6 October,
 * November paid on 20 November, December unpaid; an expense of 120 € paid by the agency on 15 November and a payout
 * of 500 € on 25 November.
 */
async function bailAvecHonoraires() {
  const seeded = await seedDossier(t);
  const m = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await ok("PUT", `/api/Mission/${m.id}/appartement/add/${seeded.appartement.id}`);
  await ok("PUT", `/api/Mission/${m.id}/client/add/${seeded.client.id}`);
  const d = seeded.dossier.id;
  await payer(d, await terme(d, "2026-10-01"), "970,50", "2026-10-06");
  await payer(d, await terme(d, "2026-11-01"), "970,50", "2026-11-20");
  await terme(d, "2026-12-01");
  const dep = await create(t, "Intendance", {
    nature: "depense",
    AppartementId: seeded.appartement.id,
    intitule: "Plombier",
    numFacture: "F-12",
    natureCharge: "travaux_entretien",
    date: "2026-11-15",
    montant: 120,
    regle: true,
    payeParAgence: true,
  });
  expect(dep.id).toBeGreaterThan(0);
  await reversement(seeded.client.id, "2026-11-25", 50000);
  return seeded;
}

describe("GET /api/Client/{id}/compteRendu/generate", () => {
  it("states the owner, the period, the balances of the account, the fees, the expenses and the payouts", async () => {
    const id = s.client.id;
    const pdf = await generate(
      t,
      `/api/Client/${id}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
    );
    keepForReview("compte-rendu-gerance", pdf.bytes);
    expectNoMissingValues(pdf.text);
    const compte = await ok("GET", `/api/Client/${id}/compte?du=2026-11-01&au=2026-11-30`);
    const avant = await ok("GET", `/api/Client/${id}/compte?au=2026-10-31`);
    // October: 970.50 - 77.64 = 892.86; November: +970.50 - 77.64 - 120 - 500 = 1,165.72.
    expect(avant.solde).toBe(892.86);
    expect(compte.solde).toBe(1165.72);
    const t0 = pdf.text;
    expect(t0).toContain("Compte-rendu de gérance");
    expect(t0).toContain("Période du 1er novembre 2026 au 30 novembre 2026");
    // The agency's heading: its card and financial guarantee.
    expect(t0).toContain("Carte professionnelle n° CPI 7501 2026 000 000 042");
    expect(t0).toContain("garantie financière : Galian (120 000,00 €)");
    expect(t0).toContain("Madame Élise");
    expect(t0).toContain(s.client.nom);
    expect(t0).toContain("Solde d'ouverture au 01/11/2026 892,86 €");
    expect(t0).toContain("Solde de clôture au 30/11/2026 1 165,72 €");
    // The fees: 77.64 € TTC, 12.94 € of VAT, 64.70 € HT.
    expect(t0).toContain("64,70 € 12,94 € 77,64 €");
    // Issue 60 item 4: each expense with its nature (the plumber's: maintenance works) and its invoice number.
    expect(t0).toContain(
      "15/11/2026 Travaux d'entretien et de réparation Dépense payée par l'agence : Plombier F-12 120,00 €",
    );
    expect(t0).toContain("25/11/2026 Reversement au propriétaire 500,00 €");
    // The apartment and tenant: 850 + 120.50 called and collected, nothing unpaid up to 30 November.
    expect(t0).toMatch(
      /8 boulevard Voltaire.*Léa Martin 850,00 € 120,50 € 850,00 € 120,50 € 0,00 €/,
    );
  });

  it("shows what is unpaid up to the end of the period, and balances that agree with the account", async () => {
    const id = s.client.id;
    const pdf = await generate(
      t,
      `/api/Client/${id}/compteRendu/generate?du=2026-10-01&au=2026-12-31`,
    );
    const compte = await ok("GET", `/api/Client/${id}/compte?du=2026-10-01&au=2026-12-31`);
    expect(pdf.text).toContain(`Solde d'ouverture au 01/10/2026 0,00 €`);
    expect(pdf.text).toContain(`Solde de clôture au 31/12/2026 1 165,72 €`);
    expect(compte.solde).toBe(1165.72);
    // Three terms called, two collected, December's 970.50 € unpaid; the fees of two months.
    expect(pdf.text).toMatch(/Léa Martin 2 550,00 € 361,50 € 1 700,00 € 241,00 € 970,50 €/);
    expect(pdf.text).toContain("129,40 € 25,88 € 155,28 €");
  });

  it("says a period not over is running and provisional (walk: the current quarter read as closed on 31/12)", async () => {
    const id = s.client.id;
    // The test clock is on 21 November 2026: the fourth quarter and November are running.
    const courant = await generate(
      t,
      `/api/Client/${id}/compteRendu/generate?du=2026-10-01&au=2026-12-31`,
    );
    expect(courant.text).toContain(
      "Période du 1er octobre 2026 au 31 décembre 2026 (trimestre en cours)",
    );
    expect(courant.text).toContain(
      "Provisoire : le 4e trimestre 2026 n'est pas terminé, les montants changeront",
    );
    const mois = await generate(
      t,
      `/api/Client/${id}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
    );
    expect(mois.text).toContain("Période du 1er novembre 2026 au 30 novembre 2026 (mois en cours)");
    expect(mois.text).toContain("Provisoire : le mois de novembre 2026 n'est pas terminé");
    // A past quarter reads as it always did.
    const passe = await generate(
      t,
      `/api/Client/${id}/compteRendu/generate?du=2026-07-01&au=2026-09-30`,
    );
    expect(passe.text).toContain("Période du 1er juillet 2026 au 30 septembre 2026");
    expect(passe.text).not.toMatch(/en cours|Provisoire/);
  });

  it("refuses a missing or wrong period in French (400), an unknown owner (404)", async () => {
    const id = s.client.id;
    const r1 = await t.call("GET", `/api/Client/${id}/compteRendu/generate?au=2026-11-30`, "user");
    expect(expectFieldError(r1, "du")).toBe("Ce champ est obligatoire.");
    const r2 = await t.call(
      "GET",
      `/api/Client/${id}/compteRendu/generate?du=2026-11&au=2026-11-30`,
      "user",
    );
    expect(expectFieldError(r2, "du")).toBe("Date invalide (format attendu AAAA-MM-JJ).");
    const r3 = await t.call(
      "GET",
      `/api/Client/${id}/compteRendu/generate?du=2026-12-01&au=2026-11-30`,
      "user",
    );
    expect(expectFieldError(r3, "au")).toBe("La date de début doit précéder la date de fin.");
    const r4 = await t.call(
      "GET",
      "/api/Client/999999/compteRendu/generate?du=2026-11-01&au=2026-11-30",
      "user",
    );
    expectError(r4, 404);
    expect(r4.body.error.message).toMatch(/introuvable/);
    expect(
      (
        await t.call(
          "GET",
          `/api/Client/${id}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
          null,
        )
      ).status,
    ).toBe(401);
  });
});

describe("GET /api/Client/{id}/revenusFonciers", () => {
  it("answers the 2044 lines of the year in euros, in all and per apartment", async () => {
    const r = await ok("GET", `/api/Client/${s.client.id}/revenusFonciers?annee=2026`);
    // 211: two rents of 850 € without their charges; 221: two fees of 77.64 €; 224: the plumber (its nature).
    const lignes = {
      ligne211: 1700,
      ligne221: 155.28,
      ligne222: 20,
      ligne223: 0,
      ligne224: 120,
      ligne225: 0,
      ligne227: 0,
      ligne229: 0,
      ligne230: 0,
      ligne215: 1700,
      ligne240: 295.28,
      resultat: 1404.72,
      nonReportes: 0,
    };
    expect(r).toEqual({
      ClientId: s.client.id,
      annee: 2026,
      // The test's clock is in November 2026: the year is not finished.
      provisoire: true,
      ...lignes,
      parAppartement: [
        {
          AppartementId: s.appartement.id,
          designation: "8 boulevard Voltaire, 75011 Paris",
          ...lignes,
        },
      ],
    });
    const vide = await ok("GET", `/api/Client/${s.client.id}/revenusFonciers?annee=2025`);
    expect(vide).toMatchObject({ ligne211: 0, ligne222: 0, parAppartement: [] });
  });

  it("refuses a year not of four digits in French (400), an unknown owner (404)", async () => {
    for (const q of ["", "?annee=26", "?annee=2026a", "?annee=deux"]) {
      const r = await t.call("GET", `/api/Client/${s.client.id}/revenusFonciers${q}`, "user");
      expect(expectFieldError(r, "annee")).toBe(
        "L'année doit s'écrire sur quatre chiffres (AAAA).",
      );
    }
    expectError(await t.call("GET", "/api/Client/999999/revenusFonciers?annee=2026", "user"), 404);
    const g = await t.call(
      "GET",
      `/api/Client/${s.client.id}/revenusFonciers/generate?annee=x`,
      "user",
    );
    expectFieldError(g, "annee");
  });

  it("generates the « Aide à la déclaration des revenus fonciers » with the lines", async () => {
    const pdf = await generate(t, `/api/Client/${s.client.id}/revenusFonciers/generate?annee=2026`);
    keepForReview("revenus-fonciers", pdf.bytes);
    expectNoMissingValues(pdf.text);
    expect(pdf.text).toContain("Aide à la déclaration des revenus fonciers");
    expect(pdf.text).toContain("Revenus de l'année 2026");
    expect(pdf.text).toContain(s.client.nom);
    expect(pdf.text).toContain("211 Loyers bruts encaissés (hors charges) 1 700,00 €");
    expect(pdf.text).toContain(
      "221 Frais d'administration et de gestion (honoraires TTC, frais de procédure) 155,28 €",
    );
    expect(pdf.text).toContain("222 Autres frais de gestion : forfait de 20 € par local 20,00 €");
    expect(pdf.text).toContain(
      "Ligne 224 : Dépenses de réparation, d'entretien et d'amélioration (120,00 €)",
    );
    expect(pdf.text).toContain("Provisoire : l'année 2026 n'est pas terminée");
  });
});

describe("POST /api/Client/{id}/compteRendu/envoyer", () => {
  it("e-mails the owner the compte-rendu through the outbox, the PDF attached", async () => {
    const avant = t.sent.length;
    const r = await ok("POST", `/api/Client/${s.client.id}/compteRendu/envoyer`, {
      du: "2026-11-01",
      au: "2026-11-30",
    });
    expect(r).toMatchObject({ to: "elise.durand@example.fr", statut: "envoyé" });
    const mail = t.sent.slice(avant).find((m) => m.subject.startsWith("Compte-rendu"));
    // Sent on 21/11 (the test app's day), November is still running: the subject says so, as the PDF does.
    expect(mail!.subject).toBe(
      "Compte-rendu de gérance du 01/11/2026 au 30/11/2026 (mois en cours, provisoire)",
    );
    expect(mail!.text).toContain(
      "pour la période du 01/11/2026 au 30/11/2026 (mois en cours, provisoire) :",
    );
    expect(mail!.text).toContain(
      "Le mois de novembre 2026 n'est pas terminé : les montants changeront.",
    );
    expect(mail!.attachments).toHaveLength(1);
    const a = mail!.attachments![0]!;
    expect(a.filename).toMatch(
      /^Compte-rendu de gérance 01-11-2026 - 30-11-2026 - Madame Élise .*\.pdf$/,
    );
    expect(readPdf(a.content as Uint8Array).text).toContain(
      "Solde de clôture au 30/11/2026 1 165,72 €",
    );
    const outbox = (await t.call("GET", "/api/Outbox", "admin")).body;
    expect((outbox.data ?? outbox).find((o: { id: number }) => o.id === r.id)).toMatchObject({
      status: "sent",
    });
  });

  it("writes a past period's mail as before, a running quarter's as provisional", async () => {
    const sujet = async (du: string, au: string) => {
      const avant = t.sent.length;
      await ok("POST", `/api/Client/${s.client.id}/compteRendu/envoyer`, { du, au });
      return t.sent.slice(avant).find((m) => m.subject.startsWith("Compte-rendu"))!;
    };
    const octobre = await sujet("2026-10-01", "2026-10-31");
    expect(octobre.subject).toBe("Compte-rendu de gérance du 01/10/2026 au 31/10/2026");
    expect(octobre.text).not.toContain("provisoire");
    const trimestre = await sujet("2026-10-01", "2026-12-31");
    expect(trimestre.subject).toBe(
      "Compte-rendu de gérance du 01/10/2026 au 31/12/2026 (trimestre en cours, provisoire)",
    );
  });

  it("refuses an owner without e-mail (409 in French), a wrong period (400), an unknown owner (404)", async () => {
    const sans = await insertClient(t, { mailPerso: null, mailPro: null });
    const r = await t.call("POST", `/api/Client/${sans.id}/compteRendu/envoyer`, "user", {
      du: "2026-11-01",
      au: "2026-11-30",
    });
    expectError(r, 409);
    expect(r.body.error.message).toBe(
      "Ce propriétaire n'a pas d'adresse e-mail : renseignez-la sur sa fiche pour lui envoyer le compte-rendu.",
    );
    const bad = await t.call("POST", `/api/Client/${s.client.id}/compteRendu/envoyer`, "user", {
      du: "x",
    });
    expect(expectFieldError(bad, "du")).toBe("Date invalide (format attendu AAAA-MM-JJ).");
    expectError(
      await t.call("POST", "/api/Client/999999/compteRendu/envoyer", "user", {
        du: "2026-11-01",
        au: "2026-11-30",
      }),
      404,
    );
  });
});
