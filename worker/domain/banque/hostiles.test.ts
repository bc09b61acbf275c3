import { afterEach, describe, expect, it, vi } from "vitest";
import { present } from "../present";
import { hostiles } from "../../../tests/support/hostile-statements";
import { lireReleve } from "./lire";
import { ReleveInvalide } from "./releve";

// Statements an attacker would send (issue 40): each is read or refused with a French message, in work that grows
// with the file's size only. Time is the bench's business (tests/bench/parsers.ts); here the work is counted.

const utf8 = (s: string) => new TextEncoder().encode(s);
const TAILLE = 196_000;

function refus(texte: string): string {
  try {
    lireReleve(utf8(texte));
  } catch (e) {
    expect(e).toBeInstanceOf(ReleveInvalide);
    return (e as Error).message;
  }
  throw new Error("le fichier aurait dû être refusé");
}

/** Characters the readers' searches (indexOf) go over while reading `texte`. */
function caracteresLus(texte: string): number {
  const original = String.prototype.indexOf;
  let lus = 0;
  const espion = vi.spyOn(String.prototype, "indexOf").mockImplementation(function (
    this: string,
    cherche: string,
    depuis?: number,
  ) {
    const i = original.call(this, cherche, depuis);
    if (this.length > 10_000) lus += (i < 0 ? this.length : i) - (depuis ?? 0);
    return i;
  });
  try {
    lireReleve(utf8(texte));
  } catch {
    // refused or not: only the work counts here
  } finally {
    espion.mockRestore();
  }
  return lus;
}

afterEach(() => vi.restoreAllMocks());

describe("OFX 1 (SGML) in linear time", () => {
  it.each([
    ["end tags matching nothing", hostiles.ofxFermantesOrphelines(TAILLE)],
    ["tags never ended by '>'", hostiles.ofxBalisesNonFermees(TAILLE)],
    ["end tags never ended by '>'", hostiles.ofxFermantesNonTerminees(TAILLE)],
  ])(
    "a 196 KB file of %s: refused, each character searched a bounded number of times",
    (_, texte) => {
      expect(texte.length).toBeGreaterThan(TAILLE);
      expect(refus(texte)).toBe("Fichier OFX sans relevé de compte (STMTRS).");
      // Two passes (the closed names, then the tree), each reading a character at most twice.
      expect(caracteresLus(texte)).toBeLessThan(4 * texte.length);
    },
  );

  it("an ordinary statement still reads every movement", () => {
    const r = present(lireReleve(utf8(hostiles.ofxNormal(TAILLE))).releves[0], "relevé");
    expect(r.lignes.length).toBeGreaterThan(1500);
    expect(r.lignes[0]).toMatchObject({ date: "2026-11-02", montant: 1050 });
  });
});

describe("nesting is bounded: a French 400 naming the line", () => {
  it.each([
    ["OFX 1 (SGML)", hostiles.ofxImbrique(5000), 101],
    ["OFX 2 (XML)", hostiles.ofx2Imbrique(5000), 103],
    ["camt.053", hostiles.camtImbrique(5000), 101],
  ])("%s nested 5,000 deep", (_, texte, ligne) => {
    expect(refus(texte)).toBe(`Fichier trop imbriqué (profondeur > 100) à la ligne ${ligne}.`);
  });

  it("a camt.053 100 deep is read (the limit is on what is deeper)", () => {
    // Document, BkToCstmrStmt, Stmt: 3 levels, then 97 Ntry.
    expect(refus(hostiles.camtImbrique(97))).not.toMatch(/imbriqué/);
    expect(refus(hostiles.camtImbrique(98))).toMatch(/imbriqué/);
  });

  it("a camt.053 both deep (90) and wide is read, and its tags never ended are a short message", () => {
    expect(lireReleve(utf8(hostiles.camtLargeEtProfond(TAILLE))).releves[0]?.lignes).toEqual([]);
    const message = refus(hostiles.camtBalisesNonFermees(TAILLE));
    expect(message).toMatch(/^Ligne 4 : XML mal formé \(camt\.053\)/);
    expect(message.length).toBeLessThan(400);
  });
});

describe("the other formats at size", () => {
  it("a CSV with a row of 100,000 empty cells: the columns are still guessed", () => {
    const r = present(lireReleve(utf8(hostiles.csvLigneImmense(TAILLE))).releves[0], "relevé");
    expect(r.lignes.length).toBeGreaterThan(3000);
    expect(r.lignes.at(-1)?.libelle).toMatch(/^VIR \d+$/);
  });

  it("a CFONB 120 movement followed by thousands of complements keeps a bounded label", () => {
    const r = present(lireReleve(utf8(hostiles.cfonbComplements(TAILLE))).releves[0], "relevé");
    expect(r.lignes).toHaveLength(1);
    expect(present(r.lignes[0], "mouvement").libelle.length).toBeLessThanOrEqual(1000);
  });

  it("a QIF of 150,000 operations is read (no argument list as long as the file)", () => {
    const ops = "D02/11/2026\nT10,50\nPVIR\n^\n".repeat(150_000);
    const r = present(lireReleve(utf8(`!Type:Bank\n${ops}`)).releves[0], "relevé");
    expect(r.lignes).toHaveLength(150_000);
  });
});

describe("a movement's texts are bounded", () => {
  it("a label of 200,000 characters is kept to 1,000", () => {
    const csv = `Date;Libellé;Montant\n02/11/2026;${"VIR ".repeat(50_000)};10,00\n`;
    const r = present(lireReleve(utf8(csv)).releves[0], "relevé");
    expect(r.lignes[0]?.libelle).toHaveLength(1000);
  });
});
