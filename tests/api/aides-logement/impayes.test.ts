// Issue 77 item 4 on the Node entry: an unpaid rent of a lease in tiers payant, constituted by the rule in force on
// its day: on 2026-12-15 by twice the net rent (to declare by 2027-02-15), on 2027-01-20 by the 450 € threshold of
// décret n° 2026-84 (by 2027-03-20). Listed, an item of the calendar, its data sheet a PDF, « Déclaré le » recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { seedDossier } from "../../support/quitances";
import { expectFieldError } from "../../support/http";
import { readPdf } from "../../support/pdf";

let t: TestApp;

async function bailEnTiersPayant(
  numero: string,
  loyerHC: number,
  nom: string,
  jourQuitance: number,
) {
  const s = await seedDossier(t, {
    auto: false,
    locataire: { nom },
    dossier: {
      loyerHC,
      loyerCharge: 100,
      jourQuitance,
      depotGarantie: loyerHC,
      dateEntree: "2026-06-01",
      dateDebutBail: "2026-06-01",
    },
  });
  const r = await t.call("PUT", `/api/Dossier/${s.dossier.id}/aideLogement`, "user", {
    organisme: "CAF",
    numeroAllocataire: numero,
    type: "APL",
    tiersPayant: true,
    montantMensuel: 250,
    depuis: "2026-06-01",
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return s.dossier.id as number;
}
const terme = async (d: number, date: string) => {
  const r = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
};
const impayes = async () => {
  const r = await t.call("GET", "/api/aidesLogement/impayes", "user");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Record<string, unknown>[];
};

let ancien: number;
let nouveau: number;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-12-15T10:00:00Z", confirme: true });
  // 700 € a month, 250 € of aid: the tenant paid November's own 450 € by a transfer rejected on 15 December, so
  // that day the tenant's own debt reaches twice 450 €.
  ancien = await bailEnTiersPayant("1111111", 600, "Ancien", 1);
  await terme(ancien, "2026-11-01");
  await terme(ancien, "2026-12-01");
  const p = await t.call("POST", `/api/Dossier/${ancien}/paiements`, "user", {
    date: "2026-11-10",
    mode: "Virement",
    montant: "450",
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const rejet = await t.call("POST", `/api/Paiement/${p.body.paiement.id}/annuler`, "user", {
    motif: "Virement rejeté",
  });
  expect(rejet.status, JSON.stringify(rejet.body)).toBe(200);
  // 701 € a month: one term unpaid is 451 € of the tenant's own (above 450 € from 2027), none yet.
  nouveau = await bailEnTiersPayant("2222222", 601, "Nouveau", 1);
});
afterAll(() => t.close());

describe("the rule until 2026-12-31", () => {
  it("an unpaid rent constituted on 2026-12-15 is to declare by 2027-02-15", async () => {
    expect(await impayes()).toEqual([
      expect.objectContaining({
        DossierId: ancien,
        numeroAllocataire: "1111111",
        dateConstitution: "2026-12-15",
        dateLimiteDeclaration: "2027-02-15",
        dette: 900,
        declareLe: null,
      }),
    ]);
  });

  it("is an item « caf_impaye » of the calendar", async () => {
    const r = await t.call("GET", "/api/echeances?type=caf_impaye", "user");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual([
      expect.objectContaining({
        date: "2027-02-15",
        type: "caf_impaye",
        DossierId: ancien,
        libelle: expect.stringContaining("constitué le 15/12/2026"),
        regle: expect.stringContaining("R.824-1"),
      }),
    ]);
  });

  it("its data sheet names the allocataire, the debt by month and the deadline", async () => {
    const res = await t.app.request(`/api/Dossier/${ancien}/declarationImpayeCaf`, {
      headers: { Authorization: `Token ${t.tokens.user}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Déclaration d'impayé à la CAF");
    expect(text).toContain("1111111");
    expect(text).toContain("à déclarer au plus tard le 15 février 2027");
    expect(text).toMatch(/novembre 2026 700,00 € 250,00 € 450,00 € 0,00 € 700,00 €/);
    expect(text).toContain("Dette du locataire 900,00 €");
  });

  it("« Déclaré le » is recorded once; the calendar's item goes", async () => {
    const faux = await t.call("POST", `/api/Dossier/${ancien}/declarationImpayeCaf`, "user", {
      dateConstitution: "2026-12-01",
      declareLe: "2026-12-15",
    });
    expect(expectFieldError(faux, "dateConstitution")).toMatch(/constitué le 15\/12\/2026/);
    const r = await t.call("POST", `/api/Dossier/${ancien}/declarationImpayeCaf`, "user", {
      dateConstitution: "2026-12-15",
      declareLe: "2026-12-15",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.impaye.declareLe).toBe("2026-12-15");
    const again = await t.call("POST", `/api/Dossier/${ancien}/declarationImpayeCaf`, "user", {
      dateConstitution: "2026-12-15",
      declareLe: "2026-12-15",
    });
    expect(again.status).toBe(409);
    const cal = await t.call("GET", "/api/echeances?type=caf_impaye", "user");
    expect(cal.body.data).toEqual([]);
  });

  it("a lease without unpaid rent has no data sheet to make: 409 in French", async () => {
    const r = await t.call("GET", `/api/Dossier/${nouveau}/declarationImpayeCaf`, "user");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/Aucun impayé/);
  });
});

describe("July's list and the departure (item 5)", () => {
  it("lists the leases in tiers payant with their July rent and charges, by département, as CSV", async () => {
    const r = await t.call("GET", "/api/aidesLogement/listeAnnuelle?annee=2026", "user");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    const lignes = (r.body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lignes[0]).toBe(
      "Département;Organisme;N° allocataire;Aide;Locataire;Adresse;Loyer de juillet;Charges de juillet;Total;Dossier",
    );
    expect(
      lignes.slice(1).map((l) => l.split(";").slice(0, 3).concat(l.split(";").slice(6, 9))),
    ).toEqual([
      ["75", "CAF", "1111111", "600,00", "100,00", "700,00"],
      ["75", "CAF", "2222222", "601,00", "100,00", "701,00"],
    ]);
    const bad = await t.call("GET", "/api/aidesLogement/listeAnnuelle?annee=26", "user");
    expect(expectFieldError(bad, "annee")).toMatch(/quatre chiffres/);
  });

  it("a tenant in tiers payant who leaves gives « Signaler le départ à la CAF » on the departure day", async () => {
    const r = await t.call("PUT", `/api/Dossier/${nouveau}`, "user", { dateSortie: "2027-01-31" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cal = await t.call("GET", "/api/echeances?type=caf_depart", "user");
    expect(cal.body.data).toEqual([
      expect.objectContaining({
        date: "2027-01-31",
        DossierId: nouveau,
        libelle: expect.stringContaining("Signaler le départ à la CAF"),
      }),
    ]);
  });
});

describe("the rule from 2027-01-01 (décret n° 2026-84)", () => {
  // A database of its own on 20 January 2027 (a session signed in December would have expired). January's term
  // (701 €, 451 € of the tenant's own) was paid on the 5th by a transfer rejected on the 20th.
  let avant: TestApp;
  beforeAll(async () => {
    avant = t;
    t = await makeTestApp({ now: "2027-01-20T10:00:00Z", confirme: true });
    nouveau = await bailEnTiersPayant("2222222", 601, "Nouveau", 1);
    await terme(nouveau, "2027-01-01");
    const p = await t.call("POST", `/api/Dossier/${nouveau}/paiements`, "user", {
      date: "2027-01-05",
      mode: "Virement",
      montant: "451",
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    expect(await impayes()).toEqual([]);
    const rejet = await t.call("POST", `/api/Paiement/${p.body.paiement.id}/annuler`, "user", {
      motif: "Virement rejeté",
    });
    expect(rejet.status, JSON.stringify(rejet.body)).toBe(200);
  });
  afterAll(() => {
    t.close();
    t = avant;
  });

  it("one on 2027-01-20 above 450 € is to declare by 2027-03-20", async () => {
    const n = (await impayes()).find((i) => i.DossierId === nouveau);
    expect(n).toMatchObject({
      dateConstitution: "2027-01-20",
      dateLimiteDeclaration: "2027-03-20",
      dette: 451,
      regle: expect.stringContaining("2026-84"),
    });
  });
});
