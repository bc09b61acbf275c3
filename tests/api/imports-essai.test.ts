import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { count } from "drizzle-orm";
import { Client, Dossier, Import, Locataire, Setting } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { PORTEFEUILLE, classeur, csv1252, envoyer, json } from "../support/imports";

// Issue 61, item 3: the dry run (POST /api/imports?essai=1): each sheet's counts, its columns matched and its first
// rows as read, every fault at its row and column in French, nothing written; the files recognised by their bytes;
// the headers matched by hand, kept for the next file of the same headers.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

type Verif = {
  feuilles: Record<
    string,
    {
      lignes: number;
      creer: number;
      mettreAJour: number;
      colonnes: { entete: string; champ: string | null; libelle: string | null }[];
      apercu: Record<string, unknown>[];
    }
  >;
  erreurs: { feuille: string; ligne: number; colonne: string; message: string }[];
  avertissements: string[];
};

const rien = async () => {
  const [c] = await t.db.select({ n: count() }).from(Client);
  const [l] = await t.db.select({ n: count() }).from(Locataire);
  const [d] = await t.db.select({ n: count() }).from(Dossier);
  const [i] = await t.db.select({ n: count() }).from(Import);
  return { clients: c?.n, locataires: l?.n, dossiers: d?.n, imports: i?.n };
};

describe("the dry run", () => {
  it("a workbook: each sheet's counts, columns and first rows as read; nothing written", async () => {
    const avant = await rien();
    const v = await json<Verif>(
      await envoyer(t, [await classeur("portefeuille.xlsx", PORTEFEUILLE)], { essai: true }),
      200,
    );
    expect(v.erreurs).toEqual([]);
    expect(v.feuilles.Proprietaires).toMatchObject({ lignes: 2, creer: 2, mettreAJour: 0 });
    expect(v.feuilles.Baux).toMatchObject({ lignes: 2, creer: 2, mettreAJour: 0 });
    expect(v.feuilles.Proprietaires?.colonnes[1]).toEqual({
      entete: "Civilité",
      champ: "titre",
      libelle: "Civilite",
    });
    // As read: the civilité, the IBAN, amounts in cents, dates in ISO.
    expect(v.feuilles.Proprietaires?.apercu[0]).toMatchObject({
      titre: "Monsieur",
      iban: "FR7630006000011234567890189",
    });
    expect(v.feuilles.Baux?.apercu[1]).toMatchObject({
      dateDebutBail: "2025-03-15",
      loyerHC: 120000,
      locataires: ["L3"],
    });
    expect(await rien()).toEqual(avant);
  });

  it("takes the workbook and CSVs under any field name (`file`, `fichiers`): issue 61 names none", async () => {
    const wb = await classeur("portefeuille.xlsx", PORTEFEUILLE);
    for (const champ of ["file", "fichiers"]) {
      const form = new FormData();
      form.append(champ, new Blob([new Uint8Array(wb.bytes)]), wb.nom);
      form.append("dateReprise", "31/12/2026");
      const r = await t.call("POST", "/api/imports?essai=1", "admin", form);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.feuilles.Proprietaires).toMatchObject({ lignes: 2, creer: 2 });
    }
    const sans = new FormData();
    sans.append("dateReprise", "31/12/2026");
    expect(
      expectFieldError(await t.call("POST", "/api/imports?essai=1", "admin", sans), "fichier"),
    ).toBe("Choisissez le classeur ou les fichiers CSV.");
  });

  it("every fault at its row and column, in French, all at once; nothing written", async () => {
    const avant = await rien();
    const v = await json<Verif>(
      await envoyer(
        t,
        [
          csv1252("Proprietaires.csv", [
            ["Reference", "Nom", "Prénom", "IBAN", "Code postal"],
            ["P1", "Martin", "Paul", "FR76 1234", "69003"],
            ["P2", "", "Anne", "", "6900"],
          ]),
          csv1252("Baux.csv", [
            [
              "Reference",
              "Appartement",
              "Locataires",
              "Date de début",
              "Loyer HC",
              "Charges",
              "Dépôt de garantie",
            ],
            ["B1", "A9", "L1;L2;L3", "31/02/2026", "800", "50", "800"],
          ]),
        ],
        { essai: true },
      ),
      200,
    );
    const messages = v.erreurs.map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Ligne 2, colonne IBAN : IBAN invalide.",
        "Ligne 3, colonne Nom : Valeur obligatoire (ou une Raison sociale pour une société).",
        "Ligne 3, colonne Code postal : Le code postal compte 5 chiffres.",
        "Ligne 2, colonne Date de début : Date invalide (attendue comme 31/12/2026 ou 2026-12-31).",
        "Ligne 2, colonne Appartement : La référence A9 n'existe ni dans la feuille Appartements ni dans l'agence.",
        // A co-tenancy of three is a lease like any (issue 74): only the unknown references are faults.
        "Ligne 2, colonne Locataires : La référence L3 n'existe ni dans la feuille Locataires ni dans l'agence.",
      ]),
    );
    expect(v.erreurs.find((e) => e.colonne === "IBAN")).toMatchObject({
      feuille: "Proprietaires",
      ligne: 2,
    });
    expect(await rien()).toEqual(avant);
  });

  it("CSVs in Windows-1252 with « ; », or the same in a zip, are read alike", async () => {
    const fichiers = [
      csv1252("Propriétaires.csv", [
        ["Référence", "Nom du propriétaire", "Prénom"],
        ["P7", "Lefèvre", "Hélène"],
      ]),
    ];
    const v = await json<Verif>(await envoyer(t, fichiers, { essai: true }), 200);
    expect(v.erreurs).toEqual([]);
    expect(v.feuilles.Proprietaires?.apercu[0]).toMatchObject({ nom: "Lefèvre", prenom: "Hélène" });
    const zip = {
      nom: "export.zip",
      bytes: zipSync({ "export/Propriétaires.csv": fichiers[0]!.bytes }),
    };
    const z = await json<Verif>(await envoyer(t, [zip], { essai: true }), 200);
    expect(z.feuilles.Proprietaires?.apercu).toEqual(v.feuilles.Proprietaires?.apercu);
  });

  it("a header matched by hand applies, and is kept for the next file of the same headers", async () => {
    const fichier = csv1252("Locataires.csv", [
      ["Reference", "Nom", "Prenom", "Portable perso"],
      ["L9", "Roux", "Léo", "06 11 22 33 44"],
    ]);
    const sans = await json<Verif>(await envoyer(t, [fichier], { essai: true }), 200);
    expect(sans.avertissements).toContain(
      "Feuille Locataires : colonne ignorée « Portable perso » (aucun champ ne lui correspond).",
    );
    const avec = await json<Verif>(
      await envoyer(t, [fichier], {
        essai: true,
        correspondances: { Locataires: { "Portable perso": "tel" } },
      }),
      200,
    );
    expect(avec.feuilles.Locataires?.colonnes[3]).toEqual({
      entete: "Portable perso",
      champ: "tel",
      libelle: "Telephone",
    });
    expect(avec.feuilles.Locataires?.apercu[0]).toMatchObject({ tel: "06 11 22 33 44" });
    // The next file of the same headers, without matches: the kept ones apply.
    const ensuite = await json<Verif>(await envoyer(t, [fichier], { essai: true }), 200);
    expect(ensuite.feuilles.Locataires?.apercu[0]).toMatchObject({ tel: "06 11 22 33 44" });
    expect(ensuite.avertissements).toEqual([]);
    expect((await t.db.select().from(Setting)).some((s) => s.nom.includes("Locataires"))).toBe(
      true,
    );
  });
});

describe("what the request must be", () => {
  const proprietaires = csv1252("Proprietaires.csv", [
    ["Reference", "Nom", "Prenom"],
    ["P1", "Martin", "Léa"],
  ]);

  it("a date of cut-over is required (AAAA-MM-JJ or JJ/MM/AAAA): a French 400 on the field", async () => {
    for (const dateReprise of [null, "demain", "31/02/2026"]) {
      const r = await json<{ error: { fields: Record<string, string> } }>(
        await envoyer(t, [proprietaires], { essai: true, dateReprise }),
        400,
      );
      expect(r.error.fields.dateReprise).toBe(
        "Date de reprise requise (AAAA-MM-JJ ou JJ/MM/AAAA).",
      );
    }
  });

  it("a file that is no spreadsheet: 415; no sheet recognised: 400; bad matches: 400", async () => {
    const pdf = { nom: "Baux.csv", bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0]) };
    const r415 = await json<{ error: { message: string } }>(
      await envoyer(t, [pdf], { essai: true }),
      415,
    );
    expect(r415.error.message).toBe("Ce fichier n'est pas un classeur Excel (.xlsx) ni un CSV.");
    const autre = csv1252("notes.csv", [
      ["a", "b"],
      ["1", "2"],
    ]);
    const r400 = await json<{ error: { message: string } }>(
      await envoyer(t, [autre], { essai: true }),
      400,
    );
    expect(r400.error.message).toContain("Aucune feuille reconnue");
    const faux = await json<{ error: { fields: Record<string, string> } }>(
      await envoyer(t, [proprietaires], {
        essai: true,
        correspondances: { Proprietaires: { Nom: "xyz" } },
      }),
      400,
    );
    expect(faux.error.fields.correspondances).toBe("Colonne inconnue : xyz.");
    const json400 = await t.call("POST", "/api/imports?essai=1", "admin", {
      dateReprise: "2026-12-31",
    });
    expect(json400.status).toBe(415);
  });

  it("gestionnaires and comptables are refused (403)", async () => {
    for (const role of ["user", "comptable"] as const) {
      const r = await envoyer(t, [proprietaires], { role });
      expect(r.status).toBe(403);
    }
  });
});
