import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertLocataire,
  valid,
} from "../support/factories";

// Spec 9 defaults and spec 5 derived fields, computed by the server whatever the client sends.
let t: TestApp;
let AppartementId: number;
beforeAll(async () => {
  t = await makeTestApp();
  AppartementId = (await insertAppartement(t)).id;
});
afterAll(() => t.close());

const put = async (resource: string, id: number, body: unknown) => {
  const r = await t.call("PUT", `/api/${resource}/${id}`, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
// Each dossier its own tenant: one open dossier per apartment and tenant.
const dossier = async (o: Record<string, unknown> = {}) =>
  create(t, "Dossier", { ...valid.Dossier(AppartementId, (await insertLocataire(t)).id), ...o });

describe("defaults of spec 9", () => {
  it("Dossier: the IRL published at signature, lieuSignature Paris, fraisDossierTauxTVA 20", async () => {
    expect(await dossier()).toMatchObject({
      indice: 145.77, // 3rd quarter 2025, the last published on 2025-12-15 (issue 23)
      lieuSignature: "Paris",
      fraisDossierTauxTVA: 20,
    });
  });

  it("Dossier: jourQuitance 5 when not given", async () => {
    const body = valid.Dossier(AppartementId, (await insertLocataire(t)).id) as Record<
      string,
      unknown
    >;
    delete body.jourQuitance;
    const r = await t.call("POST", "/api/Dossier", "admin", body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.jourQuitance).toBe(5);
  });

  it("Mission: tauxTva 20", async () => {
    expect((await create(t, "Mission", valid.Mission())).tauxTva).toBe(20);
  });

  it("Appartement: periodeConstruction 1971-1990, collectif, usage d'habitation, chauffage and eauChaude collective", async () => {
    expect(
      await create(t, "Appartement", { adresse: "1 rue A", codePostal: "75001", ville: "Paris" }),
    ).toMatchObject({
      periodeConstruction: "1971-1990",
      typeImmeuble: "collectif",
      destination: "usage d'habitation",
      chauffage: "collective",
      eauChaude: "collective",
    });
  });

  it("titre Monsieur (client, tenant, guarantor), sexe Non définit, rp true", async () => {
    const { titre: _a, ...client } = valid.Client();
    expect(await create(t, "Client", client)).toMatchObject({
      titre: "Monsieur",
      sexe: "Non définit",
    });
    expect(await create(t, "Locataire", valid.Locataire())).toMatchObject({
      titre: "Monsieur",
      rp: true,
    });
    expect((await create(t, "Caution", valid.Caution())).titre).toBe("Monsieur");
  });

  it("mode Virement (instalments and expenses)", async () => {
    expect((await create(t, "Accompte", valid.Accompte())).mode).toBe("Virement");
    expect(
      (
        await create(t, "Intendance", {
          nature: "depense",
          intitule: "Serrurier",
          montant: 90,
          numFacture: "F-1",
        })
      ).mode,
    ).toBe("Virement");
  });

  it("the tva Variable exists from the start with valeur 20", async () => {
    const r = await t.call("GET", "/api/Variable", "user");
    expect(r.body.data).toContainEqual(expect.objectContaining({ nom: "tva", valeur: 20 }));
  });

  it("the tva Variable can change value but not be renamed or deleted away", async () => {
    const tva = (await t.call("GET", "/api/Variable", "admin")).body.data.find(
      (v: { nom: string }) => v.nom === "tva",
    );
    const r = await t.call("PUT", `/api/Variable/${tva.id}`, "admin", { nom: "taux" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.nom).toEqual(expect.any(String));
    expect((await t.call("DELETE", `/api/Variable/${tva.id}`, "admin")).status).toBe(409);
    expect((await t.call("GET", `/api/Variable/${tva.id}`, "admin")).body).toMatchObject({
      nom: "tva",
      valeur: 20,
    });
  });

  it("an intendance without a rate takes the tva variable", async () => {
    const tva = (await t.call("GET", "/api/Variable", "admin")).body.data.find(
      (v: { nom: string }) => v.nom === "tva",
    );
    await put("Variable", tva.id, { valeur: 10 });
    try {
      const { tva: _t, ...body } = valid.Intendance(AppartementId);
      expect(await create(t, "Intendance", { ...body, prix: 110 })).toMatchObject({
        tva: 10,
        prixHT: 100,
      });
    } finally {
      await put("Variable", tva.id, { valeur: 20 });
    }
  });
});

describe("derived fields of spec 5", () => {
  it("Dossier loyerTTC = loyerHC + loyerCharge, recomputed on PUT, whatever the client sends", async () => {
    const d = await dossier({ loyerHC: 850, loyerCharge: 120.5, loyerTTC: 1 });
    expect(d.loyerTTC).toBe(970.5);
    expect((await put("Dossier", d.id, { loyerHC: 900 })).loyerTTC).toBe(1020.5);
    expect((await put("Dossier", d.id, { loyerCharge: 99.99 })).loyerTTC).toBe(999.99);
  });

  it("Appartement loyerTCC = charge + loyerHC, recomputed on every PUT, and the loyer group on a read", async () => {
    const a = await create(t, "Appartement", {
      ...valid.Appartement(),
      loyerHC: 700,
      charge: 50,
      loyerTCC: 3,
    });
    expect(a.loyerTCC).toBe(750);
    expect((await put("Appartement", a.id, { charge: 80.25 })).loyerTCC).toBe(780.25);
    expect((await put("Appartement", a.id, { ville: "Vincennes" })).loyerTCC).toBe(780.25);
    expect((await put("Appartement", a.id, { loyerHC: 650, loyerTCC: 0 })).loyerTCC).toBe(730.25);
    const one = (await t.call("GET", `/api/Appartement/${a.id}`, "admin")).body;
    expect(one.loyer).toEqual({ charge: 80.25, loyerHC: 650, loyerTCC: 730.25 });
  });

  it("fraisDossierHT = TTC / (1 + TVA/100) to the cent, TVA = TTC - HT", async () => {
    const d = await dossier({ fraisDossierTTC: 500 });
    expect(d).toMatchObject({
      fraisDossierTTC: 500,
      fraisDossierHT: 416.67,
      fraisDossierTVA: 83.33,
    });
    expect(await put("Dossier", d.id, { fraisDossierTauxTVA: 10 })).toMatchObject({
      fraisDossierHT: 454.55,
      fraisDossierTVA: 45.45,
    });
    // still at 10 %: 0.10 / 1.1 = 0.0909 -> 0.09
    expect(await put("Dossier", d.id, { fraisDossierTTC: 0.1, fraisDossierHT: 99 })).toMatchObject({
      fraisDossierHT: 0.09,
      fraisDossierTVA: 0.01,
    });
  });

  it("valeurTotalMission = nbAppart x valeurMissionAppt", async () => {
    const m = await create(t, "Mission", {
      ...valid.Mission(),
      nbAppart: 3,
      valeurMissionAppt: 400.1,
      valeurTotalMission: 5,
    });
    expect(m.valeurTotalMission).toBe(1200.3);
    expect((await put("Mission", m.id, { nbAppart: 4 })).valeurTotalMission).toBe(1600.4);
  });

  it("accompte and intendance prixHT = prix / (1 + tva/100) to the cent", async () => {
    expect(await create(t, "Accompte", { ...valid.Accompte(), prix: 120, tva: 20 })).toMatchObject({
      prixHT: 100,
    });
    const a = await create(t, "Accompte", { ...valid.Accompte(), prix: 100, tva: 20, prixHT: 1 });
    expect(a.prixHT).toBe(83.33);
    expect((await put("Accompte", a.id, { tva: 5.5 })).prixHT).toBe(94.79);
    const i = await create(t, "Intendance", {
      ...valid.Intendance(AppartementId),
      prix: 120,
      tva: 20,
    });
    expect(i.prixHT).toBe(100);
    expect((await put("Intendance", i.id, { prix: 200 })).prixHT).toBe(166.67);
  });

  it("rent cap: base = loyerReferenceMajore x surface, complement = rent HC - base", async () => {
    const d = await dossier({
      loyerHC: 850,
      encadrement: {
        surface: 30,
        loyerReferenceMajore: 25.5,
        loyerReference: 21.25,
        caracteristiqueLoyer: "Terrasse de 20 m²",
      },
    });
    expect(d.encadrement).toMatchObject({
      surface: 30,
      loyerReferenceMajore: 25.5,
      montantBase: 765,
      complementLoyer: 85,
      periodeConstruction: "1971-1990",
    });
    const cheaper = await put("Dossier", d.id, { loyerHC: 700, depotGarantie: 700 });
    expect(cheaper.encadrement).toMatchObject({ montantBase: 765, complementLoyer: -65 });
    const odd = await dossier({
      loyerHC: 1000,
      encadrement: {
        surface: 33.3,
        loyerReferenceMajore: 27.13,
        caracteristiqueLoyer: "Vue dégagée",
      },
    });
    expect(odd.encadrement).toMatchObject({ montantBase: 903.43, complementLoyer: 96.57 });
  });

  it("an empty dateFinPreavis is filled from dateFinBail (and the reverse) after 2010", async () => {
    expect(await dossier({ dateFinBail: "2027-12-31" })).toMatchObject({
      dateFinBail: "2027-12-31",
      dateFinPreavis: "2027-12-31",
    });
    expect(await dossier({ dateFinPreavis: "2027-06-30" })).toMatchObject({
      dateFinBail: "2027-06-30",
      dateFinPreavis: "2027-06-30",
    });
    expect(
      await dossier({ dateFinBail: "2027-12-31", dateFinPreavis: "2027-09-30" }),
    ).toMatchObject({ dateFinPreavis: "2027-09-30" });
    const old = await dossier({ dateFinBail: "2009-12-31" });
    expect(old.dateFinPreavis).toBeNull();
  });

  it("client nom2 is blanked without an attached client, kept with one", async () => {
    expect((await create(t, "Client", { ...valid.Client(), nom2: "Dupont" })).nom2).toBeNull();
    const spouse = await insertClient(t, { nom: "Dupont", prenom: "Marc" });
    const c = await create(t, "Client", { ...valid.Client(), nom2: "Dupont", mariage: spouse.id });
    expect(c.nom2).toBe("Dupont");
    expect((await put("Client", c.id, { mariage: null })).nom2).toBeNull();
  });

  it("tenant autreNom is null without a second holder", async () => {
    const solo = await create(t, "Locataire", {
      ...valid.Locataire(),
      secondTitulaire: false,
      autreNom: "Fantôme",
      autrePrenom: "X",
    });
    expect(solo).toMatchObject({ autreNom: null, autrePrenom: null });
    const duo = await create(t, "Locataire", {
      ...valid.Locataire(),
      secondTitulaire: true,
      autreNom: "Martin",
      autrePrenom: "Hugo",
      autreMail: "hugo@example.fr",
      autreTel: "0601020304",
    });
    expect(duo.autreNom).toBe("Martin");
    expect((await put("Locataire", duo.id, { secondTitulaire: false })).autreNom).toBeNull();
  });

  it("cave number: null without a cave, 0 when blank, kept otherwise", async () => {
    expect(
      (await create(t, "Appartement", { ...valid.Appartement(), cave: false, caveNum: 12 }))
        .caveNum,
    ).toBeNull();
    expect(
      (await create(t, "Appartement", { ...valid.Appartement(), cave: true, caveNum: "" })).caveNum,
    ).toBe(0);
    expect((await create(t, "Appartement", { ...valid.Appartement(), cave: true })).caveNum).toBe(
      0,
    );
    const a = await create(t, "Appartement", { ...valid.Appartement(), cave: true, caveNum: 12 });
    expect(a.caveNum).toBe(12);
    expect((await put("Appartement", a.id, { cave: false })).caveNum).toBeNull();
  });
});
