import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import {
  AppartementProprietaire,
  Appartement,
  Caution,
  Client,
  Dossier,
  Ecriture,
  Facture,
  IbanClient,
  Import,
  Journal,
  Locataire,
} from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PORTEFEUILLE, classeur, envoyer, json } from "../support/imports";
import { MSG_BAIL_OUVERT } from "../../worker/services/imports/importer";

// Issue 61, item 3: the import writes everything or nothing; the same file again creates nothing and updates only
// what changed; a lease's fields the template lacks follow the product's rules; an owner's IBAN waits for a second
// person (issue 59); the shares in force are never changed by a re-import; the journal names who imported.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

type Rec = {
  import: { id: number; crees: Record<string, number>; misAJour: Record<string, number> };
};

const nombre = async (
  table: Parameters<TestApp["db"]["select"]>[0] extends never ? never : any,
) => {
  const [r] = await t.db.select({ n: count() }).from(table);
  return r?.n ?? 0;
};

const tout = async () => ({
  clients: await nombre(Client),
  appartements: await nombre(Appartement),
  locataires: await nombre(Locataire),
  dossiers: await nombre(Dossier),
  cautions: await nombre(Caution),
  imports: await nombre(Import),
});

const copie = () => structuredClone(PORTEFEUILLE);

describe("everything or nothing", () => {
  it("a file with faults: 400 with them all, nothing written", async () => {
    const avant = await tout();
    const fautif = copie();
    fautif.Proprietaires![2]![5] = "FR00 0000";
    fautif.Baux![2]![6] = 50000; // a deposit over the unfurnished lease's cap
    const r = await json<{
      error: { code: string; message: string };
      erreurs: { message: string }[];
    }>(await envoyer(t, [await classeur("faux.xlsx", fautif)]), 400);
    expect(r.error).toEqual({
      code: "validation",
      message: "Le fichier contient 2 erreurs : rien n'a été importé.",
    });
    expect(r.erreurs.map((e) => e.message)).toContain("Ligne 3, colonne IBAN : IBAN invalide.");
    expect(await tout()).toEqual(avant);
  });

  it("a clean file: 201, each record written with its links, in one go", async () => {
    const r = await json<Rec>(
      await envoyer(t, [await classeur("portefeuille.xlsx", PORTEFEUILLE)]),
      201,
    );
    expect(r.import.crees).toMatchObject({
      Proprietaires: 2,
      Appartements: 2,
      Locataires: 3,
      Baux: 2,
      Garants: 1,
    });
    const [a1] = await t.db.select().from(Appartement).where(eq(Appartement.reference, "A1"));
    expect(a1).toMatchObject({ loyerHC: 80000, charge: 5000, loyerTCC: 85000, ville: "Lyon" });
    const parts = await t.db
      .select({ ref: Client.reference, part: AppartementProprietaire.quotePart })
      .from(AppartementProprietaire)
      .innerJoin(Client, eq(Client.id, AppartementProprietaire.ClientId))
      .where(eq(AppartementProprietaire.AppartementId, a1!.id))
      .orderBy(asc(Client.reference));
    expect(parts).toEqual([
      { ref: "P1", part: 60 },
      { ref: "P2", part: 40 },
    ]);
  });

  it("a lease's fields the template lacks follow the product's rules; no move-in charges, fees or invoices", async () => {
    const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    const [l1] = await t.db.select().from(Locataire).where(eq(Locataire.reference, "L1"));
    expect(b1).toMatchObject({
      LocataireId: l1!.id,
      dateDebutBail: "2024-09-01",
      dateEntree: "2024-09-01",
      dateCreationBail: "2024-09-01",
      loyerTTC: 85000,
      depotGarantie: 80000,
      numFraisDossier: "B1",
      clos: false,
      dateReprise: "2026-12-31",
      typeBail: "nu",
    });
    // The second tenant of the lease is the first one's second holder.
    expect(l1).toMatchObject({
      secondTitulaire: true,
      autreTitre: "Monsieur",
      autreNom: "Petit",
      autrePrenom: "Marc",
      autreMail: "marc@exemple.fr",
    });
    expect(await nombre(Ecriture)).toBe(0);
    expect(await nombre(Facture)).toBe(0);
    const [g1] = await t.db.select().from(Caution).where(eq(Caution.reference, "G1"));
    expect(g1).toMatchObject({
      DossierId: b1!.id,
      mail: "jean@exemple.fr",
      mobile: "02 40 11 22 33",
    });
  });

  it("an owner's IBAN from an import waits for a second person, as one typed in the form (issue 59)", async () => {
    const [p1] = await t.db.select().from(Client).where(eq(Client.reference, "P1"));
    expect(p1).toMatchObject({ iban: "FR7630006000011234567890189", ibanStatut: "a_verifier" });
    const historique = await t.db.select().from(IbanClient).where(eq(IbanClient.ClientId, p1!.id));
    expect(historique).toMatchObject([{ statut: "a_verifier", auteur: "admin@agence.test" }]);
    const [p2] = await t.db.select().from(Client).where(eq(Client.reference, "P2"));
    expect(p2?.ibanStatut).toBe("verifie");
  });

  it("the journal names who imported, on the records and on the Import row", async () => {
    const lignes = await t.db.select().from(Journal).where(eq(Journal.resource, "Import"));
    expect(lignes.length).toBeGreaterThan(0);
    expect(lignes.map((l) => [l.action, l.userEmail, l.sessionId])).toEqual([
      ["create", "admin@agence.test", "session-de-test-admin"],
      ["update", "admin@agence.test", "session-de-test-admin"],
    ]);
    const clients = await t.db.select().from(Journal).where(eq(Journal.resource, "Client"));
    expect(clients.filter((l) => l.action === "create").map((l) => l.userEmail)).toEqual([
      "admin@agence.test",
      "admin@agence.test",
    ]);
    expect(clients.every((l) => l.sessionId)).toBe(true);
  });
});

describe("importing the same file again", () => {
  it("creates nothing and changes nothing", async () => {
    const avant = await tout();
    const essai = await json<{
      avertissements: string[];
      feuilles: Record<string, { creer: number }>;
    }>(await envoyer(t, [await classeur("portefeuille.xlsx", PORTEFEUILLE)], { essai: true }), 200);
    expect(essai.avertissements).toEqual([]);
    expect(essai.feuilles.Appartements?.creer).toBe(0);
    const r = await json<Rec>(
      await envoyer(t, [await classeur("portefeuille.xlsx", PORTEFEUILLE)]),
      201,
    );
    expect(r.import.crees).toMatchObject({
      Proprietaires: 0,
      Appartements: 0,
      Baux: 0,
      Garants: 0,
    });
    expect(r.import.misAJour).toMatchObject({
      Proprietaires: 0,
      Appartements: 0,
      Locataires: 0,
      Baux: 0,
      Garants: 0,
    });
    expect(await tout()).toEqual({ ...avant, imports: avant.imports + 1 });
  });

  it("a changed cell updates its record only; new shares are not applied, a French warning says so", async () => {
    const change = copie();
    change.Baux![1]![4] = "850"; // B1's rent
    change.Appartements![1]![1] = "P1:50;P2:50";
    const essai = await json<{
      feuilles: Record<string, { creer: number; mettreAJour: number }>;
      avertissements: string[];
    }>(await envoyer(t, [await classeur("v2.xlsx", change)], { essai: true }), 200);
    expect(essai.feuilles.Baux).toMatchObject({ creer: 0, mettreAJour: 2 });
    expect(essai.avertissements).toContain(
      "Feuille Appartements, ligne 2 : les propriétaires ou les quotes-parts du lot A1 diffèrent de ceux en vigueur ; ils ne sont pas modifiés par l'import (un changement de quotes-parts se fait sur la fiche du lot et demande une seconde personne).",
    );
    const r = await json<Rec>(await envoyer(t, [await classeur("v2.xlsx", change)]), 201);
    expect(r.import.misAJour).toMatchObject({ Baux: 1, Appartements: 0, Proprietaires: 0 });
    const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    expect(b1).toMatchObject({ loyerHC: 85000, loyerTTC: 90000 });
    const [a1] = await t.db.select().from(Appartement).where(eq(Appartement.reference, "A1"));
    const parts = await t.db
      .select({ part: AppartementProprietaire.quotePart })
      .from(AppartementProprietaire)
      .where(eq(AppartementProprietaire.AppartementId, a1!.id));
    expect(parts.map((p) => p.part).sort()).toEqual([40, 60]);
  });

  it("GET /api/imports lists them, the most recent first; GET /api/Import/{id} reads one", async () => {
    const liste = await t.call("GET", "/api/imports");
    expect(liste.status).toBe(200);
    const imports = liste.body.imports as {
      id: number;
      statut: string;
      auteur: string;
      fichiers: string[];
    }[];
    expect(imports.map((i) => i.id)).toEqual([3, 2, 1]);
    expect(imports[0]).toMatchObject({
      statut: "termine",
      auteur: "admin@agence.test",
      fichiers: ["v2.xlsx"],
    });
    const un = await t.call("GET", "/api/Import/1");
    expect(un.body.import).toMatchObject({ id: 1, dateReprise: "2026-12-31", annulable: true });
    expect((await t.call("GET", "/api/Import/99")).status).toBe(404);
  });

  it("a lease on a pair the agency already lets: 409 in French, nothing written", async () => {
    const avant = await tout();
    const r = await json<{ error: { message: string } }>(
      await envoyer(t, [
        await classeur("doublon.xlsx", {
          Baux: [PORTEFEUILLE.Baux![0]!, ["B9", "A1", "L1", "01/01/2026", "800", "50", "800"]],
        }),
      ]),
      409,
    );
    expect(r.error.message).toBe(MSG_BAIL_OUVERT);
    expect(await tout()).toEqual(avant);
  });
});
