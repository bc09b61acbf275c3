import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json } from "../support/imports";
import { DATE_REPRISE_ARRIERES } from "../support/arrieres-repris";
import { PORTEFEUILLE_AVOIR } from "../support/avoir-repris";

// Issue 74 (ADR 124): a comptable confirms an admin's import from its own screen. It reads the imports' balances
// (who imported them, their totals, who confirmed them and when) and nothing else of the imports.

let t: TestApp;
let id: number;

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z", confirme: true });
  const fichier = await classeur("reprise.xlsx", PORTEFEUILLE_AVOIR);
  id = (
    await json<{ import: { id: number } }>(
      await envoyer(t, [fichier], { dateReprise: DATE_REPRISE_ARRIERES }),
      201,
    )
  ).import.id;
});
afterAll(() => t.close());

describe("the balances of the imports, for the comptable", () => {
  it("the comptable reads the balances waiting, not the imports' list", async () => {
    expect((await t.call("GET", "/api/imports", "comptable")).status).toBe(403);
    expect((await t.call("GET", "/api/imports/soldes", "user")).status).toBe(403);
    const r = await t.call("GET", "/api/imports/soldes", "comptable");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.imports).toEqual([
      {
        id,
        dateReprise: "2026-11-01",
        auteur: "admin@agence.test",
        termineAt: expect.any(String),
        soldes: "a_verifier",
        proprietaires: 500,
        locataires: -150,
        depots: 0,
        soldesConfirmesPar: null,
        soldesConfirmesAt: null,
      },
    ]);
  });

  it("once confirmed, the list says by whom and when", async () => {
    await t.confirm("comptable");
    const c = await t.call("POST", `/api/Import/${id}/confirmer`, "comptable");
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const r = await t.call("GET", "/api/imports/soldes", "admin");
    expect(r.body.imports[0]).toMatchObject({
      soldes: "confirme",
      soldesConfirmesPar: "comptable@agence.test",
      soldesConfirmesAt: "2026-11-28T10:00:00.000Z",
    });
  });
});
