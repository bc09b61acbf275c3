import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  Appartement,
  Caution,
  Client,
  Dossier,
  IbanClient,
  Locataire,
} from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PORTEFEUILLE, classeur, csv1252, envoyer, json } from "../support/imports";

// Issue 74, item 6 (ADR 116): undoing an import that updated existing records gives them back their values from
// before it, exactly; when one of them was changed since, the undo is a 409 naming the record and the field, the
// import's read says so beforehand, and nothing changes.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

type Rec = {
  import: {
    id: number;
    statut: string;
    annulable: boolean;
    raisonNonAnnulable: string | null;
    misAJour: Record<string, number>;
  };
};

/** Every column of the five records the second file updates, but the moment of the last write. */
async function lignes() {
  const sans = <T extends { updatedAt?: unknown }>(r: T | undefined) => {
    const { updatedAt: _, ...reste } = r ?? ({} as T);
    return reste;
  };
  const [p1] = await t.db.select().from(Client).where(eq(Client.reference, "P1"));
  const [a1] = await t.db.select().from(Appartement).where(eq(Appartement.reference, "A1"));
  const [l3] = await t.db.select().from(Locataire).where(eq(Locataire.reference, "L3"));
  const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
  const [g1] = await t.db.select().from(Caution).where(eq(Caution.reference, "G1"));
  return { p1: sans(p1), a1: sans(a1), l3: sans(l3), b1: sans(b1), g1: sans(g1) };
}

/** A file that changes the five records: P1's address and IBAN, A1's floor, L3's phone, B1's rent, G1's town. */
const seconde = () => [
  csv1252("Proprietaires.csv", [
    ["Reference", "Nom", "Prenom", "Adresse", "IBAN"],
    ["P1", "Martin", "Paul", "12 quai Nord", "FR14 2004 1010 0505 0001 3M02 606"],
  ]),
  csv1252("Appartements.csv", [
    ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Etage"],
    ["A1", "P1:60;P2:40", "3 rue des Lilas", "69003", "Lyon", "4"],
  ]),
  csv1252("Locataires.csv", [
    ["Reference", "Nom", "Prenom", "Telephone"],
    ["L3", "Leroy", "Hugo", "06 11 22 33 44"],
  ]),
  csv1252("Baux.csv", [
    [
      "Reference",
      "Appartement",
      "Locataires",
      "Date de debut",
      "Loyer HC",
      "Charges",
      "Depot de garantie",
    ],
    ["B1", "A1", "L1;L2", "01/09/2024", "850", "50", "800"],
  ]),
  csv1252("Garants.csv", [
    ["Reference", "Bail", "Nom", "Prenom", "Email", "Telephone", "Ville"],
    ["G1", "B1", "Petit", "Jean", "jean@exemple.fr", "0240112233", "Nantes"],
  ]),
];

describe("undoing an import that updated records", () => {
  it("gives every updated record its values from before the import back, its IBAN too", async () => {
    await json<Rec>(await envoyer(t, [await classeur("p.xlsx", PORTEFEUILLE)]), 201);
    const avant = await lignes();
    const rec = await json<Rec>(await envoyer(t, seconde()), 201);
    expect(rec.import.misAJour).toMatchObject({
      Proprietaires: 1,
      Appartements: 1,
      Locataires: 1,
      Baux: 1,
      Garants: 1,
    });
    expect(rec.import).toMatchObject({ annulable: true, raisonNonAnnulable: null });
    const modifie = await lignes();
    expect(modifie.b1.loyerHC).toBe(85000);
    expect(modifie.p1).toMatchObject({ adresse: "12 quai Nord", ibanStatut: "a_verifier" });
    expect(modifie.l3.tel).not.toBe(avant.l3.tel);

    const r = await t.call("DELETE", `/api/Import/${rec.import.id}`);
    expect(r.status).toBe(200);
    expect(r.body.import.statut).toBe("annule");
    expect(await lignes()).toEqual(avant);
    // The IBAN from before is P1's current one in the history again, with the status it had.
    const [p1] = await t.db.select().from(Client).where(eq(Client.reference, "P1"));
    const historique = (await t.call("GET", `/api/Client/${p1!.id}/ibans`)).body.data;
    expect(historique[0]).toMatchObject({
      iban: "FR76 3000 6000 0112 3456 7890 189",
      statut: avant.p1.ibanStatut,
    });
    expect(historique.filter((l: { statut: string }) => l.statut !== "remplace")).toHaveLength(1);
  });

  it("409 naming the record and the field changed since; the read says it first; nothing changes", async () => {
    const rec = await json<Rec>(await envoyer(t, seconde()), 201);
    const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    const put = await t.call("PUT", `/api/Dossier/${b1!.id}`, "admin", { jourQuitance: 10 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // The lease's form also fills what it derives (here its IRL): every field the template names is listed.
    const lu = (await t.call("GET", `/api/Import/${rec.import.id}`)).body.import;
    expect(lu.annulable).toBe(false);
    const raison: string = lu.raisonNonAnnulable;
    expect(raison).toMatch(
      /^Le bail B1 a été modifié depuis cet import \(champs? .*« Jour de quittance »/,
    );
    expect(raison).toMatch(/\) : l'annuler effacerait cette modification\.$/);
    const avant = await lignes();
    const r = await t.call("DELETE", `/api/Import/${rec.import.id}`);
    expect([r.status, r.body.error.message]).toEqual([409, `Import non annulable : ${raison}`]);
    expect(await lignes()).toEqual(avant);
    expect(avant.b1.loyerHC).toBe(85000);
    expect((await t.call("GET", `/api/Import/${rec.import.id}`)).body.import.statut).toBe(
      "termine",
    );
    const [iban] = await t.db
      .select()
      .from(IbanClient)
      .where(eq(IbanClient.ImportId, rec.import.id));
    expect(iban?.statut).toBe("a_verifier");
  });
});
