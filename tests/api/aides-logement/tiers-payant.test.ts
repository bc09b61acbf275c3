// Issue 77 items 1 to 3 on the Node entry, on 21 November 2026: a lease with 250 € of aid in tiers payant and a term
// of 700 €: the avis asks the tenant 450 €, the CAF's transfer for three tenants is split and settles each term, the
// same detail sent again pays nothing twice, the aid of November is not arrears before 5 December, and the
// quittance says what the CAF paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { fetchDocument, seedDossier } from "../../support/quitances";
import { expectFieldError } from "../../support/http";
import { readPdf } from "../../support/pdf";

/** The text of a term's document as its reader sees it (the avis, a receipt, the quittance). */
async function documentDuTerme(id: number) {
  const r = await t.call("GET", `/api/Quitance/${id}/generate`, "user");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return readPdf(await fetchDocument(t, r.body.generated));
}

let t: TestApp;
const baux: { id: number; numero: string; aide: string; terme: number }[] = [];

async function bail(numero: string, aide: string, nom: string, date = "2026-11-05") {
  const s = await seedDossier(t, {
    auto: false,
    locataire: { nom },
    dossier: {
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 600,
      dateEntree: "2026-06-01",
      dateDebutBail: "2026-06-01",
    },
  });
  const r = await t.call("PUT", `/api/Dossier/${s.dossier.id}/aideLogement`, "user", {
    organisme: "CAF",
    numeroAllocataire: numero,
    type: "APL",
    tiersPayant: true,
    montantMensuel: aide,
    depuis: "2026-10-01",
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const q = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  baux.push({ id: s.dossier.id, numero, aide, terme: q.body.id });
}
const situation = async (id: number) => {
  const r = await t.call("GET", `/api/Dossier/${id}/aideLogement`, "user");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const DETAIL = [
  "N° allocataire;Nom;Mois;Montant",
  "1234567;DURAND Marie;11/2026;250,00",
  "2345678;MARTIN Paul;11/2026;280,00",
  "3456789;PETIT Léa;11/2026;200,00",
  "9999999;INCONNU Jean;11/2026;120,00",
].join("\n");

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  await bail("1234567", "250,00", "Durand");
  await bail("2345678", "300", "Martin");
  await bail("3456789", "200", "Petit");
});
afterAll(() => t.close());

describe("the aid on the lease", () => {
  it("shows the aid in force, its history, and the term's aid as a payer line of its own", async () => {
    const s = await situation(baux[0]!.id);
    expect(s.aide).toMatchObject({
      organisme: "CAF",
      numeroAllocataire: "1234567",
      montantMensuel: 250,
    });
    expect(s.termes).toEqual([
      expect.objectContaining({
        mois: "2026-11",
        du: 700,
        aideAttendue: 250,
        partLocataire: 450,
        excedent: 0,
      }),
    ]);
  });

  it("the avis d'échéance asks the tenant for 450 € only", async () => {
    const pdf = await documentDuTerme(baux[0]!.terme);
    expect(pdf.text).toContain("Aide au logement versée par la CAF (tiers payant) -250,00 €");
    expect(pdf.text).toContain("Reste à votre charge 450,00 €");
    expect(pdf.text).toMatch(/Montant à régler pour la période .* : 450,00 €/);
  });

  it("an amount that changes from a month on is a new row; the same month again replaces its row", async () => {
    const id = baux[2]!.id;
    const put = (montantMensuel: string, depuis: string) =>
      t.call("PUT", `/api/Dossier/${id}/aideLogement`, "user", {
        organisme: "CAF",
        numeroAllocataire: "3456789",
        type: "ALS",
        tiersPayant: true,
        montantMensuel,
        depuis,
      });
    expect((await put("210", "2027-01-01")).status).toBe(200);
    const r = await put("220", "2027-01-01");
    expect(
      r.body.historique.map((h: { depuis: string; montantMensuel: number }) => [
        h.depuis,
        h.montantMensuel,
      ]),
    ).toEqual([
      ["2026-10-01", 200],
      ["2027-01-01", 220],
    ]);
    // November's term keeps November's aid.
    expect(r.body.termes[0].aideAttendue).toBe(200);
  });

  it("refuses bad input in French, field by field, and an unknown lease with a 404", async () => {
    const r = await t.call("PUT", `/api/Dossier/${baux[0]!.id}/aideLogement`, "user", {
      organisme: "CAF",
      numeroAllocataire: "12ab",
      type: "APL",
      tiersPayant: true,
      montantMensuel: "-5",
      depuis: "2026-11-15",
    });
    expect(expectFieldError(r, "numeroAllocataire")).toMatch(/chiffres/);
    expect(expectFieldError(r, "montantMensuel")).toMatch(/négatif/);
    expect(expectFieldError(r, "depuis")).toMatch(/premier du mois/);
    const absent = await t.call("PUT", "/api/Dossier/99999/aideLogement", "user", {
      organisme: "MSA",
      numeroAllocataire: "1234567",
      type: "APL",
      tiersPayant: true,
      montantMensuel: 10,
      depuis: "2026-11-01",
    });
    expect(absent.status).toBe(404);
  });
});

describe("aid is not the tenant's debt", () => {
  it("before 5 December November's aid is « en attente »: the tenant owes 450 €, not 700 €", async () => {
    const s = await situation(baux[0]!.id);
    expect(s.situation).toEqual({
      solde: 700,
      aideEnAttente: 250,
      aideNonRecue: 0,
      soldeLocataire: 450,
    });
  });
  it("after it, the aid still missing is « aide non reçue », apart from what the tenant owes", async () => {
    // October's aid was due on 5 November: on the 21st it is missing, not owed by the tenant.
    await bail("4567890", "250", "Moreau", "2026-10-05");
    const s = await situation(baux[3]!.id);
    expect(s.situation).toEqual({
      solde: 700,
      aideEnAttente: 0,
      aideNonRecue: 250,
      soldeLocataire: 450,
    });
  });
});

describe("the CAF's transfer, split", () => {
  it("a preview records nothing", async () => {
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      organisme: "CAF",
      date: "2026-11-20",
      montantVirement: "850,00",
      reference: "VIR CAF 75 20261120",
      apercu: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.parts.map((p: { etat: string }) => p.etat)).toEqual([
      "non_paye",
      "non_paye",
      "non_paye",
      "non_paye",
    ]);
    expect((await situation(baux[0]!.id)).situation.solde).toBe(700);
  });

  it("pays each known tenant's share on their term, lists the difference and the unknown allocataire", async () => {
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      organisme: "CAF",
      date: "2026-11-20",
      montantVirement: "850,00",
      reference: "VIR CAF 75 20261120",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(
      r.body.parts.map((p: Record<string, unknown>) => [
        p.numeroAllocataire,
        p.statut,
        p.ecart,
        p.etat,
        p.DossierId,
      ]),
    ).toEqual([
      ["1234567", "exact", 0, "paye", baux[0]!.id],
      ["2345678", "ecart", -20, "paye", baux[1]!.id],
      ["3456789", "exact", 0, "paye", baux[2]!.id],
      ["9999999", "inconnu", null, "non_paye", null],
    ]);
    expect(r.body.totalDetail).toBe(850);
    expect(r.body.ecartTotal).toBe(0);
    const s = await situation(baux[0]!.id);
    expect(s.situation).toEqual({
      solde: 450,
      aideEnAttente: 0,
      aideNonRecue: 0,
      soldeLocataire: 450,
    });
    expect(s.termes[0].montantRegle).toBe(250);
    const compte = await t.call("GET", `/api/Dossier/${baux[1]!.id}/compte`, "user");
    expect(compte.body.solde).toBe(420);
    // The share's payment on the tenant's account names the aid's month as a reader says it (was « 2026-11 »).
    expect(compte.body.ecritures.map((e: { libelle: string }) => e.libelle)).toContain(
      "Paiement (CAF) réf. CAF n° 2345678, novembre 2026",
    );
  });

  it("the same detail sent again pays nothing twice (the organisme left out: the CAF)", async () => {
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: DETAIL,
      date: "2026-11-20",
      montantVirement: "850,00",
      reference: "VIR CAF 75 20261120",
    });
    expect(r.body.parts.map((p: { etat: string }) => p.etat)).toEqual([
      "deja",
      "deja",
      "deja",
      "non_paye",
    ]);
    expect((await situation(baux[0]!.id)).situation.solde).toBe(450);
  });

  it("a total other than the transfer's is listed with its difference", async () => {
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: "1234567;DURAND Marie;11/2026;250,00",
      organisme: "CAF",
      date: "2026-11-20",
      montantVirement: "300",
      apercu: true,
    });
    expect(r.body.ecartTotal).toBe(50);
  });

  it("reads the portal's CSV sent as a file (Windows-1252), the other fields beside it", async () => {
    const f = new FormData();
    // The portal's export: its own header line, a name with an accent in Windows-1252 (0xE9 for « é »).
    const csv = Uint8Array.from([
      ...new TextEncoder().encode("N° allocataire;Nom;Mois;Montant\r\n1234567;DURAND Ren"),
      0xe9,
      ...new TextEncoder().encode("e;11/2026;250,00\r\n"),
    ]);
    f.append("fichier", new File([csv], "versement-caf.csv", { type: "text/csv" }));
    for (const [k, v] of Object.entries({ organisme: "CAF", date: "2026-11-20", apercu: "true" }))
      f.append(k, v);
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", f);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.parts).toEqual([
      expect.objectContaining({
        numeroAllocataire: "1234567",
        nom: "DURAND Renée",
        DossierId: baux[0]!.id,
      }),
    ]);
    const vide = new FormData();
    vide.append("organisme", "CAF");
    vide.append("date", "2026-11-20");
    expect(
      expectFieldError(
        await t.call("POST", "/api/aidesLogement/versements", "user", vide),
        "detail",
      ),
    ).toBe("Ce champ est obligatoire.");
  });

  it("an unreadable detail is a 400 in French", async () => {
    const r = await t.call("POST", "/api/aidesLogement/versements", "user", {
      detail: "bonjour",
      organisme: "CAF",
      date: "2026-11-20",
    });
    expect(expectFieldError(r, "detail")).toMatch(/Aucune ligne du détail/);
  });

  it("once the tenant pays the rest, the quittance says what the CAF paid", async () => {
    const p = await t.call("POST", `/api/Dossier/${baux[0]!.id}/paiements`, "user", {
      date: "2026-11-21",
      mode: "Virement",
      montant: "450",
      QuitanceId: baux[0]!.terme,
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    const pdf = await documentDuTerme(baux[0]!.terme);
    expect(pdf.text).toContain("Quittance de loyer");
    expect(pdf.text).toContain("dont aide au logement versée par la CAF : 250,00 €");
  });
});
