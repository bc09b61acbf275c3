import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { euros } from "./format";
import { embedFonts } from "./fonts";
import { measure, wrap } from "./pdf-text";

// Walk: a ledger entry's label, stored « Honoraires de gestion 8 % TTC », wrapped in the 2044's narrow column with
// « 8 » ending a line and « % TTC » starting the next. At every width a line may take, « % » stays with its number and
// an amount (its sign included) stays whole.
describe("wrap", () => {
  it("never parts « % » from its number, nor an amount from its sign, at any width", async () => {
    const { regular } = embedFonts(await PDFDocument.create());
    const libelle = `Honoraires de gestion 8 % TTC, quote-part 33,33 % : ${euros(-1722760)}`;
    const montant = measure(euros(-1722760), regular, 9);
    for (let largeur = montant; largeur < 400; largeur += 1) {
      const lignes = wrap(libelle, regular, 9, largeur);
      for (const ligne of lignes)
        expect(ligne, `${largeur} pt`).not.toMatch(/^%|(^|\s)\d+(,\d+)?$/);
      expect(
        lignes.some((l) => l.endsWith("-17\u00a0227,60\u00a0€")),
        `${largeur} pt`,
      ).toBe(true);
    }
  });
});
