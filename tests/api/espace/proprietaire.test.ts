import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError, expectFieldError } from "../../support/http";
import { create, insertAppartement, insertLocataire, valid } from "../../support/factories";
import { readPdf } from "../../support/pdf";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { appelDeLot } from "../../support/lot-calls";
import { proprietaire } from "../../support/reversements";

// Issue 62 item 3: the owner's space. Two owners, each with a let apartment under a mandate at 8 % TTC: the space
// shows each only their own account (staff's figures to the cent), lots, payouts and documents, names the tenant
// and nothing else of them, and downloads the compte-rendu and the 2044 summary through signed links.

let t: TestApp;
let ok: ReturnType<typeof appelDeLot>;
const A = { nom: "Aubert", prenom: "Anne" };
let a: Awaited<ReturnType<typeof bail>>;
let b: Awaited<ReturnType<typeof bail>>;
let jetonA = "";
let jetonB = "";

const pdfSigne = (nom: string) => {
  const f = new FormData();
  f.append(
    "contratLocation",
    new File([new TextEncoder().encode(`%PDF-1.4\n% ${nom}\n%%EOF\n`)], "bail.pdf", {
      type: "application/pdf",
    }),
  );
  return f;
};

/** An owner's apartment let since 2025 to a tenant, under a mission at 8 % TTC, its signed lease on file. */
async function bail(
  proprio: Record<string, unknown>,
  appart: Record<string, unknown>,
  tenant: Record<string, unknown>,
) {
  const client = await proprietaire(t, 0, proprio);
  const appartement = await insertAppartement(t, appart);
  await ok("PUT", `/api/Appartement/${appartement.id}/owner/add/${client}`);
  const locataire = await insertLocataire(t, { ...valid.Locataire(), ...tenant });
  const dossier = await create(t, "Dossier", {
    ...valid.Dossier(appartement.id, locataire.id),
    dateEntree: "2025-06-01",
    dateDebutBail: "2025-06-01",
  });
  const m = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await ok("PUT", `/api/Mission/${m.id}/appartement/add/${appartement.id}`);
  await ok("PUT", `/api/Mission/${m.id}/client/add/${client}`);
  const signe = await t.call(
    "PUT",
    `/api/Dossier/${dossier.id}`,
    "admin",
    pdfSigne(`bail ${client}`),
  );
  expect(signe.status, JSON.stringify(signe.body)).toBe(200);
  return {
    client,
    appartement,
    locataire: locataire.id as number,
    dossier: dossier.id as number,
    bail: signe.body.contratLocation as string,
  };
}
const terme = async (d: number, date: string) =>
  (await ok("POST", `/api/Quitance/generate/${d}`, { date }, 201)).id as number;
const payer = (d: number, QuitanceId: number, montant: string, date: string) =>
  ok("POST", `/api/Dossier/${d}/paiements`, { montant, date, mode: "Virement", QuitanceId }, 201);

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  ok = appelDeLot(t);
  await ok(
    "PUT",
    "/api/agence",
    {
      carteProfessionnelle: "CPI 7501 2026 000 000 042",
      cciDelivrance: "Paris Île-de-France",
      garantFinancier: "Galian",
      montantGarantie: 120000,
    },
    200,
    "admin",
  );
  a = await bail(A, { adresse: "8 boulevard Voltaire" }, {});
  b = await bail(
    { nom: "Blanc", prenom: "Bruno" },
    { adresse: "4 rue des Lilas" },
    { nom: "Bernard", prenom: "Paul", mail: "paul.bernard@example.fr", tel: "0611223344" },
  );
  // A: October paid, November partly paid (470.50 € still owed); an expense of 120 € paid by the agency.
  await payer(a.dossier, await terme(a.dossier, "2026-10-01"), "970,50", "2026-10-06");
  await payer(a.dossier, await terme(a.dossier, "2026-11-01"), "500", "2026-11-10");
  await create(t, "Intendance", {
    nature: "depense",
    AppartementId: a.appartement.id,
    intitule: "Plombier",
    numFacture: "F-12",
    natureCharge: "travaux_entretien",
    date: "2026-11-15",
    montant: 120,
    regle: true,
    payeParAgence: true,
  });
  // B: November paid in full.
  await payer(b.dossier, await terme(b.dossier, "2026-11-01"), "970,50", "2026-11-05");
  // A payout batch of 21 November (today), validated: each owner is paid their available balance.
  const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-21" }, 201);
  await ok("POST", `/api/Reversement/${reversement.id}/valider`);
  jetonA = (await ouvrirEspace(t, { ClientId: a.client }, "anne.aubert@example.fr")).token;
  jetonB = (await ouvrirEspace(t, { ClientId: b.client }, "bruno.blanc@example.fr")).token;
});
afterAll(() => t.close());

const espace = async (jeton: string) => {
  const r = await appelEspace(t, jeton, "GET", "/api/espace/proprietaire");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe("GET /api/espace/proprietaire", () => {
  it("shows the owner's account with staff's figures to the cent, after a payout", async () => {
    const page = await espace(jetonA);
    const staff = (await t.call("GET", `/api/Client/${a.client}/compte`, "user")).body;
    expect(page.compte).toEqual({
      solde: staff.solde,
      disponible: staff.disponible,
      ecritures: staff.ecritures,
    });
    expect(page.nom).toBe("Madame Anne Aubert");
    expect(page.compte.ecritures.map((e: any) => e.type)).toEqual([
      "loyer",
      "honoraires",
      "loyer",
      "honoraires",
      "depense",
      "reversement",
    ]);
    // 970.50 + 500 collected, 8 % of each in fees (77.64 + 40.00), 120 of expense, the rest paid out.
    expect(page.compte.solde).toBe(0);
    expect(page.reversements).toEqual([
      { id: expect.any(Number), date: "2026-11-21", montant: 1232.86, statut: "Effectué" },
    ]);
  });

  it("shows each lot with its tenant's name, this month's rent called and collected, and the arrears", async () => {
    const page = await espace(jetonA);
    expect(page.appartements).toEqual([
      {
        id: a.appartement.id,
        designation: "2 pièces, 42,5 m²",
        adresse: "8 boulevard Voltaire, 75011 Paris",
        locataire: "Léa Martin",
        loyerAppele: 970.5,
        loyerEncaisse: 500,
        impayes: 470.5,
        loyersAppeles: true,
      },
    ]);
    expect((await espace(jetonB)).appartements).toEqual([
      expect.objectContaining({
        locataire: "Paul Bernard",
        loyerAppele: 970.5,
        loyerEncaisse: 970.5,
        impayes: 0,
      }),
    ]);
  });

  it("tells a lot whose lease has called no rent yet from one whose rents are paid (walk: « Loyers à jour »)", async () => {
    const c = await proprietaire(t, 0, { nom: "Chevalier", prenom: "Claire" });
    const futur = await insertAppartement(t, { adresse: "12 rue Neuve" });
    const vide = await insertAppartement(t, { adresse: "3 impasse Vide" });
    for (const lot of [futur, vide]) await ok("PUT", `/api/Appartement/${lot.id}/owner/add/${c}`);
    const noe = await insertLocataire(t, { ...valid.Locataire(), nom: "Nouveau", prenom: "Noé" });
    // Signed today, begins on 1 January: nothing called, nothing owed, yet nothing « à jour ».
    await create(t, "Dossier", {
      ...valid.Dossier(futur.id, noe.id),
      dateCreationBail: "2026-11-21",
      dateEntree: "2027-01-01",
      dateDebutBail: "2027-01-01",
    });
    const jeton = (await ouvrirEspace(t, { ClientId: c }, "claire.chevalier@example.fr")).token;
    const lots = (await espace(jeton)).appartements.map((l: any) => [
      l.adresse.split(",")[0],
      l.locataire,
      l.impayes,
      l.loyersAppeles,
    ]);
    expect(lots).toEqual([
      ["12 rue Neuve", "Noé Nouveau", 0, false],
      ["3 impasse Vide", null, 0, false],
    ]);
    expect((await espace(jetonB)).appartements).toEqual([
      expect.objectContaining({ impayes: 0, loyersAppeles: true }),
    ]);
  });

  it("names the tenant and nothing else of them", async () => {
    const texte = JSON.stringify(await espace(jetonA));
    for (const prive of ["lea.martin@example.fr", "0698765432", "Oberkampf", "Bernard", "Blanc"])
      expect(texte).not.toContain(prive);
  });

  it("lists the compte-rendus' periods and the 2044 years (this one provisional)", async () => {
    const page = await espace(jetonA);
    expect(page.comptesRendus).toEqual([
      { du: "2026-10-01", au: "2026-12-31", libelle: "4e trimestre 2026" },
      { du: "2026-01-01", au: "2026-12-31", libelle: "Année 2026" },
    ]);
    expect(page.declarations2044).toEqual([{ annee: 2026, provisoire: true }]);
  });

  it("lists each owner's own documents only, each through a signed link that opens without a login", async () => {
    const pa = await espace(jetonA);
    const pb = await espace(jetonB);
    const bailA = pa.documents.find((d: any) => d.type === "bail");
    expect(bailA).toEqual({
      type: "bail",
      libelle: "Bail signé, 8 boulevard Voltaire",
      date: "2025-06-01",
      url: expect.stringMatching(/^\/files\/signes\/.+\?exp=\d+&sig=[\w-]{43}&s=[\w-]+$/),
    });
    expect(bailA.url.startsWith(`${a.bail}?`)).toBe(true);
    expect(JSON.stringify(pa.documents)).not.toContain(b.bail);
    expect(JSON.stringify(pb.documents)).not.toContain(a.bail);
    const res = await t.app.request(bailA.url);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toContain(`bail ${a.client}`);
    // The signature holds for that file only, unaltered: anything else is a 403, and no signature still needs a login.
    const autre = bailA.url.replace(a.bail, b.bail);
    expect((await t.app.request(autre)).status).toBe(403);
    // One character of the signature changed (never to itself: the first one may already be an A).
    const altere = bailA.url.replace(
      /sig=(.)/,
      (_: string, c: string) => `sig=${c === "A" ? "B" : "A"}`,
    );
    expect((await t.app.request(altere)).status).toBe(403);
    expect((await t.app.request(bailA.url.replace(/exp=\d+/, "exp=99999999999"))).status).toBe(403);
    expect((await t.app.request(b.bail)).status).toBe(401);
  });
});

describe("the owner's PDFs", () => {
  it("downloads the compte-rendu of a period, readable, through a signed link", async () => {
    const r = await appelEspace(
      t,
      jetonA,
      "GET",
      "/api/espace/proprietaire/compteRendu?du=2026-10-01&au=2026-12-31",
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.generated).toMatch(/^\/files\/documents\/[0-9a-f-]+\.pdf\?exp=\d+&sig=/);
    const res = await t.app.request(r.body.generated);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toMatch(/Compte-rendu de gérance/i);
    expect(text).toContain("Anne Aubert");
    expect(text).toContain("8 boulevard Voltaire");
    expect(text).not.toContain("Bernard");
  });

  it("downloads the 2044 summary of a year", async () => {
    const r = await appelEspace(t, jetonA, "GET", "/api/espace/proprietaire/revenusFonciers/2026");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await t.app.request(r.body.generated);
    expect(res.status).toBe(200);
    const { text } = readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toMatch(/revenus fonciers/i);
    expect(text).toContain("Anne Aubert");
  });

  it("refuses a bad period or year in French (400)", async () => {
    const sans = await appelEspace(
      t,
      jetonA,
      "GET",
      "/api/espace/proprietaire/compteRendu?du=2026-10-01",
    );
    expect(expectFieldError(sans, "au")).toMatch(/obligatoire/);
    const envers = await appelEspace(
      t,
      jetonA,
      "GET",
      "/api/espace/proprietaire/compteRendu?du=2026-12-31&au=2026-10-01",
    );
    expectError(envers, 400);
    const annee = await appelEspace(
      t,
      jetonA,
      "GET",
      "/api/espace/proprietaire/revenusFonciers/26",
    );
    expect(expectFieldError(annee, "annee")).toBe(
      "L'année doit s'écrire sur quatre chiffres (AAAA).",
    );
  });
});

describe("the agency's invoices", () => {
  it("lists an owner's invoice, makes its PDF on demand for them only, then gives its signed link", async () => {
    const m = await create(t, "Mission", valid.Mission());
    await ok("PUT", `/api/Mission/${m.id}/client/add/${b.client}`);
    const acompte = await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id });
    await ok(
      "PUT",
      `/api/Accompte/${acompte.id}`,
      { regle: true, datePaiement: "2026-11-02" },
      200,
      "admin",
    );
    const [facture] = (await ok("GET", `/api/Facture?ClientId=${b.client}`)).data;
    const route = `/api/espace/proprietaire/factures/${facture.id}`;
    const avant = (await espace(jetonB)).documents.find((d: any) => d.type === "facture");
    expect(avant).toMatchObject({ libelle: expect.stringMatching(/^Facture F/), url: route });
    expect(JSON.stringify((await espace(jetonA)).documents)).not.toContain("facture");
    expectError(await appelEspace(t, jetonA, "GET", route), 404);
    const r = await appelEspace(t, jetonB, "GET", route);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = await t.app.request(r.body.generated);
    expect(pdf.status).toBe(200);
    expect(readPdf(new Uint8Array(await pdf.arrayBuffer())).text).toContain(facture.numero);
    const apres = (await espace(jetonB)).documents.find((d: any) => d.type === "facture");
    expect(apres.url).toMatch(/^\/files\/documents\/.+\?exp=\d+&sig=/);
  });
});

describe("who may read the owner's space", () => {
  const routes = [
    "/api/espace/proprietaire",
    "/api/espace/proprietaire/compteRendu?du=2026-10-01&au=2026-12-31",
    "/api/espace/proprietaire/revenusFonciers/2026",
    "/api/espace/proprietaire/factures/1",
  ];
  it("refuses staff's sessions and a tenant's space (403), and no session (401)", async () => {
    const locataire = (await ouvrirEspace(t, { LocataireId: a.locataire }, "lea@example.fr")).token;
    for (const path of routes) {
      for (const role of ["admin", "user", "comptable"] as const)
        expect((await t.call("GET", path, role)).status, `${role} ${path}`).toBe(403);
      expect((await appelEspace(t, locataire, "GET", path)).status, path).toBe(403);
      expect((await t.call("GET", path, null)).status, path).toBe(401);
    }
  });
});
