import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { AGENCE_TEST } from "../support/document-fixtures";
import { expectNoMissingValues, expectSays, generate } from "../support/pdf";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { expectFieldError } from "../support/http";
import { MSG_MOTIF_MOBILITE } from "../../worker/domain/bail/mobilite";
import { MSG_COMPLEMENT_PASSOIRE, MSG_LOYER_PASSOIRE } from "../../worker/domain/bail/energie";
import { eurosFr } from "../../worker/domain/loyer";
import { diagnosticsDuBail } from "../support/diagnostics";

// Issue 39, items 4 and 5 through the API: classes F and G in zone tendue, the bail mobilité's reason, the student
// lease's nine months, the guarantor printed as entered; each read back from the lease's PDF.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

// Signed in the future: each lease below is a draft, made again from its rows.
const SIGNATURE = {
  dateCreationBail: "2026-12-20",
  dateDebutBail: "2027-01-01",
  dateEntree: "2027-01-01",
};
async function dossier(appartement: Record<string, unknown>, d: Record<string, unknown>) {
  const a = await insertAppartement(t, appartement);
  const l = await insertLocataire(t, {});
  return t.call("POST", "/api/Dossier", "user", {
    ...valid.Dossier(a.id, l.id),
    ...SIGNATURE,
    ...d,
  });
}
const lease = async (id: number) => {
  await diagnosticsDuBail(t, id);
  return generate(t, `/api/Dossier/${id}/contratLocation/generate`);
};
// Class F: the rules of F and G are one, and a class-G dwelling can no longer be let from 2025 (issue 63).
const PARIS_F = { codePostal: "75010", ville: "Paris", classeEnergie: "F", surface: 30 };

describe("classes F and G (loi climat et résilience)", () => {
  it("in zone tendue the new rent may not exceed the previous tenant's (400 with the reason)", async () => {
    const r = await dossier(PARIS_F, {
      loyerHC: 910,
      depotGarantie: 900,
      dernierLoyerPrecedent: 900,
      dateDernierLoyerPrecedent: "2026-11-05",
    });
    const msg = expectFieldError(r, "loyerHC");
    expect(msg).toBe(MSG_LOYER_PASSOIRE("F", eurosFr(90000)));
    expect(msg).toContain("ne peut pas dépasser le dernier loyer du précédent locataire (900,00");
    const ok = await dossier(PARIS_F, {
      loyerHC: 900,
      depotGarantie: 900,
      dernierLoyerPrecedent: 900,
      dateDernierLoyerPrecedent: "2026-11-05",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const pdf = await lease(ok.body.id);
    expectSays(
      pdf.text,
      "Logement classé F au diagnostic de performance énergétique : le loyer ne peut pas être révisé",
    );
    expect(pdf.text).not.toContain("Trimestre de référence de l'IRL");
    expectNoMissingValues(pdf.text);
  });

  it("takes no complément de loyer (400), and the lease never prints « Aucun » for it", async () => {
    const encadrement = { surface: 30, loyerReference: 25, loyerReferenceMajore: 30 };
    const r = await dossier(PARIS_F, {
      loyerHC: 950,
      depotGarantie: 950,
      encadrement: { ...encadrement, caracteristiqueLoyer: "Vue sur la Seine" },
    });
    expect(expectFieldError(r, "encadrement.complementLoyer")).toBe(MSG_COMPLEMENT_PASSOIRE("F"));
    const ok = await dossier(PARIS_F, { loyerHC: 850, depotGarantie: 850, encadrement });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const pdf = await lease(ok.body.id);
    expectSays(pdf.text, "Plafond du loyer de base 900,00 €");
    expect(pdf.text).not.toMatch(/Complément de loyer|Aucun/);
  });
});

describe("lease kinds", () => {
  it("a bail mobilité without its reason is a 400; with it, the lease states it, its term and no deposit", async () => {
    const mob = { typeBail: "mobilité", depotGarantie: 0, dateFinBail: "2027-06-30" };
    expect(expectFieldError(await dossier({}, mob), "motifMobilite")).toBe(MSG_MOTIF_MOBILITE);
    expectFieldError(await dossier({}, { ...mob, motifMobilite: "vacances" }), "motifMobilite");
    const ok = await dossier(
      {},
      { ...mob, motifMobilite: "engagement volontaire dans le cadre d'un service civique" },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.motifMobilite).toBe("engagement volontaire dans le cadre d'un service civique");
    const pdf = await lease(ok.body.id);
    expectSays(
      pdf.text,
      "Bail mobilité",
      "Motif du bail mobilité Engagement volontaire dans le cadre d'un service civique",
      "conclu pour une durée de un à dix mois. Il n'est ni renouvelable ni reconductible",
      "Aucun dépôt de garantie ne peut être exigé",
    );
    expect(pdf.text).not.toMatch(/résidence (secondaire|principale)/);
    expectNoMissingValues(pdf.text);
    // Another kind keeps no reason.
    const put = await t.call("PUT", `/api/Dossier/${ok.body.id}`, "user", {
      typeBail: "meublé",
      depotGarantie: 0,
      dateFinBail: "2027-12-31",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.motifMobilite).toBeNull();
  });

  it("a student lease lasts nine months: any other end date is a 400", async () => {
    const etu = { typeBail: "étudiant", depotGarantie: 1000, loyerHC: 500 };
    expect(
      expectFieldError(await dossier({}, { ...etu, dateFinBail: "2027-12-31" }), "dateFinBail"),
    ).toBe(
      "Un bail étudiant dure neuf mois (article 25-7 de la loi du 6 juillet 1989) : la date de fin doit être le 30/09/2027.",
    );
    const ok = await dossier({}, { ...etu, dateFinBail: "2027-09-30" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expectSays((await lease(ok.body.id)).text, "Neuf mois, jusqu'au 30 septembre 2027");
  });

  it("prints each guarantor as entered: « caution simple » unless entered solidaire", async () => {
    const ok = await dossier({}, { depotGarantie: 850 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const caution = (nom: string, extra = {}) =>
      create(t, "Caution", {
        DossierId: ok.body.id,
        nom,
        prenom: "Jean",
        mobile: "0611223344",
        mail: `${nom.toLowerCase()}@example.fr`,
        ...extra,
      });
    await caution("Simplet");
    await caution("Solide", { cautionSolidaire: true });
    const pdf = await lease(ok.body.id);
    expectSays(
      pdf.text,
      "Caution simple Monsieur Jean Simplet",
      "Caution solidaire Monsieur Jean Solide",
    );
  });
});
