import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { Appartement, Caution, Client, Dossier, Locataire } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PORTEFEUILLE, classeur, csv1252, envoyer, json } from "../support/imports";

// Issue 61, item 3: DELETE /api/Import/{id} removes what the import created, in one transaction, while nothing else
// refers to it (else 409 with the reason in French, nothing changed); what it updated gets its values back; a second undo is a
// 409, an unknown import a 404; `annulable` tells the screen beforehand.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

type Rec = { import: { id: number; statut: string; annulable: boolean; annulePar: string | null } };

const annuler = (id: number) => t.call("DELETE", `/api/Import/${id}`);
const refs = async () => ({
  clients: (await t.db.select({ r: Client.reference }).from(Client)).map((r) => r.r).sort(),
  appartements: (await t.db.select({ r: Appartement.reference }).from(Appartement))
    .map((r) => r.r)
    .sort(),
  locataires: (await t.db.select({ r: Locataire.reference }).from(Locataire))
    .map((r) => r.r)
    .sort(),
  baux: (await t.db.select({ r: Dossier.reference }).from(Dossier)).map((r) => r.r).sort(),
  garants: (await t.db.select({ r: Caution.reference }).from(Caution)).map((r) => r.r).sort(),
});

let premier: number;

describe("undoing an import", () => {
  it("removes the records it created; one that updated records gives them their values back", async () => {
    premier = (await json<Rec>(await envoyer(t, [await classeur("p.xlsx", PORTEFEUILLE)]), 201))
      .import.id;
    const avant = await refs();
    // A second file: a new owner, and B1's rent changed.
    const second = await json<Rec>(
      await envoyer(t, [
        csv1252("Proprietaires.csv", [
          ["Reference", "Nom", "Prenom"],
          ["P8", "Garnier", "Léa"],
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
      ]),
      201,
    );
    // Issue 74, item 6 (ADR 116): B1's previous rent was kept with the import: its undo gives it back.
    expect(second.import).toMatchObject({ annulable: true, raisonNonAnnulable: null });
    const [b1Apres] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    expect(b1Apres?.loyerHC).toBe(85000);
    expect((await annuler(second.import.id)).status).toBe(200);
    const [b1Annule] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    expect(b1Annule?.loyerHC).toBe(80000);
    expect((await refs()).clients).not.toContain("P8");
    // An import that only created records is undone: its owner is gone, the rest as before.
    const avantTroisieme = await refs();
    const troisieme = await json<Rec>(
      await envoyer(t, [
        csv1252("Proprietaires.csv", [
          ["Reference", "Nom", "Prenom"],
          ["P9", "Hamon", "Luc"],
        ]),
      ]),
      201,
    );
    expect(troisieme.import).toMatchObject({ annulable: true, raisonNonAnnulable: null });
    const r = await annuler(troisieme.import.id);
    expect(r.status).toBe(200);
    expect(r.body.import).toMatchObject({
      statut: "annule",
      annulable: false,
      annulePar: "admin@agence.test",
    });
    expect(r.body.import.annuleAt).toBeTruthy();
    expect(await refs()).toEqual(avantTroisieme);
    expect(avant.clients).not.toContain("P8");
  });

  it("a second undo is a 409; an unknown import a 404", async () => {
    const imports = (await t.call("GET", "/api/imports")).body.imports as {
      id: number;
      statut: string;
    }[];
    const annule = imports.find((i) => i.statut === "annule")!;
    const r = await annuler(annule.id);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Cet import est déjà annulé.");
    expect((await annuler(999)).status).toBe(404);
  });

  it("refused while a created record has a receipt since: 409 naming it, nothing changed", async () => {
    const [b2] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B2"));
    const q = await t.call("POST", `/api/Quitance/generate/${b2!.id}`, "admin", {
      date: "2026-12-01",
    });
    expect(q.status).toBeLessThan(300);
    expect((await t.call("GET", `/api/Import/${premier}`)).body.import.annulable).toBe(false);
    const avant = await refs();
    const r = await annuler(premier);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Import non annulable : Le bail B2 a une quittance.");
    expect(await refs()).toEqual(avant);
    expect((await t.call("GET", `/api/Import/${premier}`)).body.import.statut).toBe("termine");
  });

  it("refused while an imported apartment has a lease the import did not create", async () => {
    const id = (
      await json<Rec>(
        await envoyer(t, [
          csv1252("Proprietaires.csv", [
            ["Reference", "Nom", "Prenom"],
            ["P5", "Morel", "Léa"],
          ]),
          csv1252("Appartements.csv", [
            ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville"],
            ["A5", "P5", "1 rue Neuve", "13001", "Marseille"],
          ]),
          csv1252("Locataires.csv", [
            ["Reference", "Nom", "Prenom"],
            ["L5", "Blanc", "Léa"],
          ]),
        ]),
        201,
      )
    ).import.id;
    const [a5] = await t.db.select().from(Appartement).where(eq(Appartement.reference, "A5"));
    const [l5] = await t.db.select().from(Locataire).where(eq(Locataire.reference, "L5"));
    const bail = await t.call("PUT", `/api/Appartement/${a5!.id}/tenant/add/${l5!.id}`, "admin", {
      depotGarantie: 0,
      numFraisDossier: "FD-1",
      loyerHC: 500,
      loyerCharge: 20,
    });
    expect(bail.status).toBeLessThan(300);
    const r = await annuler(id);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(
      /^Import non annulable : Le (lot A5|locataire L5) a un bail que l'import n'a pas créé\.$/,
    );
    const restent = await t.db
      .select()
      .from(Client)
      .where(inArray(Client.reference, ["P5"]));
    expect(restent).toHaveLength(1);
  });
});
