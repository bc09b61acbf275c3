import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, valid } from "../support/factories";
import { download } from "../support/http";
import {
  expectNoMissingValues,
  expectSays,
  generate,
  keepForReview,
  textByPage,
} from "../support/pdf";
import { addMonths, parisDate } from "../../worker/domain/dates";
import { dateLongue } from "../../worker/documents/format";
import {
  ADRESSE_LONGUE,
  AGENCE_TEST,
  NOM_LONG,
  hostileDossier,
  hostileMission,
} from "../support/document-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

describe("GET /api/Mission/{id}/ordreMission/generate", () => {
  it("prints the principals, the apartments, the fees with TVA, the instalments and what remains to pay", async () => {
    const f = await hostileMission(t);
    const pdf = await generate(t, `/api/Mission/${f.mission.id}/ordreMission/generate`);
    keepForReview("ordre-mission", pdf.bytes);
    expect(pdf.pages).toBe(3);
    expectSays(
      pdf.text,
      "Ordre de mission",
      "Gestion locative « sérénité »",
      `Madame Anne-Laure ${NOM_LONG}`,
      "Monsieur Gaël L’Œillet",
      AGENCE_TEST.nom,
      ADRESSE_LONGUE,
      "22 novembre 2026",
      "483,50 €",
      "1 450,50 €",
      "dont TVA à 20 %",
      "241,75 €",
      "1 208,75 €",
      "mille quatre cent cinquante euros et cinquante centimes",
      "Échéancier en montants toutes taxes comprises",
      "Premier acompte",
      "Reliquat",
      "350,50 €",
      // The plan's own total, equal to the mission's (issue 25).
      "Total de l'échéancier",
      "01/01/2026 – 30/06/2026",
      "Chèque",
      "03/02/2026",
      "Total réglé 600,00 €",
      "850,50 € (huit cent cinquante euros et cinquante centimes)",
      "Bon pour mission",
    );
    expectNoMissingValues(pdf.text);
  });

  it("prints a bare mission without principals, apartments or instalments, with nothing for its empty fields", async () => {
    const m = await create(t, "Mission", valid.Mission());
    const pdf = await generate(t, `/api/Mission/${m.id}/ordreMission/generate`);
    expectSays(pdf.text, "Ordre de mission", "1 200,00 € (mille deux cents euros)");
    expect(pdf.text).not.toContain("hors échéancier");
    expect(pdf.text).not.toContain("Acomptes enregistrés");
    expectNoMissingValues(pdf.text);
  });

  it("answers 404 for an unknown mission; a mission keeps its order, never deleted (its mandate number)", async () => {
    expect((await t.call("GET", "/api/Mission/999999/ordreMission/generate", "user")).status).toBe(
      404,
    );
    const m = await create(t, "Mission", valid.Mission());
    const pdf = await generate(t, `/api/Mission/${m.id}/ordreMission/generate`);
    // Every mission has a number in the register of mandates: archived, never deleted (issue 40, ADR 038).
    const refused = await t.call("DELETE", `/api/Mission/${m.id}`, "admin");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Cette mission a des écritures comptables : archivez-la.",
    );
    expect((await download(t, pdf.link)).status).toBe(200);
  });
});

describe("GET /api/Appartement/{id}/ordreMissionIntendance/{intendanceId}/generate", () => {
  it("prints the owners, the apartment, the period and the price with its TVA", async () => {
    const f = await hostileDossier(t);
    const i = await create(t, "Intendance", {
      ...valid.Intendance(f.appartement.id),
      prix: 1450.5,
      tva: 20,
      dateDepart: "2026-12-01",
      dateFin: "2027-11-30",
    });
    const pdf = await generate(
      t,
      `/api/Appartement/${f.appartement.id}/ordreMissionIntendance/${i.id}/generate`,
    );
    keepForReview("ordre-mission-intendance", pdf.bytes);
    expect(pdf.pages).toBe(2);
    expectSays(
      pdf.text,
      "Ordre de mission d'intendance",
      `Madame Anne-Laure ${NOM_LONG}`,
      ADRESSE_LONGUE,
      "du 1er décembre 2026 au 30 novembre 2027",
      "Prix hors taxes 1 208,75 €",
      "TVA à 20 % 241,75 €",
      "1 450,50 € (mille quatre cent cinquante euros et cinquante centimes)",
      "Virement",
      "Bon pour mission",
    );
    expectNoMissingValues(pdf.text);
  });

  it("keeps the price and the signatures with the mission, signed the day the order is made", async () => {
    // A plain lot of one owner, its mission starting in two months: the walk's order put its price and signatures
    // alone on page 2, dated « Fait le » the mission's first day.
    const a = await create(t, "Appartement", {
      ...valid.Appartement(),
      gardienNom: "M. Besson",
      gardienTel: "01 40 00 00 00",
      syndicNom: "Cabinet Lefort",
      syndicTel: "01 45 00 00 00",
      syndicMail: "gestion@lefort.fr",
    });
    const c = await create(t, "Client", valid.Client());
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "admin")).status,
    ).toBe(200);
    // The app's day (its clock), the day the order is made.
    const aujourdhui = parisDate(t.ports.clock.now());
    const depart = addMonths(aujourdhui, 2);
    const i = await create(t, "Intendance", {
      ...valid.Intendance(a.id),
      prix: 1450.5,
      tva: 20,
      dateDepart: depart,
      dateFin: addMonths(depart, 12),
    });
    const pdf = await generate(
      t,
      `/api/Appartement/${a.id}/ordreMissionIntendance/${i.id}/generate`,
    );
    keepForReview("ordre-mission-intendance-simple", pdf.bytes);
    const pages = textByPage(pdf.bytes);
    const prix = pages.find((p) => p.includes("Prix hors taxes"));
    expect(prix).toBeDefined();
    // The price and the signatures stand with the mission they sign for, never alone on a page.
    expect(prix).toContain("La mission");
    expect(prix).toContain("Bon pour mission");
    expect(pdf.text).toContain(`Fait le ${dateLongue(aujourdhui)}`);
    expect(pdf.text).not.toContain(`Fait le ${dateLongue(depart)}`);
  });

  it("answers 404 when the intendance belongs to another apartment", async () => {
    const f = await hostileDossier(t);
    const other = await create(t, "Appartement", valid.Appartement());
    const i = await create(t, "Intendance", valid.Intendance(other.id));
    const r = await t.call(
      "GET",
      `/api/Appartement/${f.appartement.id}/ordreMissionIntendance/${i.id}/generate`,
      "user",
    );
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("L'intendance est introuvable.");
  });
});

describe("GET /api/Dossier/inventaireMobilier/{id}/generate", () => {
  it("prints the apartment's furniture list, marks the décret 2015-981 items and lists its equipment", async () => {
    const f = await hostileDossier(t);
    const proposees = (await t.call("GET", `/api/Appartement/${f.appartement.id}/mobilier`, "user"))
      .body.data;
    const lignes = [
      ...proposees.map((l: { elementObligatoire: string }) =>
        l.elementObligatoire === "four"
          ? { ...l, designation: "Four à micro-ondes « Œko »", quantite: 0, etat: "à remplacer" }
          : l.elementObligatoire === "vaisselle"
            ? { ...l, quantite: 24, etat: "bon état" }
            : { ...l, etat: "neuf" },
      ),
      { designation: `Canapé ${NOM_LONG}`, quantite: 2, etat: "usagé", piece: "Séjour" },
    ];
    expect(
      (await t.call("PUT", `/api/Appartement/${f.appartement.id}/mobilier`, "user", { lignes }))
        .status,
    ).toBe(200);
    const pdf = await generate(t, `/api/Dossier/inventaireMobilier/${f.appartement.id}/generate`);
    keepForReview("inventaire-mobilier", pdf.bytes);
    expectSays(
      pdf.text,
      "Inventaire et état détaillé du mobilier",
      "Annexe au contrat de location d'un logement meublé",
      "article 25-5 de la loi n° 89-462",
      ADRESSE_LONGUE,
      "42,5 m²",
      "Literie avec couette ou couverture",
      "Four à micro-ondes « Œko »",
      "à remplacer",
      "Vaisselle pour la prise des repas",
      "24",
      "bon état",
      "Canapé",
      "usagé",
      "Décret",
      "décret n° 2015-981 du 31 juillet 2015",
      "article 25-4 de la loi n° 89-462",
      "Éléments obligatoires absents ou en quantité nulle : Four ou four à micro-ondes.",
      "Lave-linge « Œko »",
      "Privatif",
      "Cave n° 12",
      "Cuisine équipée (plaques, hotte)",
      "État à l'entrée",
      "État à la sortie",
      `Madame Anne-Laure ${NOM_LONG}`,
    );
    // The mandatory items are marked "Oui", eleven times (and once in the note that explains it); the sofa is not.
    expect(pdf.text.match(/\bOui\b/g)).toHaveLength(12);
    expectNoMissingValues(pdf.text);
  });

  it("prints the décret's items to fill in by hand when no list is saved", async () => {
    const a = await create(t, "Appartement", valid.Appartement());
    const pdf = await generate(t, `/api/Dossier/inventaireMobilier/${a.id}/generate`);
    expectSays(
      pdf.text,
      "Plaques de cuisson",
      "Matériel d'entretien ménager adapté au logement",
      "Liste à compléter",
    );
    expect(pdf.text).not.toContain("Éléments obligatoires absents");
    expectNoMissingValues(pdf.text);
  });

  it("answers 404 for an unknown apartment", async () => {
    const r = await t.call("GET", "/api/Dossier/inventaireMobilier/999999/generate", "user");
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("L'appartement est introuvable.");
  });
});
