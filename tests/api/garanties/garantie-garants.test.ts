import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";

// The lease's guarantee card said « Aucune » beside a personal guarantor: the guarantors are rows of their own
// (Caution), not a stored guarantee type. The read now names them and calls the guarantee a caution.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

async function bail() {
  const a = await insertAppartement(t);
  const l = await insertLocataire(t);
  return (await ok("POST", "/api/Dossier", valid.Dossier(a.id, l.id), 201)).id as number;
}

describe("the lease's guarantee says what there is", () => {
  it("« aucune » with neither a guarantor nor Visale nor a GLI", async () => {
    const d = await bail();
    const g = await ok("GET", `/api/Dossier/${d}/garantie`);
    expect(g).toMatchObject({ type: "aucune", garants: [] });
  });

  it("a caution, by its guarantors' names, once guarantors are added", async () => {
    const d = await bail();
    await ok("POST", "/api/Caution", { ...valid.Caution(), DossierId: d }, 201);
    await ok(
      "POST",
      "/api/Caution",
      { ...valid.Caution(), prenom: "Marie", nom: "Durand", DossierId: d },
      201,
    );
    const g = await ok("GET", `/api/Dossier/${d}/garantie`);
    expect(g).toMatchObject({ type: "caution", garants: ["Jean Petit", "Marie Durand"] });
  });

  it("Visale stays Visale beside a guarantor, who is still named", async () => {
    const d = await bail();
    await ok("POST", "/api/Caution", { ...valid.Caution(), DossierId: d }, 201);
    const g = await ok("PUT", `/api/Dossier/${d}/garantie`, {
      type: "visale",
      visale: { numeroVisa: "V123456789", dateVisa: "2026-09-15" },
    });
    expect(g).toMatchObject({ type: "visale", garants: ["Jean Petit"] });
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).visale.numeroVisa).toBe("V123456789");
  });
});
