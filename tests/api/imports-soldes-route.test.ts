import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Client, Dossier } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PORTEFEUILLE, classeur, envoyer, json } from "../support/imports";

// Issue 61 items 3 and 4 through POST /api/imports: the sheet Soldes reaches the ledgers at the cut-over day, and the
// same file imported again writes no balance a second time (the ledger only grows: a doubled balance would be a
// tenant chased twice, an owner paid twice). The dry run says so before anything is written.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const AVEC_SOLDES = {
  ...PORTEFEUILLE,
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["B1", "locataire", "1 234,56 €"],
    ["B1", "depot", "800"],
    ["B2", "locataire", "-150"],
    ["P1", "proprietaire", "2 000,00"],
  ],
};

const get = async (path: string) => {
  const res = await t.call("GET", path);
  expect(res.status).toBe(200);
  return res.body as any;
};
const dossier = async (reference: string) =>
  (await t.db.select().from(Dossier).where(eq(Dossier.reference, reference)))[0]!;

type Rec = { import: { id: number; crees: Record<string, number> } };

describe("opening balances through the import", () => {
  it("are written at the cut-over day to the tenant's and the owner's ledgers", async () => {
    const fichier = await classeur("reprise.xlsx", AVEC_SOLDES);
    const essai = await json<{ feuilles: Record<string, { creer: number }> }>(
      await envoyer(t, [fichier], { essai: true, dateReprise: "31/12/2026" }),
      200,
    );
    expect(essai.feuilles.Soldes).toMatchObject({ lignes: 4, creer: 4 });
    const r = await json<Rec>(await envoyer(t, [fichier], { dateReprise: "31/12/2026" }), 201);
    expect(r.import.crees.Soldes).toBe(4);

    const b1 = await get(`/api/Dossier/${(await dossier("B1")).id}/compte`);
    expect(b1.ecritures.map((e: any) => [e.date, e.libelle, e.debit, e.credit])).toEqual([
      ["2026-12-31", "Dépôt de garantie détenu", 800, 0],
      ["2026-12-31", "Dépôt de garantie détenu", 0, 800],
      ["2026-12-31", "Reprise de solde au 31/12/2026", 1234.56, 0],
    ]);
    expect(b1.solde).toBe(1234.56);
    expect((await get(`/api/Dossier/${(await dossier("B2")).id}/compte`)).solde).toBe(-150);
    const [martin] = await t.db.select().from(Client).where(eq(Client.reference, "P1"));
    const compte = await get(`/api/Client/${martin!.id}/compte`);
    expect(compte.solde).toBe(2000);
  });

  it("the same file again writes no balance twice, and the dry run warns of each", async () => {
    const fichier = await classeur("reprise.xlsx", AVEC_SOLDES);
    const essai = await json<{
      feuilles: Record<string, { creer: number }>;
      avertissements: string[];
    }>(await envoyer(t, [fichier], { essai: true, dateReprise: "31/12/2026" }), 200);
    expect(essai.feuilles.Soldes).toMatchObject({ lignes: 4, creer: 0 });
    expect(essai.avertissements).toContain(
      "Feuille Soldes, ligne 2 : le solde locataire de B1 est déjà repris par un import précédent ; il n'est pas écrit une seconde fois.",
    );
    const r = await json<Rec>(await envoyer(t, [fichier], { dateReprise: "31/12/2026" }), 201);
    expect(r.import.crees.Soldes).toBe(0);
    const b1 = await get(`/api/Dossier/${(await dossier("B1")).id}/compte`);
    expect(b1.ecritures).toHaveLength(3);
    expect(b1.solde).toBe(1234.56);
  });
});
