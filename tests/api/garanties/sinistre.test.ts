import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSays, generate } from "../../support/pdf";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertClient, insertLocataire, valid } from "../../support/factories";
import { ajouterProprietaire } from "../../support/quotes-parts";

// Issue 78 item 3 (ADR 118): each unpaid term of a lease under a GLI gives the contract's three dates, a lease under
// Visale the formal notice's and the declaration's from the day the unpaid rent is constituted; a step done leaves
// the calendar, a step missed is « expire » with « couverture menacée ».
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-12-20T10:00:00Z" });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

async function bailSous(garantie: Record<string, unknown>, mois: string[]) {
  const a = await insertAppartement(t);
  const c = await insertClient(t);
  await ajouterProprietaire(t, a.id, c.id, "admin");
  const l = await insertLocataire(t);
  const r = await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2026-10-01",
    dateDebutBail: "2026-10-01",
    dateCreationBail: "2026-09-20",
    jourQuitance: 1,
    loyerHC: 800,
    loyerCharge: 50,
    depotGarantie: 800,
  });
  const d = r.dossier.id as number;
  await ok("PUT", `/api/Dossier/${d}/garantie`, garantie);
  const termes: number[] = [];
  for (const m of mois)
    termes.push((await ok("POST", `/api/Quitance/generate/${d}`, { date: `${m}-01` }, 201)).id);
  return { d, termes };
}

const itemsDe = async (d: number) =>
  (await ok("GET", "/api/echeances?du=2026-01-01")).data.filter(
    (e: { DossierId?: number; type: string }) => e.DossierId === d && /^(gli|visale)_/.test(e.type),
  );

describe("claim clocks in GET /api/echeances", () => {
  it("gives a GLI's three dates from the unpaid term by the contract's delays, missed ones threatening the cover", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "C1", taux: 3 },
      201,
    );
    const { d, termes } = await bailSous({ type: "gli", gli: { ContratGliId: c.id } }, ["2026-12"]);
    const items = await itemsDe(d);
    expect(items.map((e: { type: string; date: string }) => [e.type, e.date])).toEqual([
      ["gli_relance", "2026-12-21"],
      ["gli_mise_en_demeure", "2027-01-05"],
      ["gli_declaration", "2027-01-10"],
    ]);
    expect(items[0].niveau).toBe("bientot");
    // Recorded: the reminder leaves the calendar.
    await ok(
      "POST",
      `/api/Dossier/${d}/sinistre/etapes`,
      { QuitanceId: termes[0], etape: "gli_relance" },
      201,
    );
    expect((await itemsDe(d)).map((e: { type: string }) => e.type)).toEqual([
      "gli_mise_en_demeure",
      "gli_declaration",
    ]);
    const deux = await t.call("POST", `/api/Dossier/${d}/sinistre/etapes`, "admin", {
      QuitanceId: termes[0],
      etape: "gli_relance",
    });
    expect(deux.status).toBe(409);
  });

  it("turns a missed GLI step « expire » with « couverture menacée »", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "C2", taux: 3 },
      201,
    );
    const { d } = await bailSous({ type: "gli", gli: { ContratGliId: c.id } }, ["2026-10"]);
    const items = await itemsDe(d);
    expect(items.map((e: { date: string }) => e.date)).toEqual([
      "2026-10-21",
      "2026-11-05",
      "2026-11-10",
    ]);
    for (const e of items) {
      expect(e.niveau).toBe("expire");
      expect(e.libelle).toContain("couverture menacée");
    }
  });

  it("gives no step for a term due before the GLI's adhesion: no cover was threatened", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "C2-ADH", taux: 3 },
      201,
    );
    // October unpaid, the GLI joined on 10/11: only November's term is a claim.
    const { d } = await bailSous(
      { type: "gli", gli: { ContratGliId: c.id, dateAdhesion: "2026-11-10" } },
      ["2026-10", "2026-11"],
    );
    expect((await itemsDe(d)).map((e: { date: string }) => e.date)).toEqual([
      "2026-11-21",
      "2026-12-06",
      "2026-12-11",
    ]);
    expect(
      (await ok("GET", `/api/Dossier/${d}/sinistre`)).etapes.map((e: { date: string }) => e.date),
    ).toEqual(["2026-11-21", "2026-12-06", "2026-12-11"]);
  });

  it("gives Visale's two dates from the second unpaid term", async () => {
    const { d, termes } = await bailSous(
      { type: "visale", visale: { numeroVisa: "V123456", dateVisa: "2026-09-15" } },
      ["2026-10", "2026-11"],
    );
    const items = await itemsDe(d);
    expect(items.map((e: { type: string; date: string }) => [e.type, e.date])).toEqual([
      ["visale_mise_en_demeure", "2026-11-16"],
      ["visale_declaration", "2026-12-01"],
    ]);
    expect(items[0].regle).toMatch(/visale\.fr/);
    // The term by its month in words, as the rest of the product writes it (it read « terme 11/2026 »).
    expect(items[0].libelle).toContain("terme de novembre 2026 impayé de");
    const autre = await t.call("POST", `/api/Dossier/${d}/sinistre/etapes`, "admin", {
      QuitanceId: 999999,
      etape: "visale_declaration",
    });
    expect(autre.status).toBe(404);
    expect(termes).toHaveLength(2);
  });
});

describe("GET /api/Dossier/{id}/sinistre: an unpaid term that is no claim yet", () => {
  it("Visale with one term unpaid: no step, the term, the tenant's debt and the day it can be declared", async () => {
    const { d, termes } = await bailSous(
      { type: "visale", visale: { numeroVisa: "V654321", dateVisa: "2026-09-15" } },
      ["2026-12"],
    );
    const s = await ok("GET", `/api/Dossier/${d}/sinistre`);
    expect(s.etapes).toEqual([]);
    // The card read « Aucun terme impayé : pas d'étape à tenir. » here.
    expect(s.attente).toMatchObject({
      termes: [{ QuitanceId: termes[0], mois: "2026-12", dette: 850 }],
      declarationPossibleLe: "2027-01-01",
    });
    expect(s.attente.libelle.replace(/\s/g, " ")).toBe(
      "1 terme impayé (décembre 2026, 850,00 €) : pas encore un sinistre Visale ; déclaration possible à partir du 01/01/2027 si l'échéance de janvier 2027 reste impayée.",
    );
  });

  it("is null once the claim has its steps, and under a GLI", async () => {
    const visale = await bailSous(
      { type: "visale", visale: { numeroVisa: "V654322", dateVisa: "2026-09-15" } },
      ["2026-11", "2026-12"],
    );
    expect((await ok("GET", `/api/Dossier/${visale.d}/sinistre`)).attente).toBeNull();
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "C-ATT", taux: 3 },
      201,
    );
    const gli = await bailSous({ type: "gli", gli: { ContratGliId: c.id } }, ["2026-12"]);
    expect((await ok("GET", `/api/Dossier/${gli.d}/sinistre`)).attente).toBeNull();
  });
});

describe("GET /api/Dossier/{id}/sinistre: what ends a run, what the cover leaves out", () => {
  it("Visale: a term paid in full between two unpaid ones ends the run, so no claim yet", async () => {
    const { d, termes } = await bailSous(
      { type: "visale", visale: { numeroVisa: "V654323", dateVisa: "2026-09-15" } },
      ["2026-10", "2026-11", "2026-12"],
    );
    await ok("GET", `/api/Quitance/switchState/true/${termes[1]}`);
    const s = await ok("GET", `/api/Dossier/${d}/sinistre`);
    // October and December were counted as two consecutive unpaid terms, November's payment unseen.
    expect(s.etapes).toEqual([]);
    expect(s.attente).toMatchObject({
      termes: [
        { QuitanceId: termes[0], mois: "2026-10" },
        { QuitanceId: termes[2], mois: "2026-12" },
      ],
      declarationPossibleLe: "2027-01-01",
    });
    expect(await itemsDe(d)).toEqual([]);
  });

  it("GLI: unpaid terms only before the adhesion are said, not covered, rather than « none »", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "C-AVANT", taux: 3 },
      201,
    );
    const { d, termes } = await bailSous(
      { type: "gli", gli: { ContratGliId: c.id, dateAdhesion: "2026-12-05" } },
      ["2026-10", "2026-11"],
    );
    const s = await ok("GET", `/api/Dossier/${d}/sinistre`);
    expect(s.etapes).toEqual([]);
    expect(s.avantAdhesion).toMatchObject({
      termes: [
        { QuitanceId: termes[0], mois: "2026-10" },
        { QuitanceId: termes[1], mois: "2026-11" },
      ],
      adhesion: "2026-12-05",
    });
    expect(s.avantAdhesion.libelle).toBe(
      "2 termes impayés antérieurs à l'adhésion du 05/12/2026 (octobre 2026, novembre 2026) : non couverts par la GLI.",
    );
  });

  it("has no terms before the adhesion to say when none is unpaid, nor under Visale", async () => {
    const visale = await bailSous(
      { type: "visale", visale: { numeroVisa: "V654324", dateVisa: "2026-09-15" } },
      ["2026-12"],
    );
    expect((await ok("GET", `/api/Dossier/${visale.d}/sinistre`)).avantAdhesion).toBeNull();
  });
});

describe("POST /api/Dossier/{id}/indemnites: the insurer pays, the debt moves to it", () => {
  it("settles the terms for the owners, leaves the tenant owing the insurer, and ends the claim clocks", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "C3", taux: 3 },
      201,
    );
    const { d } = await bailSous({ type: "gli", gli: { ContratGliId: c.id } }, [
      "2026-10",
      "2026-11",
    ]);
    // 1 700 € of rent and charges unpaid, beside the deposit called at the start.
    const avant = (await ok("GET", `/api/Dossier/${d}/compte`)).solde;
    const trop = await t.call("POST", `/api/Dossier/${d}/indemnites`, "admin", {
      date: "2026-12-15",
      montant: 1700.01,
      organisme: "Assur",
      periodes: ["2026-10", "2026-11"],
    });
    expect(trop.status).toBe(400);
    expect(trop.body.error.fields.montant).toMatch(/dépasser/);
    const r = await ok(
      "POST",
      `/api/Dossier/${d}/indemnites`,
      { date: "2026-12-15", montant: 1700, organisme: "Assur", periodes: ["2026-10", "2026-11"] },
      201,
    );
    expect(r.duAssureur).toBe(1700);
    // The agency's account of the tenant owes nothing on those terms any more; the insurer's claim is apart.
    expect((await ok("GET", `/api/Dossier/${d}/compte`)).solde).toBe(avant - 1700);
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).duAssureur).toBe(1700);
    expect(await itemsDe(d)).toEqual([]);
    // ADR 122: the insurer's payments read « Indemnité Assur » on the tenant's account, never as the tenant's.
    const libelles = (await ok("GET", `/api/Dossier/${d}/compte`)).ecritures
      .filter((e: { credit: number }) => e.credit > 0)
      .map((e: { libelle: string }) => e.libelle);
    expect(libelles).toEqual(["Indemnité Assur (2026-10)", "Indemnité Assur (2026-11)"]);
    // The payment attestation shows them as the insurer's and counts nothing as paid by the tenant.
    const { text } = await generate(t, `/api/Dossier/${d}/attestationPaiement/generate`, "admin");
    expectSays(
      text,
      "octobre 2026 800,00 € 50,00 € 850,00 € 0,00 € 15/12/2026 (850,00 €, Indemnité Assur)",
    );
  });
});
