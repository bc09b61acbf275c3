import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST, hostileDossier } from "../support/document-fixtures";

// Issue 42 item 5: the guarantor's maximum and duration as fields (C. civ. art. 2297), euros at the API, printed on
// the deed in figures and in words, in the handwritten mention too.

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

describe("Caution: montantMaximum and dureeEngagement", () => {
  it("are saved in euros and months, and refused in French when they do not hold", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const bad = await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      montantMaximum: -5,
      dureeEngagement: 2.5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.montantMaximum).toBe("Ce montant ne peut pas être négatif.");
    expect(bad.body.error.fields.dureeEngagement).toBe("Ce champ doit être un nombre entier.");
    const zero = await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      montantMaximum: 0,
      dureeEngagement: 121,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields).toEqual({
      montantMaximum: "Le montant maximum de l'engagement doit être supérieur à zéro.",
      dureeEngagement: "La durée de l'engagement est un nombre entier de mois, de 1 à 120.",
    });
    const ok = await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      montantMaximum: "20 000,50",
      dureeEngagement: "36",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ montantMaximum: 20000.5, dureeEngagement: 36 });
    const read = await t.call("GET", `/api/Caution/${f.caution.id}`, "user");
    expect(read.body).toMatchObject({ montantMaximum: 20000.5, dureeEngagement: 36 });
    // Emptied: back to the lease's figures.
    const cleared = await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      montantMaximum: "",
      dureeEngagement: null,
    });
    expect(cleared.body).toMatchObject({ montantMaximum: null, dureeEngagement: null });
  });

  it("the deed prints both in figures and words, in its fields and in the mention of art. 2297", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const put = await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      montantMaximum: 20000,
      dureeEngagement: 36,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const pdf = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    keepForReview("acte-cautionnement-convenu", pdf.bytes);
    expectSays(
      pdf.text,
      "36 (trente-six) mois, du 1er décembre 2026 au 30 novembre 2029, soit la durée convenue avec la caution",
      "20 000,00 € (vingt mille euros)",
      "Le montant maximum est celui convenu avec la caution",
      "dans la limite de la somme de vingt mille euros (20 000,00 €) en principal et accessoires",
      "pour une durée de 36 (trente-six) mois, du 1er décembre 2026 au 30 novembre 2029",
    );
    expect(pdf.text).not.toMatch(/56 538|correspond à 36 mois/);
    expectNoMissingValues(pdf.text);
  });
});
