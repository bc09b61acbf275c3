import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Journal, LigneBancaire, ReleveBancaire } from "../../worker/db/schema";
import { eurosDe } from "../../worker/domain/francais/nombres";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { BNP, cfonbBnp } from "../support/releves-banques";
import { MSG_FORBIDDEN } from "../support/http";

// Issue 59 item 5 (ADR 067): a statement's opening balance is the previous statement's closing balance on the same
// account (the one with the latest end day before its first day); else 409 with both figures in French and nothing
// written. An admin may import it anyway with an explanation, kept on the statement and journalled.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const janvier = [
  { date: "2026-01-05", libelle: "VIR SEPA LOYER DUPONT", cents: 97050 },
  { date: "2026-01-12", libelle: "FRAIS TENUE DE COMPTE", cents: -450 },
];
const fevrier = [{ date: "2026-02-05", libelle: "VIR SEPA LOYER DUPONT FEV", cents: 97050 }];
const mars = [{ date: "2026-03-05", libelle: "VIR SEPA LOYER DUPONT MARS", cents: 97050 }];

function importer(
  texte: string,
  role: "admin" | "user" = "user",
  champs: Record<string, string> = {},
) {
  const f = new FormData();
  f.append("file", new File([texte], "bnp.txt"));
  for (const [k, v] of Object.entries(champs)) f.append(k, v);
  return t.call("POST", "/api/banque/releves", role, f);
}
const releves = () => t.db.select().from(ReleveBancaire);
const lignes = () => t.db.select().from(LigneBancaire);

describe("the chain of an account's statements", () => {
  it("takes January, then February opening at January's closing balance", async () => {
    // January opens at 1 000,00 € and closes at 1 966,00 €.
    const jan = await importer(cfonbBnp("2026-01-01", "2026-01-31", janvier, 100000));
    expect(jan.status, JSON.stringify(jan.body)).toBe(201);
    expect(jan.body.releve).toMatchObject({
      soldeInitial: 1000,
      soldeFinal: 1966,
      ruptureExpliquee: null,
    });
    const fev = await importer(cfonbBnp("2026-02-01", "2026-02-28", fevrier, 196600));
    expect(fev.status, JSON.stringify(fev.body)).toBe(201);
    expect(fev.body.releve).toMatchObject({ soldeInitial: 1966, soldeFinal: 2936.5 });
  });

  it("refuses March opening at another balance: 409 with both figures, nothing written", async () => {
    const avant = { releves: await releves(), lignes: await lignes() };
    const r = await importer(cfonbBnp("2026-03-01", "2026-03-31", mars, 123456));
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.error.code).toBe("rupture_releve");
    expect(r.body.error.message).toBe(
      `Le solde initial de ce relevé (${eurosDe(1234.56)}) ne correspond pas au solde final du relevé précédent ` +
        `(${eurosDe(2936.5)}) du compte « ${BNP.libelle} » : le relevé précédent s'arrête au 28/02/2026, celui-ci ` +
        "commence le 01/03/2026. Importez d'abord le relevé manquant, ou faites importer celui-ci par un " +
        "administrateur avec l'explication de l'écart.",
    );
    const lu = r.body.error.message.replace(/\s/g, " ");
    expect(lu).toContain("(1 234,56 €)");
    expect(lu).toContain("(2 936,50 €)");
    expect(await releves()).toEqual(avant.releves);
    expect(await lignes()).toEqual(avant.lignes);
    // An admin without an explanation is refused alike.
    expect(
      (await importer(cfonbBnp("2026-03-01", "2026-03-31", mars, 123456), "admin")).status,
    ).toBe(409);
  });

  it("refuses an explanation from a non-admin (403), an empty one (400)", async () => {
    const user = await importer(cfonbBnp("2026-03-01", "2026-03-31", mars, 123456), "user", {
      ruptureExpliquee: "Relevé de février corrigé par la banque",
    });
    expect(user.status).toBe(403);
    expect(user.body.error.message).toBe(MSG_FORBIDDEN);
    const vide = await importer(cfonbBnp("2026-03-01", "2026-03-31", mars, 123456), "admin", {
      ruptureExpliquee: "  ",
    });
    expect(expectFieldError(vide, "ruptureExpliquee")).toMatch(/^Expliquez la rupture du solde/);
    const longue = await importer(cfonbBnp("2026-03-01", "2026-03-31", mars, 123456), "admin", {
      ruptureExpliquee: "x".repeat(1001),
    });
    expect(expectFieldError(longue, "ruptureExpliquee")).toBe("1 000 caractères au plus.");
    expect((await releves()).filter((x) => x.du === "2026-03-01")).toEqual([]);
  });

  it("takes an admin's explained break, keeps the explanation on the statement and journals it", async () => {
    const texte = "Frais de 1 701,94 € prélevés hors relevé, régularisés par la banque";
    const r = await importer(cfonbBnp("2026-03-01", "2026-03-31", mars, 123456), "admin", {
      ruptureExpliquee: `  ${texte} `,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.releve).toMatchObject({
      soldeInitial: 1234.56,
      ruptureExpliquee: texte,
      lignes: 1,
    });
    const liste = (await t.call("GET", "/api/banque/releves", "user")).body.data;
    expect(liste.find((x: any) => x.id === r.body.releve.id).ruptureExpliquee).toBe(texte);
    const journal = await t.db.select().from(Journal).where(eq(Journal.resource, "ReleveBancaire"));
    const ligne = journal.find((j) => j.resourceId === String(r.body.releve.id));
    expect(ligne?.userEmail).toBe("admin@agence.test");
    expect(JSON.parse(ligne?.changes ?? "{}").ruptureExpliquee).toEqual([null, texte]);
  });

  it("checks nothing without a previous statement, or when the same file comes again", async () => {
    // The same January again: its previous is none (it adds nothing, duplicates only).
    const again = await importer(cfonbBnp("2026-01-01", "2026-01-31", janvier, 100000));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.releve).toMatchObject({ lignes: 0, doublons: 2 });
    // The same February again: its previous is January, whose closing balance it opens at.
    expect((await importer(cfonbBnp("2026-02-01", "2026-02-28", fevrier, 196600))).status).toBe(
      201,
    );
    // An explanation sent while the chain holds is not stored.
    const avril = await importer(
      cfonbBnp(
        "2026-04-01",
        "2026-04-30",
        [{ date: "2026-04-03", libelle: "VIR AVRIL", cents: 100 }],
        220506,
      ),
      "admin",
      { ruptureExpliquee: "Sans objet" },
    );
    expect(avril.status, JSON.stringify(avril.body)).toBe(201);
    expect(avril.body.releve.ruptureExpliquee).toBeNull();
  });
});
