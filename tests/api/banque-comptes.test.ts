import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { CompteBancaire } from "../../worker/db/schema";
import { expectError, expectFieldError } from "../support/http";
import { generate } from "../support/pdf";
import {
  BNP,
  camtCoba,
  cfonbBnp,
  COBA,
  csvSansCompte,
  ofxSg,
  SG,
} from "../support/releves-banques";

// Issue 42, item 2 (ADR 043): an import names its account. The account a file states is found or created with its
// bank's name; a file stating none must be given one; a statement never goes into an account of another number;
// the reconciliation prints the statement's own closing day and balance.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

const importer = (texte: string, champs: Record<string, string> = {}, nom = "releve.txt") => {
  const f = new FormData();
  f.append("file", new File([texte], nom));
  for (const [k, v] of Object.entries(champs)) f.append(k, v);
  return t.call("POST", "/api/banque/releves", "user", f);
};
const comptes = async () =>
  (await t.call("GET", "/api/banque/comptes", "user")).body.data as {
    id: number;
    libelle: string;
    numero: string | null;
    releves: number;
  }[];
const novembre = [
  { date: "2026-11-05", libelle: "VIR SEPA LOYER DUPONT", cents: 97050 },
  { date: "2026-11-12", libelle: "FRAIS TENUE DE COMPTE", cents: -450 },
];

describe("POST /api/banque/releves: the account of the file", () => {
  it("puts the statements of two banks into two accounts, named by their bank and IBAN", async () => {
    const bnp = await importer(cfonbBnp("2026-11-01", "2026-11-21", novembre), {}, "bnp.txt");
    expect(bnp.status, JSON.stringify(bnp.body)).toBe(201);
    expect(bnp.body.comptes).toEqual([
      { id: bnp.body.releve.compteId, libelle: BNP.libelle, numero: BNP.iban },
    ]);
    const sg = await importer(ofxSg("2026-11-01", "2026-11-21", novembre), {}, "sg.ofx");
    expect(sg.status, JSON.stringify(sg.body)).toBe(201);
    expect(sg.body.comptes).toEqual([
      { id: sg.body.releve.compteId, libelle: SG.libelle, numero: SG.iban },
    ]);
    expect(sg.body.releve.compteId).not.toBe(bnp.body.releve.compteId);
    expect(sg.body.releve).toMatchObject({ lignes: 2, doublons: 0 });
    expect(await comptes()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ libelle: BNP.libelle, numero: BNP.iban, releves: 1 }),
        expect.objectContaining({ libelle: SG.libelle, numero: SG.iban, releves: 1 }),
      ]),
    );
  });

  it("finds the same account when the same file comes again, and adds no line", async () => {
    const avant = (await comptes()).length;
    const again = await importer(cfonbBnp("2026-11-01", "2026-11-21", novembre));
    expect(again.body.comptes[0]).toMatchObject({ libelle: BNP.libelle, numero: BNP.iban });
    expect(again.body.releve).toMatchObject({ lignes: 0, doublons: 2 });
    expect(await comptes()).toHaveLength(avant);
  });

  it("refuses a statement into an account whose number differs (409), and writes nothing", async () => {
    const avant = await comptes();
    const bnp = avant.find((c) => c.numero === BNP.iban)!;
    const refus = await importer(ofxSg("2026-12-01", "2026-12-15", novembre), {
      CompteBancaireId: String(bnp.id),
    });
    expectError(refus, 409);
    expect(await comptes()).toEqual(avant);
    expect(refus.body.error.message).toBe(
      `Ce relevé est celui du compte FR76 …4509 : il ne peut pas être importé dans le compte « ${BNP.libelle} ».`,
    );
    // The same account named explicitly is accepted (opening at November's closing balance: ADR 067's chain).
    const ok = await importer(cfonbBnp("2026-12-01", "2026-12-15", novembre, 196600), {
      CompteBancaireId: String(bnp.id),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.releve.compteId).toBe(bnp.id);
    // An account without number is another account too.
    const sans = await importer(csvSansCompte(novembre), { nouveauCompte: "Caisse d'Épargne" });
    const refusSans = await importer(ofxSg("2026-12-01", "2026-12-15", novembre), {
      CompteBancaireId: String(sans.body.releve.compteId),
    });
    expectError(refusSans, 409);
    expect(refusSans.body.error.message).toBe(
      "Ce relevé est celui du compte FR76 …4509 : il ne peut pas être importé dans le compte « Caisse d'Épargne ».",
    );
  });

  it("asks for the account of a file that states none (400), then takes the one given", async () => {
    const avant = await comptes();
    const sans = await importer(csvSansCompte(novembre), {}, "export.csv");
    expectFieldError(sans, "CompteBancaireId");
    expect(sans.body.error.message).toBe("Choisissez le compte bancaire de ce relevé.");
    expect(sans.body.error.fields.CompteBancaireId).toBe(
      "Choisissez le compte bancaire de ce relevé.",
    );
    expect(await comptes()).toEqual(avant);
    const sg = avant.find((c) => c.numero === SG.iban)!;
    const dans = await importer(csvSansCompte(novembre), { CompteBancaireId: String(sg.id) });
    expect(dans.status, JSON.stringify(dans.body)).toBe(201);
    expect(dans.body.comptes).toEqual([{ id: sg.id, libelle: SG.libelle, numero: SG.iban }]);
    expectFieldError(
      await importer(csvSansCompte(novembre), { CompteBancaireId: "douze" }),
      "CompteBancaireId",
    );
    // A new account without number, found again by its label.
    const a = await importer(csvSansCompte(novembre), { nouveauCompte: "Livret agence" });
    const b = await importer(csvSansCompte(novembre), { nouveauCompte: " Livret agence " });
    expect(a.body.comptes[0]).toMatchObject({ libelle: "Livret agence", numero: null });
    expect(b.body.releve).toMatchObject({ compteId: a.body.releve.compteId, doublons: 2 });
    // Issue 26's `compte`: the account it names by its label, created the first time, found again after.
    const c = await importer(csvSansCompte(novembre), { compte: "Compte loyers" });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.comptes).toEqual([
      { id: c.body.releve.compteId, libelle: "Compte loyers", numero: null },
    ]);
    const d = await importer(csvSansCompte(novembre), { compte: "Compte loyers" });
    expect(d.body.releve).toMatchObject({
      compteId: c.body.releve.compteId,
      lignes: 0,
      doublons: 2,
    });
    expect(
      (await importer(csvSansCompte(novembre), { compte: "Livret agence" })).body.releve,
    ).toMatchObject({
      compteId: a.body.releve.compteId,
    });
    // An id no account has is still refused, at its field.
    expect(
      expectFieldError(await importer(csvSansCompte(novembre), { compte: "99999" }), "compte"),
    ).toBe("Ce compte bancaire n'existe pas.");
  });

  it("finds an account stored under the older RIB form, and gives it its IBAN", async () => {
    const now = new Date().toISOString();
    const [ancien] = await t.db
      .insert(CompteBancaire)
      .values({
        libelle: "Courant SG",
        numero: "30003/01234/00050012346",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const ofx = ofxSg("2027-02-01", "2027-02-21", novembre).replace("00050012345", "00050012346");
    const r = await importer(ofx);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.comptes).toEqual([
      { id: ancien!.id, libelle: "Courant SG", numero: "FR7630003012340005001234606" },
    ]);
  });

  it("creates one account when two imports of a new account's statements run at once", async () => {
    const jours = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"];
    const results = await Promise.all(
      // Each day opens at the day before's closing balance, whatever order the imports commit in (ADR 067).
      jours.map((jour, i) =>
        importer(
          camtCoba(jour, [{ date: jour, libelle: `VIR ${jour}`, cents: 1000 }], i * 1000),
          {},
          "c.xml",
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(results.map((r) => r.body.releve.compteId));
    expect(ids.size).toBe(1);
    const coba = (await comptes()).filter((c) => c.numero === COBA.iban);
    expect(coba).toEqual([expect.objectContaining({ libelle: COBA.libelle, releves: 4 })]);
  });
});

describe("the reconciliation of a statement ending before the month does", () => {
  it("prints the statement's own closing day and balance", async () => {
    const r = await importer(
      ofxSg(
        "2027-01-01",
        "2027-01-21",
        [{ date: "2027-01-04", libelle: "VIR", cents: 5000 }],
        321456,
      ),
    );
    const { text } = await generate(
      t,
      `/api/banque/comptes/${r.body.releve.compteId}/rapprochement/2027/01/generate`,
    );
    expect(text).toContain("Solde au 21/01/2027 (relevé) 3 214,56 €");
    expect(text).not.toContain("31/01/2027 (relevé)");
    expect(text).not.toContain("Solde bancaire au 31/01/2027");
  });
});
