// Issue 23: the guarantee's kind (cautionSolidaire) as the deed prints it, and a furnished lease refused while the
// apartment's saved furniture list lacks an item of décret n° 2015-981.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { insertAppartement, insertLocataire, valid } from "../support/factories";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST, hostileDossier } from "../support/document-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

describe("Caution.cautionSolidaire", () => {
  it("as entered, simple when not said (issue 39); false is a simple guarantee whose deed keeps the benefits of discussion and division", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    expect(f.caution.cautionSolidaire).toBe(true);
    const sansChoix = await t.call("POST", "/api/Caution", "user", {
      DossierId: f.dossier.id,
      nom: "Garant",
      prenom: "Paul",
      mobile: "0611223344",
      mail: "paul@example.fr",
    });
    expect(sansChoix.status, JSON.stringify(sansChoix.body)).toBe(201);
    expect(sansChoix.body.cautionSolidaire).toBe(false);
    const put = await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", {
      cautionSolidaire: false,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.cautionSolidaire).toBe(false);
    const pdf = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    keepForReview("acte-cautionnement-simple", pdf.bytes);
    expectSays(
      pdf.text,
      "Acte de cautionnement",
      "Cautionnement simple : la caution conserve les bénéfices de discussion et de division",
      "m'engage en qualité de caution à payer au bailleur ce que lui doit",
      "en cas de défaillance de sa part",
      "à peine de nullité de son engagement (article 2297 du code civil)",
    );
    expect(pdf.text).not.toMatch(/caution solidaire|renonçant|cautionnement solidaire/i);
    expectNoMissingValues(pdf.text);
    expect(
      expectFieldError(
        await t.call("PUT", `/api/Caution/${f.caution.id}`, "user", { cautionSolidaire: "oui" }),
        "cautionSolidaire",
      ),
    ).toBe("Ce champ doit valoir vrai ou faux.");
  });
});

describe("a furnished lease needs the minimum furniture (décret 2015-981)", () => {
  const mobilier = (id: number) => `/api/Appartement/${id}/mobilier`;
  const bail = (appartementId: number, locataireId: number, typeBail: string) =>
    t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(appartementId, locataireId),
      typeBail,
      depotGarantie: 850,
    });

  it("an unsaved list is the pre-filled minimum; a saved list without the oven or with no fridge is refused", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const ok = await bail(a.id, l.id, "meublé");
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);

    const proposees = (await t.call("GET", mobilier(a.id), "user")).body.data;
    const lignes = proposees
      .filter((x: { elementObligatoire: string }) => x.elementObligatoire !== "four")
      .map((x: { elementObligatoire: string }) =>
        x.elementObligatoire === "froid" ? { ...x, quantite: 0 } : x,
      );
    expect((await t.call("PUT", mobilier(a.id), "user", { lignes })).status).toBe(200);
    const l2 = await insertLocataire(t);
    for (const type of ["meublé", "étudiant", "mobilité"]) {
      const r = await t.call("POST", "/api/Dossier", "user", {
        ...valid.Dossier(a.id, l2.id),
        typeBail: type,
        depotGarantie: 0,
        ...(type === "mobilité"
          ? { dateFinBail: "2026-06-30", dateDebutBail: "2026-01-01", motifMobilite: "stage" }
          : {}),
      });
      expect(expectFieldError(r, "typeBail")).toMatch(
        /^Un bail meublé exige le mobilier minimum du décret n° 2015-981 : complétez l'inventaire du mobilier de l'appartement \(manque : .*Four.*\)\.$/,
      );
      expect(r.body.error.fields.typeBail).toMatch(/Réfrigérateur/);
    }
    // An unfurnished lease does not need it; made furnished, it is refused.
    const nu = await bail(a.id, l2.id, "nu");
    expect(nu.status).toBe(201);
    const put = await t.call("PUT", `/api/Dossier/${nu.body.id}`, "user", { typeBail: "meublé" });
    expect(expectFieldError(put, "typeBail")).toMatch(/manque : .*Four/);
    // The furnished lease signed before the list changed keeps its other edits.
    const edit = await t.call("PUT", `/api/Dossier/${ok.body.id}`, "user", {
      lieuSignature: "Lyon",
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  });
});
