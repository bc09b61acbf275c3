import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { Journal } from "../../../worker/db/schema";
import { MSG_LIEN_EXPIRE } from "../../../worker/routes/files/download";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertLocataire } from "../../support/factories";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { seedDossier, type Seeded } from "../../support/quitances";
import { keepForReview, readPdf } from "../../support/pdf";
import { diagnosticsDuBail } from "../../support/diagnostics";

// Issue 62, item 4: the tenant's space. The account is staff's to the cent, each term gets the document its state
// allows, the tenant declares a payment as with the e-mailed link, and another lease's term is a 404. The test clock
// is 21 November 2026; the lease (850 € + 120,50 € of charges, due on the 5th) runs since June 2025.

let t: TestApp;
let s: Seeded;
let token: string;
const termes: Record<string, number> = {};

const espace = (method: string, path: string, body?: unknown, jeton = token) =>
  appelEspace(t, jeton, method, `/api/espace/locataire${path}`, body);
const genererTerme = async (d: number, date: string) => {
  const r = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
};
const payer = async (d: number, montant: string, QuitanceId: number) =>
  expect(
    (
      await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
        date: "2026-11-20",
        mode: "Virement",
        montant,
        QuitanceId,
      })
    ).status,
  ).toBe(201);
/** A signed link's file, fetched with no session at all (as the space's browser opens it). */
const telecharger = (link: string) => t.app.request(link);

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  s = await seedDossier(t, { auto: false });
  for (const m of ["09", "10", "11"]) termes[m] = await genererTerme(s.dossier.id, `2026-${m}-05`);
  await payer(s.dossier.id, "970,50", termes["09"] ?? 0);
  await payer(s.dossier.id, "300,00", termes["10"] ?? 0);
  token = (await ouvrirEspace(t, { LocataireId: s.locataire.id }, "lea@example.fr")).token;
});
afterAll(() => t.close());

describe("GET /api/espace/locataire", () => {
  it("shows the lease, and the account of staff's GET /api/Dossier/{id}/compte to the cent", async () => {
    const r = await espace("GET", "");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const staff = (await t.call("GET", `/api/Dossier/${s.dossier.id}/compte`)).body;
    expect(r.body.compte.solde).toBe(staff.solde);
    expect(r.body.compte.ecritures).toEqual(staff.ecritures);
    // Three terms of 970,50 €, 970,50 + 300 paid: 1 641 € owed.
    expect(r.body.compte.solde).toBe(1641);
    expect(r.body.compte.prochaineEcheance).toEqual({ date: "2026-12-05", montant: 970.5 });
    expect(r.body.bail).toMatchObject({
      DossierId: s.dossier.id,
      loyerHC: 850,
      loyerCharge: 120.5,
      jourQuitance: 5,
      dateDebutBail: "2025-06-01",
    });
    expect(r.body.nom).toBe(`${s.locataire.prenom} ${s.locataire.nom}`);
  });

  it("gives each term the document its state allows: quittance paid, reçu partly paid, avis unpaid", async () => {
    const { quittances, annees } = (await espace("GET", "")).body;
    expect(quittances).toEqual([
      {
        id: termes["09"],
        periode: "septembre 2026",
        montant: 970.5,
        resteDu: 0,
        typeDocument: "quittance",
        declaration: null,
      },
      {
        id: termes["10"],
        periode: "octobre 2026",
        montant: 970.5,
        resteDu: 670.5,
        typeDocument: "recu",
        declaration: null,
      },
      {
        id: termes["11"],
        periode: "novembre 2026",
        montant: 970.5,
        resteDu: 970.5,
        typeDocument: "avis",
        declaration: null,
      },
    ]);
    expect(annees).toEqual([2026]);
  });

  it("lists the lease's documents with links that download without a staff session", async () => {
    await diagnosticsDuBail(t, s.dossier.id);
    const bail = await t.call("GET", `/api/Dossier/${s.dossier.id}/contratLocation/generate`);
    expect(bail.status).toBe(200);
    const { documents } = (await espace("GET", "")).body;
    const doc = documents.find((d: { type: string }) => d.type === "bail");
    expect(doc).toMatchObject({ libelle: "Bail" });
    expect(doc.url).toMatch(/^\/files\/documents\/.+\.pdf\?exp=\d+&sig=/);
    const res = await telecharger(doc.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // The bare link (staff's) still needs a session; a token for another file opens nothing.
    expect((await telecharger(doc.url.split("?")[0])).status).toBe(401);
    const autre = (await espace("GET", `/quittances/${termes["09"]}`)).body.generated as string;
    const falsifie = `${doc.url.split("?")[0]}?${autre.split("?")[1]}`;
    const refus = await telecharger(falsifie);
    expect(refus.status).toBe(403);
    expect(((await refus.json()) as any).error.message).toBe(MSG_LIEN_EXPIRE);
    // A link lasts two hours.
    t.setNow("2026-11-21T12:01:00Z");
    expect((await telecharger(doc.url)).status).toBe(403);
    t.setNow("2026-11-21T10:00:00Z");
  });

  it("opens the running lease of a tenant who had an earlier one, else the latest", async () => {
    const ancien = await seedDossier(t, {
      auto: false,
      dossier: { dateEntree: "2024-01-01", dateDebutBail: "2024-01-01", dateFinBail: "2024-12-31" },
    });
    const { token: jeton } = await ouvrirEspace(
      t,
      { LocataireId: ancien.locataire.id },
      "deux-baux@example.fr",
    );
    // Only the ended lease: the space shows it (its account, its quittances, its attestation).
    expect((await espace("GET", "", undefined, jeton)).body.bail.DossierId).toBe(ancien.dossier.id);
    const nouveau = await seedDossier(t, { auto: false });
    const r = await t.call("PUT", `/api/Dossier/${nouveau.dossier.id}`, "admin", {
      LocataireId: ancien.locataire.id,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await espace("GET", "", undefined, jeton)).body.bail.DossierId).toBe(
      nouveau.dossier.id,
    );
  });

  it("is a 404 for a tenant with no lease, a 403 for staff", async () => {
    const seul = await insertLocataire(t);
    const { token: autre } = await ouvrirEspace(t, { LocataireId: seul.id }, "seul@example.fr");
    const r = await espace("GET", "", undefined, autre);
    expect(r.status).toBe(404);
    expect(r.body.error.message).toMatch(/Aucun bail/);
    expect((await t.call("GET", "/api/espace/locataire", "admin")).status).toBe(403);
  });
});

describe("a term's document", () => {
  it("is the quittance, the receipt or the rent call, as staff's", async () => {
    const titres = {
      "09": "Quittance de loyer",
      "10": "Reçu de paiement partiel",
      "11": "Avis d'échéance",
    };
    for (const [m, titre] of Object.entries(titres)) {
      const r = await espace("GET", `/quittances/${termes[m]}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const res = await telecharger(r.body.generated);
      expect(res.status).toBe(200);
      expect(readPdf(new Uint8Array(await res.arrayBuffer())).text).toContain(titre);
    }
  });

  it("is a 404 for another tenant's term, never its document", async () => {
    const autre = await seedDossier(t, { auto: false });
    const q = await genererTerme(autre.dossier.id, "2026-11-05");
    const r = await espace("GET", `/quittances/${q}`);
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain("generated");
    expect((await espace("POST", `/quittances/${q}/declaration`, { paye: true })).status).toBe(404);
    expect((await t.call("GET", `/api/Quitance/${q}`)).body).toMatchObject({ reponduAt: null });
  });

  it("the yearly quittance lists the lease's paid terms of the year", async () => {
    const r = await espace("GET", "/quittanceAnnuelle/2026");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { text } = readPdf(
      new Uint8Array(await (await telecharger(r.body.generated)).arrayBuffer()),
    );
    expect(text).toContain("Quittance annuelle de loyer 2026");
    expect((await espace("GET", "/quittanceAnnuelle/26")).status).toBe(400);
  });
});

describe("POST /api/espace/locataire/quittances/{id}/declaration", () => {
  it("records « payé » as a declaration for staff to confirm, never a payment; a second answer is a 409", async () => {
    const avant = (await espace("GET", "")).body.compte.solde;
    const r = await espace("POST", `/quittances/${termes["11"]}/declaration`, { paye: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ ok: true, regle: false });
    const vu = (await t.call("GET", `/api/Quitance/${termes["11"]}`)).body;
    // Staff see the declaration on a term still unknown: no payment was written, the balance did not move.
    expect(vu).toMatchObject({ declaration: true, statusInconu: true });
    expect(vu.reponduAt).toBeTruthy();
    const apres = (await espace("GET", "")).body;
    expect(apres.compte.solde).toBe(avant);
    expect(apres.quittances[2]).toMatchObject({ declaration: true, typeDocument: "avis" });
    const encore = await espace("POST", `/quittances/${termes["11"]}/declaration`, { paye: false });
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toMatch(/déjà été prise en compte/);
    // The journal names the tenant's space as the writer.
    const lignes = await t.db
      .select({ userEmail: Journal.userEmail })
      .from(Journal)
      .where(and(eq(Journal.resource, "Quitance"), eq(Journal.resourceId, String(termes["11"]))));
    expect(lignes.map((l) => l.userEmail)).toContain("lea@example.fr (espace locataire)");
  });

  it("refuses a term staff already recorded a payment for (409), and a body without paye (400)", async () => {
    expect(
      (await espace("POST", `/quittances/${termes["10"]}/declaration`, { paye: true })).status,
    ).toBe(409);
    const r = await espace("POST", `/quittances/${termes["11"]}/declaration`, {});
    expect(r.status).toBe(400);
  });
});

describe("GET /api/espace/locataire/attestation", () => {
  const attestation = async (jeton: string, nom: string) => {
    const r = await espace("GET", "/attestation", undefined, jeton);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await telecharger(r.body.generated);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    keepForReview(nom, bytes);
    return readPdf(bytes).text;
  };

  it("states the arrears of the account when something is owed", async () => {
    const solde = (await espace("GET", "")).body.compte.solde as number;
    const text = await attestation(token, "attestation-loyer-arrieres");
    expect(text).toContain("Attestation de loyer");
    expect(text).toContain(s.locataire.nom);
    expect(text).toContain("850,00 €");
    expect(text).toContain("120,50 €");
    expect(text).toContain("970,50 €");
    expect(text).toContain(
      `reste redevable de ${solde.toLocaleString("fr-FR", { minimumFractionDigits: 2 }).replace(/\s/g, " ")} €`,
    );
    expect(text).not.toContain("à jour");
    // Stored as the lease's generated document, written under the tenant's name.
    const ecrit = await t.db
      .select({ userEmail: Journal.userEmail })
      .from(Journal)
      .where(eq(Journal.resource, "DocumentGenere"));
    expect(ecrit.map((l) => l.userEmail)).toContain("lea@example.fr (espace locataire)");
  });

  it("says « à jour » when nothing is owed", async () => {
    const paye = await seedDossier(t, { auto: false });
    const q = await genererTerme(paye.dossier.id, "2026-11-05");
    await payer(paye.dossier.id, "970,50", q);
    const { token: jeton } = await ouvrirEspace(
      t,
      { LocataireId: paye.locataire.id },
      "a-jour@example.fr",
    );
    const text = await attestation(jeton, "attestation-loyer-a-jour");
    expect(text).toContain("est à jour de ses loyers et charges");
    expect(text).not.toContain("redevable");
  });
});
