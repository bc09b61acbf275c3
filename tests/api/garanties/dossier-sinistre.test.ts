import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, valid } from "../../support/factories";
import { diagnosticsDuBail } from "../../support/diagnostics";
import { hostileEtatLieux } from "../../support/document-fixtures";
import { download, form, PDF } from "../../support/http";
import { expectNoMissingValues, expectSays, readPdf } from "../../support/pdf";
import { makeTestApp, type TestApp } from "../../support/test-app";

// Issue 78 items 3 and 4 (ADR 130): the claim's letters made from the lease, the tenant's own debt (the housing aid
// awaited out of it, Visale's formal notice by registered mail), and the claim file: a zip of every piece an
// insurer or Visale asks, each entry a valid PDF saying what it is.
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
const linked = (path: string) => ok("PUT", path);

/** A lease of 850 € a month with a mandate, an entry inventory, a tenant's file and two unpaid terms. */
async function bail(garantie: Record<string, unknown>) {
  const owner = await create(t, "Client", { ...valid.Client(), nom: "Bailleur" });
  const a = await create(t, "Appartement", { ...valid.Appartement(), surface: 30 });
  await linked(`/api/Appartement/${a.id}/owner/add/${owner.id}`);
  const l = await create(t, "Locataire", { ...valid.Locataire(), nom: "Sinistré", prenom: "Léon" });
  const d = (
    await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
      ...valid.Dossier(a.id, l.id),
      dateEntree: "2026-10-01",
      dateDebutBail: "2026-10-01",
      dateCreationBail: "2026-09-20",
      jourQuitance: 1,
      loyerHC: 800,
      loyerCharge: 50,
      depotGarantie: 800,
    })
  ).dossier.id as number;
  await diagnosticsDuBail(t, d);
  const etat = await hostileEtatLieux(t, a.id, { date: "2026-10-01", sol: "Parquet" });
  await ok("PUT", `/api/Dossier/${d}`, { etatIn: etat.id });
  const mission = await create(t, "Mission", valid.Mission());
  await linked(`/api/Mission/${mission.id}/client/add/${owner.id}`);
  await linked(`/api/Mission/${mission.id}/appartement/add/${a.id}`);
  const f = await ok(
    "POST",
    "/api/Fichier",
    form({
      nom: "Bulletin de salaire",
      file: { bytes: PDF, name: "p.pdf", type: "application/pdf" },
    }),
    201,
  );
  await linked(`/api/Locataire/${l.id}/fichier/add/${f.id}`);
  await ok("PUT", `/api/Dossier/${d}/garantie`, garantie);
  const termes: number[] = [];
  for (const date of ["2026-11-01", "2026-12-01"]) {
    const q = await ok("POST", `/api/Quitance/generate/${d}`, { date }, 201);
    await ok("GET", `/api/Quitance/switchState/false/${q.id}`);
    termes.push(q.id);
  }
  return { d, termes };
}

const lettre = async (d: number, etape: string) => {
  const r = await download(t, `/api/Dossier/${d}/sinistre/lettre?etape=${etape}`);
  expect(r.status, new TextDecoder().decode(r.bytes)).toBe(200);
  expect(r.headers.get("content-type")).toBe("application/pdf");
  return readPdf(r.bytes).text;
};

describe("the claim's letters (GET /api/Dossier/{id}/sinistre/lettre)", () => {
  it("a GLI's reminder and formal notice claim the tenant's debt, net of the housing aid awaited", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "L1", taux: 3 },
      201,
    );
    const { d } = await bail({ type: "gli", gli: { ContratGliId: c.id } });
    // 200 € of aid in tiers payant awaited for December: the tenant owes 850 + 650 = 1 500 €.
    await ok("PUT", `/api/Dossier/${d}/aideLogement`, {
      organisme: "CAF",
      numeroAllocataire: "1234567",
      type: "APL",
      tiersPayant: true,
      montantMensuel: 200,
      depuis: "2026-12-01",
    });
    const relance = await lettre(d, "relance");
    expectSays(relance, "Relance du locataire", "Sinistré");
    expectNoMissingValues(relance);
    const mise = await lettre(d, "mise_en_demeure");
    expectSays(mise, "Mise en demeure de payer", "1 500,00 €");
    // The rent due (1 700 €) is printed in its column since ADR 131, but what is claimed is the tenant's own 1 500 €.
    expectSays(mise, "total restant dû de 1 500,00 €");
    expect(mise).not.toContain("restant dû de 1 700,00");
    expect(mise).not.toContain("cautionnement Visale");
  });

  it("Visale's formal notice says it goes by registered mail with acknowledgement of receipt", async () => {
    const { d } = await bail({
      type: "visale",
      visale: { numeroVisa: "V123456789", dateVisa: "2026-09-01" },
    });
    expectSays(
      await lettre(d, "mise_en_demeure"),
      "Lettre recommandée avec avis de réception, adressée dans le cadre du cautionnement Visale",
      "1 700,00 €",
    );
  });

  it("refuses a bad step (400), an unknown lease (404) and a lease with no guarantee (409)", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "L2", taux: 3 },
      201,
    );
    const { d } = await bail({ type: "gli", gli: { ContratGliId: c.id } });
    expect((await t.call("GET", `/api/Dossier/${d}/sinistre/lettre?etape=fin`)).status).toBe(400);
    expect((await t.call("GET", "/api/Dossier/999999/sinistre/lettre?etape=relance")).status).toBe(
      404,
    );
    const { d: sans } = await bail({ type: "aucune" });
    const r = await t.call("GET", `/api/Dossier/${sans}/sinistre/lettre?etape=relance`);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/aucune garantie des loyers/);
  });
});

describe("the claim file (GET /api/Dossier/{id}/sinistre/dossier.zip)", () => {
  it("holds the lease, the inventory, the statement, the letters sent, the mandate, the tenant's file and Visale's sheet", async () => {
    const { d, termes } = await bail({
      type: "visale",
      visale: { numeroVisa: "V987654321", dateVisa: "2026-09-01" },
    });
    await ok(
      "POST",
      `/api/Dossier/${d}/sinistre/etapes`,
      { QuitanceId: termes[1], etape: "visale_mise_en_demeure" },
      201,
    );
    const r = await download(t, `/api/Dossier/${d}/sinistre/dossier.zip`);
    expect(r.status, new TextDecoder().decode(r.bytes)).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/zip");
    const zip = unzipSync(r.bytes);
    expect(Object.keys(zip)).toEqual([
      "01 Contrat de location.pdf",
      "02 État des lieux d'entrée.pdf",
      "03 Relevé de compte du locataire.pdf",
      "05 Mise en demeure - Léon Sinistré.pdf",
      "06 Mandat de gestion.pdf",
      "07-pieces-du-locataire/Bulletin de salaire",
      "08 Déclaration Visale.pdf",
    ]);
    const texte = (nom: string) => readPdf(zip[nom] as Uint8Array).text;
    expectSays(texte("01 Contrat de location.pdf"), "Garantie Visale");
    expectSays(texte("02 État des lieux d'entrée.pdf"), "État des lieux");
    expectSays(texte("03 Relevé de compte du locataire.pdf"), "Relevé de compte");
    expectSays(texte("05 Mise en demeure - Léon Sinistré.pdf"), "cautionnement Visale");
    expectSays(texte("06 Mandat de gestion.pdf"), "mission");
    expect(zip["07-pieces-du-locataire/Bulletin de salaire"]).toEqual(PDF);
    expectSays(
      texte("08 Déclaration Visale.pdf"),
      "Numéro de visa V987654321",
      "Impayé constitué le 01/12/2026",
      "Impayé, aides déduites 1 700,00 €",
    );
  });

  it("is 409 for a lease with no guarantee, 404 for an unknown lease", async () => {
    const { d } = await bail({ type: "caution" });
    const r = await t.call("GET", `/api/Dossier/${d}/sinistre/dossier.zip`);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/aucune garantie des loyers/);
    expect((await t.call("GET", "/api/Dossier/999999/sinistre/dossier.zip")).status).toBe(404);
  });
});

describe("the lease's claim steps (GET /api/Dossier/{id}/sinistre)", () => {
  it("lists each step with its last day and state: done with its day, missed, to do", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur", numeroContrat: "E1", taux: 3 },
      201,
    );
    const { d, termes } = await bail({ type: "gli", gli: { ContratGliId: c.id } });
    await ok(
      "POST",
      `/api/Dossier/${d}/sinistre/etapes`,
      { QuitanceId: termes[0], etape: "gli_relance", date: "2026-11-15" },
      201,
    );
    const s = await ok("GET", `/api/Dossier/${d}/sinistre`);
    expect(s.type).toBe("gli");
    expect(
      s.etapes.map(
        (e: {
          mois: string;
          etape: string;
          date: string;
          etat: string;
          faiteLe: string | null;
        }) => [e.mois, e.etape, e.date, e.etat, e.faiteLe],
      ),
    ).toEqual([
      ["2026-11", "gli_relance", "2026-11-21", "faite", "2026-11-15"],
      ["2026-11", "gli_mise_en_demeure", "2026-12-06", "expiree", null],
      ["2026-11", "gli_declaration", "2026-12-11", "expiree", null],
      ["2026-12", "gli_relance", "2026-12-21", "a_faire", null],
      ["2026-12", "gli_mise_en_demeure", "2027-01-05", "a_faire", null],
      ["2026-12", "gli_declaration", "2027-01-10", "a_faire", null],
    ]);
    const { d: sans } = await bail({ type: "aucune" });
    expect((await t.call("GET", `/api/Dossier/${sans}/sinistre`)).status).toBe(409);
  });
});
