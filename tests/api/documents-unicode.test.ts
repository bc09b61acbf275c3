// Issue 25: names outside WinAnsi print as typed in every kind of document (the standard fonts printed
// "Nguyen-Béranger"): owner, tenant and guarantor are "Nguyễn-Béranger", each document is read back with pdftotext.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectSays, generate } from "../support/pdf";
import { fetchDocument, pdfText } from "../support/quitances";
import { create, valid } from "../support/factories";
import { hostileEtatLieux } from "../support/document-fixtures";
import { diagnosticsDuBail } from "../support/diagnostics";

const NOM = "Nguyễn-Béranger";
/** A document with its fonts subset stays well under this (the fonts whole are ~250 kB by themselves). */
const SUBSET_MAX = 80_000;
let t: TestApp;
const ids: Record<string, number> = {};
/** One lease per kind, with its own tenant (one dossier per tenant). */
const leases: Record<string, number> = {};

async function linked(path: string) {
  expect((await t.call("PUT", path, "admin")).status).toBeLessThan(300);
}

beforeAll(async () => {
  t = await makeTestApp();
  const owner = await create(t, "Client", { ...valid.Client(), nom: NOM, prenom: "Thị Hương" });
  const a = await create(t, "Appartement", { ...valid.Appartement(), surface: 30 });
  await linked(`/api/Appartement/${a.id}/owner/add/${owner.id}`);
  for (const typeBail of ["nu", "meublé", "étudiant", "mobilité"]) {
    const l = await create(t, "Locataire", { ...valid.Locataire(), nom: NOM, prenom: "Văn Đức" });
    const d = await create(t, "Dossier", {
      ...valid.Dossier(a.id, l.id),
      typeBail,
      dateFinBail: typeBail === "mobilité" ? "2026-06-30" : null,
      motifMobilite: typeBail === "mobilité" ? "études supérieures" : null,
      depotGarantie: typeBail === "mobilité" ? 0 : 850,
    });
    leases[typeBail] = d.id;
  }
  const d = leases.nu!;
  const caution = await create(t, "Caution", {
    DossierId: d,
    titre: "Madame",
    nom: NOM,
    prenom: "Lê",
    mobile: "0611223344",
    mail: "le@example.fr",
  });
  const etat = await hostileEtatLieux(t, a.id, { date: "2026-01-01", sol: "Parquet" });
  const sortie = await hostileEtatLieux(t, a.id, { date: "2026-12-31", sol: "Parquet" });
  expect(
    (await t.call("PUT", `/api/Dossier/${d}`, "admin", { etatIn: etat.id, etatOut: sortie.id }))
      .status,
  ).toBe(200);
  const mission = await create(t, "Mission", valid.Mission());
  await linked(`/api/Mission/${mission.id}/client/add/${owner.id}`);
  await linked(`/api/Mission/${mission.id}/appartement/add/${a.id}`);
  const intendance = await create(t, "Intendance", valid.Intendance(a.id));
  const term = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-11-01" });
  expect(term.status, JSON.stringify(term.body)).toBe(201);
  Object.assign(ids, {
    a: a.id,
    d,
    caution: caution.id,
    mission: mission.id,
    intendance: intendance.id,
    term: term.body.id,
    owner: owner.id,
  });
});
afterAll(() => t.close());

describe(`"${NOM}" in every document`, () => {
  it.each([
    ["the entry inventory", () => `/api/Dossier/${ids.d}/etatIn/generate`],
    ["the exit inventory", () => `/api/Dossier/${ids.d}/etatOut/generate`],
    // The mailbox labels print the name in capitals.
    [
      "the tenant's labels",
      () => `/api/Dossier/${ids.d}/etiquetteLocataire/generate`,
      "NGUYỄN-BÉRANGER",
    ],
    ["the guarantor's label", () => `/api/Dossier/etiquetteCaution/${ids.caution}/generate`],
    [
      "the guarantor's deed",
      () => `/api/Dossier/${ids.d}/acteCautionnement/${ids.caution}/generate`,
    ],
    ["the furniture inventory", () => `/api/Dossier/inventaireMobilier/${ids.a}/generate`],
    ["the mission order", () => `/api/Mission/${ids.mission}/ordreMission/generate`],
    [
      "the caretaking order",
      () => `/api/Appartement/${ids.a}/ordreMissionIntendance/${ids.intendance}/generate`,
    ],
    ["the account statement", () => `/api/Dossier/${ids.d}/releveCompte/generate`],
    ["the formal notice", () => `/api/Dossier/${ids.d}/miseEnDemeure/generate`],
    ["the payment attestation", () => `/api/Dossier/${ids.d}/attestationPaiement/generate`],
    [
      "the compte-rendu de gérance",
      () => `/api/Client/${ids.owner}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
    ],
    [
      "the tax summary (2044)",
      () => `/api/Client/${ids.owner}/revenusFonciers/generate?annee=2026`,
    ],
  ])("%s", async (_, path, name = NOM) => {
    const pdf = await generate(t, path());
    expectSays(pdf.text, name);
    // Its fonts are subsets of what it prints: both DejaVu fonts whole made every document weigh 250 kB and more.
    expect(pdf.bytes.length).toBeLessThan(SUBSET_MAX);
  });

  it.each(["nu", "meublé", "étudiant", "mobilité"])("the lease (%s)", async (kind) => {
    await diagnosticsDuBail(t, Number(leases[kind]));
    const pdf = await generate(t, `/api/Dossier/${leases[kind]}/contratLocation/generate`);
    expectSays(pdf.text, NOM);
    expect(pdf.bytes.length).toBeLessThan(SUBSET_MAX);
  });

  it("the rent call, the receipt once paid, and the annual receipt", async () => {
    const text = async () => {
      const r = await t.call("GET", `/api/Quitance/${ids.term}/generate`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return pdfText(await fetchDocument(t, r.body.generated));
    };
    expect(await text()).toMatch(/Avis d'échéance/);
    expect(await text()).toContain(NOM);
    const paid = await t.call("GET", `/api/Quitance/switchState/true/${ids.term}`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const receipt = await text();
    expect(receipt).toMatch(/Quittance de loyer/);
    expect(receipt).toContain(NOM);
    expectSays((await generate(t, `/api/Quitance/${ids.a}/generate/2026`)).text, NOM);
  });
});
