import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";
import { diagnosticsDuBail } from "../../support/diagnostics";
import { expectError } from "../../support/http";

// Issue 75 item 7: a lease under rent control does not print without its reference rents (the law makes them
// mentions of the contract): 409 naming them; with them, it prints.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

// Signed before rent control's experiment ends (24/11/2026, issue 73): under it.
const SIGNATURE = {
  dateCreationBail: "2026-11-15",
  dateDebutBail: "2026-12-01",
  dateEntree: "2026-12-01",
};

async function bailParis(encadrement: Record<string, unknown> | null) {
  const a = await insertAppartement(t, { codePostal: "75011", ville: "Paris" });
  const l = await insertLocataire(t, {});
  const r = await t.call("POST", "/api/Dossier", "user", {
    ...valid.Dossier(a.id, l.id),
    ...SIGNATURE,
    encadrement,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  expect(r.body.soumisEncadrement).toBe(true);
  await diagnosticsDuBail(t, r.body.id);
  return r.body.id as number;
}

describe("a rent-controlled lease's print", () => {
  it("without its reference rents: 409 naming both; with one missing, naming that one", async () => {
    const sans = await t.call(
      "GET",
      `/api/Dossier/${await bailParis(null)}/contratLocation/generate`,
    );
    expectError(sans, 409);
    expect(sans.body.error.message).toBe(
      "Le contrat de location ne peut pas être imprimé : ce bail est soumis à l'encadrement des loyers, renseignez le loyer de référence et le loyer de référence majoré (mentions obligatoires du contrat).",
    );
    const id = await bailParis({ surface: 40, loyerReference: 25.3 });
    const un = await t.call("GET", `/api/Dossier/${id}/contratLocation/generate`);
    expectError(un, 409);
    expect(un.body.error.message).toContain("renseignez le loyer de référence majoré (");
  });

  it("with both, it prints", async () => {
    const id = await bailParis({ surface: 40, loyerReference: 25.3, loyerReferenceMajore: 30.36 });
    const r = await t.call("GET", `/api/Dossier/${id}/contratLocation/generate`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});
