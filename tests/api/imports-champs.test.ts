import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { COLONNES, FEUILLES } from "../../worker/domain/imports/colonnes";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { classeurChamps, DATE_REPRISE_CHAMPS, SCI } from "../support/imports-champs";
import { generate } from "../support/pdf";
import { makeTestApp, type TestApp } from "../support/test-app";

// Issue 74 item 1 "Every field a column" on the Node entry: a portfolio with every column filled imports with every
// field, comes out of the export with every field, and imports again into an empty agency as the same records; the
// SCI is named by its raison sociale on its lease, the three co-tenants are all on theirs, the mandate's fee is
// charged on the first rent collected after the import.

const AUJOURDHUI = "2026-11-28";
let t: TestApp;
let fichier: Uint8Array;

const formulaire = (bytes: Uint8Array, nom = "reprise.xlsx") => {
  const form = new FormData();
  form.append("fichier", new File([new Uint8Array(bytes)], nom));
  form.append("dateReprise", DATE_REPRISE_CHAMPS);
  return form;
};
const exporter = async (app: TestApp) => {
  const r = await app.call("GET", `/api/exports/portefeuille.xlsx?date=${AUJOURDHUI}`, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.bytes as Uint8Array;
};
/** Each sheet's records as the import reads them, by reference, without their row numbers. */
async function lus(bytes: Uint8Array) {
  const v = verifierImport(await lireClasseur(bytes), DATE_REPRISE_CHAMPS);
  expect(v.erreurs).toEqual([]);
  return Object.fromEntries(
    Object.entries(v.lus).map(([f, rs]) => [
      f,
      Object.fromEntries(rs.map((r) => [String(r.champs.reference), r.champs])),
    ]),
  ) as Record<string, Record<string, Record<string, unknown>>>;
}
const idDe = async (table: string, reference: string) => {
  const [r] = await t.db.all<{ id: number }>(
    sql`select "id" from ${sql.raw(`"${table}"`)} where "reference" = ${reference}`,
  );
  return r?.id ?? 0;
};

beforeAll(async () => {
  t = await makeTestApp({ now: `${AUJOURDHUI}T10:00:00Z`, confirme: true });
  fichier = (await classeurChamps()).bytes;
});
afterAll(() => t.close());

describe("every field a column (issue 74 item 1)", () => {
  it("the dry run reads the whole file clean, then the import creates every record and the mandate", async () => {
    const essai = await t.call("POST", "/api/imports?essai=1", "admin", formulaire(fichier));
    expect(essai.status, JSON.stringify(essai.body)).toBe(200);
    expect(essai.body.erreurs).toEqual([]);
    expect(essai.body.feuilles.Mandats).toMatchObject({ lignes: 2, creer: 2 });
    const r = await t.call("POST", "/api/imports", "admin", formulaire(fichier));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.import.crees).toMatchObject({
      Proprietaires: 2,
      Appartements: 2,
      Locataires: 4,
      Baux: 2,
      Garants: 1,
      Mandats: 2,
    });
    // Issues 76 and 78's fields, columns since: a mandate's works ceiling in cents, a tenant's situation by its code.
    const plafonds = await t.db.all<{ p: number | null }>(
      sql`select "plafondTravauxTTC" as p from "Mission" where "reference" is not null`,
    );
    expect(plafonds.map((m) => m.p)).toEqual([12345, 12345]);
    const statuts = await t.db.all<{ s: string | null }>(
      sql`select distinct "statut" as s from "Locataire"`,
    );
    expect(statuts.map((l) => l.s)).toEqual(["etudiant"]);
  });

  it("the export gives back every cell of the file, and has a value in every column", async () => {
    const avant = await lus(fichier);
    const apres = await lus(await exporter(t));
    for (const f of Object.keys(avant))
      for (const [ref, champs] of Object.entries(avant[f] ?? {})) {
        const donnes = Object.fromEntries(Object.entries(champs).filter(([, v]) => v !== null));
        expect(apres[f]?.[ref], `${f} ${ref}`).toMatchObject(donnes);
      }
    for (const f of FEUILLES.filter((f) => f !== "Soldes"))
      for (const c of COLONNES[f]) {
        const valeurs = Object.values(apres[f] ?? {}).map((r) => r[c.champ]);
        expect(
          valeurs.some((v) => v !== null && v !== undefined),
          `${f} : colonne ${c.entete}`,
        ).toBe(true);
      }
  });

  it("the SCI is named by its raison sociale on its mandate's order, never « Monsieur »", async () => {
    const [sci] = await t.db.all<{
      titre: string;
      prenom: string;
      raisonSociale: string;
      personneMorale: number;
    }>(
      sql`select "titre", "prenom", "raisonSociale", "personneMorale" from "Client" where "reference" = 'P2'`,
    );
    expect(sci).toEqual({ titre: "", prenom: "", raisonSociale: SCI, personneMorale: 1 });
    // A company entered on its form: a raison sociale and its manager's name, no prénom, the civilité left as is.
    const forme = await t.call("POST", "/api/Client", "user", {
      titre: "Monsieur",
      nom: "Gérant",
      raisonSociale: "SCI Du Port",
      adresseDefaut: "adresse",
      mailDefaut: "mailPerso",
      telDefaut: "mobilePerso",
    });
    expect(forme.status, JSON.stringify(forme.body)).toBe(201);
    expect(forme.body).toMatchObject({ personneMorale: true, prenom: "" });
    const m1 = await idDe("Mission", "M1");
    const lien = await t.call("PUT", `/api/Mission/${m1}/client/add/${forme.body.id}`, "user");
    expect(lien.status, JSON.stringify(lien.body)).toBe(200);
    const pdf = await generate(t, `/api/Mission/${m1}/ordreMission/generate`);
    expect(pdf.text).toContain(`Nom ${SCI}`);
    expect(pdf.text).toContain("Nom SCI Du Port");
    expect(pdf.text).not.toMatch(/Monsieur\s+(Gérant\s+)?SCI|Monsieur Gérant/);
    // A person still needs a prénom.
    const personne = await t.call("POST", "/api/Client", "user", {
      nom: "Sans Prénom",
      adresseDefaut: "adresse",
      mailDefaut: "mailPerso",
      telDefaut: "mobilePerso",
    });
    expect(personne.status).toBe(400);
    expect(JSON.stringify(personne.body)).toContain("prenom");
  });

  it("the three co-tenants are all on their lease, in the file's order", async () => {
    const liens = await t.db.all<{
      reference: string;
      rang: number;
    }>(sql`select l."reference", c."rang"
      from "Colocataire" c join "Locataire" l on l."id" = c."LocataireId"
      where c."DossierId" = ${await idDe("Dossier", "B1")} order by c."rang"`);
    expect(liens).toEqual([
      { reference: "L1", rang: 1 },
      { reference: "L2", rang: 2 },
      { reference: "L3", rang: 3 },
    ]);
    expect((await lus(await exporter(t))).Baux?.B1?.locataires).toEqual(["L1", "L2", "L3"]);
  });

  it("the mandate's fee (6 % HT, 7.2 % TTC) is charged on the first rent collected after the import", async () => {
    const mandat = await t.call("GET", `/api/Mission/${await idDe("Mission", "M1")}`, "user");
    expect(mandat.body).toMatchObject({
      type: "Mandat de gestion",
      numeroMandat: "2019-0012",
      dateSignature: "2019-03-15",
      honorairesGestionHT: 6,
      honorairesGestion: 7.2,
      dureeMandatMois: 36,
    });
    const b1 = await idDe("Dossier", "B1");
    // November's term, called by the import itself (ADR 112): asked again, the same one.
    const q = await t.call("POST", `/api/Quitance/generate/${b1}`, "user", { date: "2026-11-01" });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const p = await t.call("POST", `/api/Dossier/${b1}/paiements`, "user", {
      date: "2026-11-28",
      mode: "Virement",
      montant: "850,00",
      QuitanceId: q.body.id,
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    const ecritures = await t.db.all<{ type: string; debit: number; credit: number }>(
      sql`select "type", "debit", "credit" from "EcritureProprietaire"
        where "ClientId" = ${await idDe("Client", "P2")} and "DossierId" = ${b1} order by "id"`,
    );
    // 850 € collected: the SCI is credited with it, less 7.2 % of it (61.20 €).
    expect(ecritures).toEqual([
      { type: "loyer", debit: 0, credit: 85000 },
      expect.objectContaining({ type: "honoraires", debit: 6120 }),
    ]);
  });

  it("the export, imported into an empty agency, exports as the same records; undone, leaves no mandate", async () => {
    const premier = await exporter(t);
    const autre = await makeTestApp({ now: `${AUJOURDHUI}T10:00:00Z`, confirme: true });
    try {
      const r = await autre.call("POST", "/api/imports", "admin", formulaire(premier));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const { Soldes: _a, ...a } = await lus(premier);
      const { Soldes: _b, ...b } = await lus(await exporter(autre));
      expect(b).toEqual(a);
      // Undone while nothing refers to them: the mandates go with the records, their links with them.
      const annule = await autre.call("DELETE", `/api/Import/${r.body.import.id}`, "admin");
      expect(annule.status, JSON.stringify(annule.body)).toBe(200);
      const [reste] = await autre.db.all<{ n: number }>(
        sql`select (select count(*) from "Mission") + (select count(*) from "MissionClient")
          + (select count(*) from "Colocataire") as n`,
      );
      expect(reste?.n).toBe(0);
    } finally {
      await autre.close();
    }
  });
});
