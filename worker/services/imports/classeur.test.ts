import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { classeurGenere } from "../../../tests/support/portefeuille-genere";
import { classeurStocke, lireClasseur } from "./classeur";
import { lireXlsx } from "./excel";

// The workbook handed to the reader with its entries stored (ADR 152): the reader inflates nothing in threads of
// its own, and reads the same sheets.

const methodes = (bytes: Uint8Array) => {
  const m: Record<string, number> = {};
  unzipSync(bytes, {
    filter: (f) => {
      m[f.name] = f.compression;
      return false;
    },
  });
  return m;
};

describe("classeurStocke", () => {
  it("keeps every entry with the same bytes, stored (no deflate left for the reader)", async () => {
    const origine = await classeurGenere(40);
    expect(Object.values(methodes(origine))).toContain(8);
    const stocke = classeurStocke(origine);
    const m = methodes(stocke);
    expect(Object.keys(m).sort()).toEqual(Object.keys(methodes(origine)).sort());
    expect(new Set(Object.values(m))).toEqual(new Set([0]));
    expect(unzipSync(stocke)).toEqual(unzipSync(origine));
  });

  it("reads the same sheets, rows and cells as the workbook as sent", async () => {
    const origine = await classeurGenere(40);
    const lu = await lireClasseur(origine);
    const direct = await lireXlsx(new Uint8Array(origine).buffer);
    const baux = direct.find((s) => s.sheet === "Baux");
    expect(lu.Baux?.entetes).toEqual(baux?.data[0]?.map((h) => String(h ?? "").trim()));
    expect(lu.Baux?.lignes).toHaveLength(40);
    expect(Object.keys(lu).sort()).toEqual(
      [
        "Appartements",
        "Baux",
        "Garants",
        "Locataires",
        "Mandats",
        "Proprietaires",
        "Soldes",
      ].sort(),
    );
  });
});
