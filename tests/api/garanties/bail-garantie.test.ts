import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { diagnosticsDuBail } from "../../support/diagnostics";
import { expectSays, generate } from "../../support/pdf";
import { insertAppartement, insertClient, insertLocataire, valid } from "../../support/factories";

// Issue 78 item 3 (ADR 122): the lease PDF names its guarantee, Visale with its visa's number, a GLI with its insurer.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-09-25T10:00:00Z" });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

async function bailSous(garantie: Record<string, unknown>) {
  const a = await insertAppartement(t);
  const c = await insertClient(t);
  await ajouterProprietaire(t, a.id, c.id, "admin");
  const l = await insertLocataire(t);
  const r = await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2026-10-01",
    dateDebutBail: "2026-10-01",
    dateCreationBail: "2026-09-20",
  });
  const d = r.dossier.id as number;
  await ok("PUT", `/api/Dossier/${d}/garantie`, garantie);
  await diagnosticsDuBail(t, d);
  return (await generate(t, `/api/Dossier/${d}/contratLocation/generate`)).text;
}

describe("the lease PDF names its guarantee", () => {
  it("prints the Visale visa's number and date", async () => {
    const text = await bailSous({
      type: "visale",
      visale: { numeroVisa: "V123456789", dateVisa: "2026-09-15" },
    });
    expectSays(text, "Garantie Visale", "Action Logement, visa n° V123456789 du 15/09/2026");
  });

  it("prints the GLI's insurer and contract", async () => {
    const c = await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur Loyers", numeroContrat: "GLI-BAIL", taux: 3 },
      201,
    );
    const text = await bailSous({ type: "gli", gli: { ContratGliId: c.id } });
    expectSays(text, "Assurance loyers impayés (GLI)", "Assur Loyers, contrat n° GLI-BAIL");
  });
});
