import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../support/factories";
import { expectError, expectFieldError, form } from "../support/http";

// Spec 5: each required field missing -> 400 with a French message under error.fields[field]; wrong types -> 400.
let t: TestApp;
let AppartementId: number;
let LocataireId: number;
beforeAll(async () => {
  t = await makeTestApp();
  AppartementId = (await insertAppartement(t)).id;
  LocataireId = (await insertLocataire(t)).id;
});
afterAll(() => t.close());

const without = (o: Record<string, unknown>, k: string) =>
  Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));
const REQUIS = "Ce champ est obligatoire.";

const REQUIRED: [string, () => Record<string, unknown>, string[]][] = [
  [
    "Dossier",
    () => valid.Dossier(AppartementId, LocataireId),
    [
      "dateEntree",
      "AppartementId",
      "LocataireId",
      "loyerHC",
      "loyerCharge",
      "dateCreationBail",
      "dateDebutBail",
      "depotGarantie",
      "numFraisDossier",
    ],
  ],
  [
    "Locataire",
    () => valid.Locataire(),
    ["nom", "prenom", "mail", "tel", "adresse", "codePostal", "ville"],
  ],
  [
    "Locataire",
    () => ({
      ...valid.Locataire(),
      secondTitulaire: true,
      autreNom: "Martin",
      autrePrenom: "Hugo",
      autreMail: "hugo@example.fr",
      autreTel: "0601020304",
    }),
    ["autreNom", "autrePrenom", "autreMail", "autreTel"],
  ],
  [
    "Locataire",
    () => ({
      ...valid.Locataire(),
      mineur: true,
      mineurNom: "Martin",
      mineurPrenom: "Zoé",
      mineurMail: "zoe@example.fr",
      mineurTel: "0601020305",
    }),
    ["mineurNom", "mineurPrenom", "mineurMail", "mineurTel"],
  ],
  ["Appartement", () => valid.Appartement(), ["adresse", "codePostal", "ville"]],
  [
    "Appartement",
    () => ({ ...valid.Appartement(), copropriete: true, syndicNom: "Foncia" }),
    ["syndicNom"],
  ],
  [
    "Appartement",
    () => ({ ...valid.Appartement(), gardiennage: true, gardienNom: "M. Lopez" }),
    ["gardienNom"],
  ],
  ["Client", () => valid.Client(), ["nom", "prenom", "telDefaut", "mailDefaut", "adresseDefaut"]],
  [
    "Mission",
    () => valid.Mission(),
    ["type", "nbAppart", "accompte1", "accompte2", "reliquat", "valeurMissionAppt"],
  ],
  ["Accompte", () => valid.Accompte(), ["dateDepart", "dateFin", "prix"]],
  [
    "Intendance",
    () => ({ nature: "depense", intitule: "Plombier", montant: 180, numFacture: "F-778" }),
    ["intitule", "montant", "numFacture"],
  ],
  [
    "Intendance",
    () => valid.Intendance(AppartementId),
    ["AppartementId", "dateDepart", "dateFin", "prix"],
  ],
  ["Caution", () => valid.Caution(), ["nom", "prenom", "mobile", "mail"]],
  [
    "EtatLieux",
    () => valid.EtatLieux(),
    ["lieu", "date", "clef", "eauFroide", "eauChaude", "chauffage", "antenne", "amenagement"],
  ],
  ["Quitance", () => valid.Quitance(), ["date"]],
  ["Variable", () => ({ nom: "plafond", valeur: 3 }), ["nom", "valeur"]],
  ["Equipement", () => valid.Equipement(), ["nom"]],
  ["User", () => ({ email: "nouveau@agence.test", role: "user" }), ["email", "role"]],
];

describe.each(REQUIRED)("%s: required fields", (resource, body, fields) => {
  it("the complete payload is accepted", async () => {
    const r = await t.call("POST", `/api/${resource}`, "admin", {
      ...body(),
      ...(resource === "User" ? { email: `ok-${fields[0]}-${Math.random()}@agence.test` } : {}),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });
  it.each(fields)("without %s -> 400 with a French message on that field", async (field) => {
    const r = await t.call("POST", `/api/${resource}`, "admin", without(body(), field));
    expect(expectFieldError(r, field)).toBe(REQUIS);
    const blank = await t.call("POST", `/api/${resource}`, "admin", { ...body(), [field]: "" });
    expect(expectFieldError(blank, field)).toBe(REQUIS);
  });
});

describe("required on update too", () => {
  it("PUT cannot blank a required field", async () => {
    const c = await t.call("POST", "/api/Client", "admin", valid.Client());
    expectFieldError(await t.call("PUT", `/api/Client/${c.body.id}`, "admin", { nom: "" }), "nom");
    expectFieldError(
      await t.call("PUT", `/api/Client/${c.body.id}`, "admin", { nom: null }),
      "nom",
    );
    expect((await t.call("GET", `/api/Client/${c.body.id}`, "admin")).body.nom).toBe("Durand");
  });
  it("jourQuitance may not be blanked, and must be within 1-31", async () => {
    for (const jourQuitance of [null, "", 0, 32, 2.5, "cinq"]) {
      const r = await t.call("POST", "/api/Dossier", "admin", {
        ...valid.Dossier(AppartementId, LocataireId),
        jourQuitance,
      });
      expectFieldError(r, "jourQuitance");
    }
  });
  it("Accompte tva may not be blanked", async () => {
    expectFieldError(
      await t.call("POST", "/api/Accompte", "admin", { ...valid.Accompte(), tva: null }),
      "tva",
    );
  });
});

describe("Fichier: the file is required", () => {
  it("without the file -> 400 on url", async () => {
    expectFieldError(await t.call("POST", "/api/Fichier", "admin", form({ nom: "bail" })), "url");
  });
});

describe("wrong types -> 400 on the field", () => {
  const cases: [string, () => Record<string, unknown>, string, unknown][] = [
    ["Appartement", () => valid.Appartement(), "loyerHC", "beaucoup"],
    ["Appartement", () => valid.Appartement(), "loyerHC", -5],
    ["Appartement", () => valid.Appartement(), "surface", "grande"],
    ["Appartement", () => valid.Appartement(), "nbPiece", 2.5],
    ["Appartement", () => valid.Appartement(), "typeImmeuble", "château"],
    ["Appartement", () => valid.Appartement(), "periodeConstruction", "1800"],
    ["Appartement", () => valid.Appartement(), "wip", "peut-être"],
    ["Appartement", () => valid.Appartement(), "adresse", { rue: "x" }],
    ["Dossier", () => valid.Dossier(AppartementId, LocataireId), "dateEntree", "2026-02-30"],
    ["Dossier", () => valid.Dossier(AppartementId, LocataireId), "dateDebutBail", "31/12/2026"],
    ["Dossier", () => valid.Dossier(AppartementId, LocataireId), "loyerHC", [850]],
    ["Dossier", () => valid.Dossier(AppartementId, LocataireId), "AppartementId", 987654],
    ["Dossier", () => valid.Dossier(AppartementId, LocataireId), "LocataireId", "abc"],
    ["Locataire", () => valid.Locataire(), "mail", "pas-un-mail"],
    ["Locataire", () => valid.Locataire(), "rp", "peut-être"],
    ["Client", () => valid.Client(), "titre", "Docteur"],
    ["Client", () => valid.Client(), "adresseDefaut", "adressePostale"],
    ["Client", () => valid.Client(), "mailPro", "pro@"],
    ["Client", () => valid.Client(), "mariage", 987654],
    ["Mission", () => valid.Mission(), "nbAppart", 0],
    ["Mission", () => valid.Mission(), "valeurMissionAppt", "quatre cents"],
    ["Accompte", () => valid.Accompte(), "mode", "Espèces"],
    ["Accompte", () => valid.Accompte(), "dateFin", "bientôt"],
    ["Caution", () => valid.Caution(), "mail", "jean.petit"],
    ["EtatLieux", () => valid.EtatLieux(), "date", "hier"],
    ["Variable", () => ({ nom: "x", valeur: 1 }), "valeur", "vingt"],
    ["Equipement", () => valid.Equipement(), "collectif", "souvent"],
    ["Quitance", () => valid.Quitance(), "prixHC", "huit cents"],
  ];
  it.each(cases)("%s.%s = %j", async (resource, body, field, value) => {
    const r = await t.call("POST", `/api/${resource}`, "admin", { ...body(), [field]: value });
    expectFieldError(r, field);
  });
});

describe("every message is French, nested groups included", () => {
  it.each([
    ["Dossier", "encadrement", "un texte"],
    ["Dossier", "clauses", 12],
    ["EtatLieux", "pieces", "toutes"],
    ["EtatLieux", "pieces", [{ piece: 3 }]],
  ])("%s.%s = %j", async (resource, field, value) => {
    const body =
      resource === "Dossier" ? valid.Dossier(AppartementId, LocataireId) : valid.EtatLieux();
    const r = await t.call("POST", `/api/${resource}`, "admin", { ...body, [field]: value });
    expectError(r, 400);
    const messages = Object.values(r.body.error.fields ?? {}).join(" ");
    expect(messages.length).toBeGreaterThan(0);
    expect(messages).not.toMatch(/Invalid|expected|received/);
  });

  it("a malformed login body is a 400 with a French message", async () => {
    const res = await t.app.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    const body = (await res.json()) as { error: { message: string } };
    expectError({ status: res.status, body }, 400);
    expect(body.error.message).not.toMatch(/Malformed|JSON in request/);
    const missing = await t.call("POST", "/api/user/login", null, {});
    expectError(missing, 400);
    expect(JSON.stringify(missing.body)).not.toMatch(/Invalid|expected|received/);
  });
});

describe("money edge cases (euros in, cents inside, euros out)", () => {
  it("0.1 + 0.2 is 0.3 to the cent", async () => {
    const a = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      loyerHC: 0.1,
      charge: 0.2,
    });
    expect(a.status).toBe(201);
    expect(a.body.loyerTCC).toBe(0.3);
    const d = await t.call("POST", "/api/Dossier", "admin", {
      ...valid.Dossier(AppartementId, (await insertLocataire(t)).id),
      loyerHC: 0.1,
      loyerCharge: 0.2,
      depotGarantie: 0.1, // within the one month of rent of an unfurnished lease (art. 22)
    });
    expect(d.body.loyerTTC).toBe(0.3);
    // A third decimal is refused, never rounded (issue 59).
    const sum = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      loyerHC: 1.005,
      charge: 2.675,
    });
    expect(expectFieldError(sum, "loyerHC")).toBe(
      "Deux décimales au plus : un montant se donne au centime près.",
    );
    expect(expectFieldError(sum, "charge")).toBe(
      "Deux décimales au plus : un montant se donne au centime près.",
    );
  });

  it("a '1234,56' string is read as 1234.56 or refused with 400, never 500", async () => {
    for (const loyerHC of ["1234,56", "1234.56", "1 234,56", "12e3", "Infinity", "0x10"]) {
      const r = await t.call("POST", "/api/Appartement", "admin", {
        ...valid.Appartement(),
        loyerHC,
      });
      if (r.status === 201)
        expect(r.body.loyerHC, String(loyerHC)).toBe(
          Number(String(loyerHC).replace(/\s/g, "").replace(",", ".")),
        );
      else expectFieldError(r, "loyerHC");
    }
  });

  it("amounts with more than 2 decimals are a 400 on their field, never rounded (issue 59)", async () => {
    const r = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      loyerHC: 1234.567,
      charge: "99,994",
    });
    expect(expectFieldError(r, "loyerHC")).toBe(
      "Deux décimales au plus : un montant se donne au centime près.",
    );
    expect(expectFieldError(r, "charge")).toBe(
      "Deux décimales au plus : un montant se donne au centime près.",
    );
    const ok = await t.call("POST", "/api/Appartement", "admin", {
      ...valid.Appartement(),
      loyerHC: 1234.56,
      charge: "99,9",
    });
    expect([ok.body.loyerHC, ok.body.charge, ok.body.loyerTCC]).toEqual([1234.56, 99.9, 1334.46]);
  });

  it("an absurdly large amount is a 400, not a 500", async () => {
    for (const loyerHC of [1e300, 1e20, Number.MAX_SAFE_INTEGER]) {
      const r = await t.call("POST", "/api/Appartement", "admin", {
        ...valid.Appartement(),
        loyerHC,
      });
      if (r.status !== 201) expectError(r, 400);
      else expect(r.body.loyerHC).toBe(loyerHC);
    }
  });
});
