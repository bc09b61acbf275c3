import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { semerPortefeuille } from "../support/portefeuille-seme";
import { makeTestApp, type TestApp } from "../support/test-app";

// Issue 61, item 6's round trip: an agency's portfolio exported, imported into an empty agency, exported again on the
// same day gives the same workbook's records and balances (the references kept by the import, so the second export
// names every record as the first did), and the trust-account check of both agencies agrees.

const JOUR = "2026-01-31";
let depart: TestApp;
let arrivee: TestApp;

async function exporter(t: TestApp) {
  const r = await t.call("GET", `/api/exports/portefeuille.xlsx?date=${JOUR}`, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.bytes;
}

/** The records of each sheet as the import reads them, without their row numbers. */
async function lus(bytes: Uint8Array) {
  const v = verifierImport(await lireClasseur(bytes), JOUR);
  expect(v.erreurs).toEqual([]);
  return Object.fromEntries(Object.entries(v.lus).map(([f, rs]) => [f, rs.map((r) => r.champs)]));
}

describe("the portfolio's round trip", () => {
  let fichier: Uint8Array;
  beforeAll(async () => {
    depart = await makeTestApp({ confirme: true });
    await semerPortefeuille(depart);
    // Imported ahead of its cut-over month: the file's balances at 31/01 already hold January's term, which an
    // import once January has begun would call again (ADR 080: such balances go with a cut-over of 01/02; ADR 112).
    arrivee = await makeTestApp({ confirme: true, now: "2025-12-31T10:00:00Z" });
    fichier = await exporter(depart);
  });
  afterAll(() => Promise.all([depart.close(), arrivee.close()]));

  it("imported into an empty agency, gives the same owners, apartments, tenants, leases and guarantors", async () => {
    const form = new FormData();
    form.append("fichier", new File([new Uint8Array(fichier)], `portefeuille-${JOUR}.xlsx`));
    form.append("dateReprise", JOUR);
    const essai = await arrivee.call("POST", "/api/imports?essai=1", "admin", form);
    expect(essai.status, JSON.stringify(essai.body)).toBe(200);
    expect(essai.body.erreurs).toEqual([]);
    const r = await arrivee.call("POST", "/api/imports", "admin", form);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.import.crees).toMatchObject({
      Proprietaires: 2,
      Appartements: 2,
      Locataires: 3,
      Baux: 2,
      Garants: 1,
    });
    const { Soldes: _a, ...avant } = await lus(fichier);
    const { Soldes: _b, ...apres } = await lus(await exporter(arrivee));
    // A lease without end date comes back with its current term (issue 74: computed from its start and kind).
    for (const [i, b] of (avant.Baux ?? []).entries())
      if (b.dateFinBail === null) {
        expect(apres.Baux?.[i]?.dateFinBail).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        b.dateFinBail = apres.Baux?.[i]?.dateFinBail ?? null;
      }
    expect(apres).toEqual(avant);
  });

  it("gives the same balances, and the same trust-account check", async () => {
    expect((await lus(await exporter(arrivee))).Soldes).toEqual((await lus(fichier)).Soldes);
    const sequestre = async (t: TestApp) => {
      const s = await t.call("GET", `/api/sequestre?au=${JOUR}`, "admin");
      return {
        mandants: s.body.soldesMandants,
        depots: s.body.depotsDetenus,
        credits: s.body.creditsLocataires,
      };
    };
    // Issue 74 item 4 (ADR 113): the balances count once a second person (here the comptable) confirms them.
    const id = (await arrivee.call("GET", "/api/imports", "admin")).body.imports[0].id;
    await arrivee.confirm("comptable");
    expect((await arrivee.call("POST", `/api/Import/${id}/confirmer`, "comptable")).status).toBe(
      200,
    );
    expect(await sequestre(arrivee)).toEqual(await sequestre(depart));
  });
});
