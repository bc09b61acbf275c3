import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { insertDossier, valid } from "../support/factories";

// The dossier's Cautions tab (spec 2) as the web drives it: POST /Caution, PUT /Dossier/{id}/caution/add/{cautionId}
// (spec 7), PUT /Caution/{id} to edit, DELETE /Caution/{id} to remove; every field of spec 3, spec 5's required ones.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const FULL = {
  titre: "Madame",
  nom: "Bernard",
  prenom: "Claire",
  lieuNaissance: "Nantes",
  naissance: "1961-04-12",
  adresse: "5 quai de la Fosse",
  ville: "Nantes",
  cp: "44000",
  mail: "claire.bernard@example.fr",
  mobile: "0677889900",
  dateCautionSolidaire: "2026-01-02",
  retourCautionSolidaire: "2026-01-10",
  signatureCautionSolidaire: "2026-01-09",
  complement: "Mère de la locataire",
};

describe("a dossier's guarantors", () => {
  it("creates one with every field, links it, edits it and removes it", async () => {
    const d = await insertDossier(t);
    const c = await t.call("POST", "/api/Caution", "user", FULL);
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ ...FULL, DossierId: null, acteCautionnementSigned: null });
    const linked = await t.call("PUT", `/api/Dossier/${d.id}/caution/add/${c.body.id}`, "user");
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      dossier: { id: d.id },
      caution: { id: c.body.id, DossierId: d.id },
    });
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.Cautions).toEqual([
      expect.objectContaining({ ...FULL, id: c.body.id }),
    ]);

    const edited = await t.call("PUT", `/api/Caution/${c.body.id}`, "user", {
      mobile: "0600000000",
      complement: null,
    });
    expect(edited.body).toMatchObject({
      ...FULL,
      mobile: "0600000000",
      complement: null,
      DossierId: d.id,
    });

    const second = await t.call("POST", "/api/Caution", "user", valid.Caution());
    await t.call("PUT", `/api/Dossier/${d.id}/caution/add/${second.body.id}`, "user");
    expect(
      (await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.Cautions.map((x: any) => x.id),
    ).toEqual([c.body.id, second.body.id]);

    expect((await t.call("DELETE", `/api/Caution/${c.body.id}`, "user")).status).toBe(403);
    expect((await t.call("DELETE", `/api/Caution/${c.body.id}`, "user_delete")).status).toBe(204);
    expect(
      (await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.Cautions.map((x: any) => x.id),
    ).toEqual([second.body.id]);
  });

  it("requires nom, prenom, mobile and mail, with French messages", async () => {
    const r = await t.call("POST", "/api/Caution", "user", { titre: "Monsieur" });
    expectError(r, 400);
    expect(r.body.error.fields).toMatchObject({
      nom: "Ce champ est obligatoire.",
      prenom: "Ce champ est obligatoire.",
      mobile: "Ce champ est obligatoire.",
      mail: "Ce champ est obligatoire.",
    });
    const bad = await t.call("POST", "/api/Caution", "user", {
      ...valid.Caution(),
      mail: "claire@",
      naissance: "12/04/1961",
    });
    expect(bad.body.error.fields).toEqual({
      mail: "Adresse e-mail invalide.",
      naissance: "Date invalide (format attendu AAAA-MM-JJ).",
    });
  });

  it("linking to an unknown dossier or guarantor is 404", async () => {
    const d = await insertDossier(t);
    const c = await t.call("POST", "/api/Caution", "user", valid.Caution());
    expectError(await t.call("PUT", `/api/Dossier/999999/caution/add/${c.body.id}`, "user"), 404);
    expectError(await t.call("PUT", `/api/Dossier/${d.id}/caution/add/999999`, "user"), 404);
  });
});
