import { strToU8, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/errors";
import { classeurGenere } from "../../../tests/support/portefeuille-genere";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ENTREES, IMPORT_MAX_LIGNES, verifierBornes } from "./bornes";
import { modeleXlsx, modeleZip } from "./modele";

// The bounds an import checks before it reads a file (issue 61, item 7; ADR 081).

function refus(nom: string, bytes: Uint8Array) {
  try {
    verifierBornes(nom, bytes);
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, message: e.message };
    throw e;
  }
  return null;
}

const PAS_UN_TABLEUR = "Ce fichier n'est pas un classeur Excel (.xlsx) ni un CSV.";

/** The smallest zip read as a workbook: its content types, its workbook, and the given entries. */
const classeur = (entrees: Zippable) =>
  zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "xl/workbook.xml": strToU8("<workbook/>"),
    ...entrees,
  });

/** Sets every size of a zip's one entry `nom` (local header and central directory) to `taille` (a lying zip). */
function declarer(zip: Uint8Array, nom: string, taille: number) {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const n = strToU8(nom);
  const estNom = (o: number) => n.every((b, k) => zip[o + k] === b);
  for (let o = 0; o < zip.length - 4; o++) {
    const sig = v.getUint32(o, true);
    if (sig === 0x04034b50 && v.getUint16(o + 26, true) === n.length && estNom(o + 30))
      v.setUint32(o + 22, taille, true);
    if (sig === 0x02014b50 && v.getUint16(o + 28, true) === n.length && estNom(o + 46))
      v.setUint32(o + 24, taille, true);
  }
  return zip;
}

describe("verifierBornes", () => {
  it("lets the templates and a workbook of 2,000 leases through", async () => {
    expect(refus("modele.xlsx", await modeleXlsx())).toBeNull();
    expect(refus("modele.zip", modeleZip())).toBeNull();
    expect(refus("Baux.csv", strToU8("\ufeffReference;Appartement\r\nB001;A001\r\n"))).toBeNull();
    expect(refus("reprise.xlsx", await classeurGenere(2000))).toBeNull();
  }, 30_000);

  it("refuses what is no spreadsheet with a French 415", () => {
    const pdf = strToU8("%PDF-1.7\n\0\0binary");
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    const docx = zipSync({
      "[Content_Types].xml": strToU8("<Types/>"),
      "word/document.xml": strToU8("<w/>"),
    });
    const abime = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    for (const [nom, b] of [
      ["bail.pdf", pdf],
      ["ancien.xls", xls],
      ["lettre.docx", docx],
      ["abime.zip", abime],
      ["vide.csv", new Uint8Array()],
    ] as const)
      expect(refus(nom, b), nom).toEqual({ status: 415, message: PAS_UN_TABLEUR });
  });

  it("answers a zip bomb at once from its directory, nothing inflated", () => {
    // A real bomb: 4 GB declared by an entry of a few KB (the sizes a bomb's directory states).
    const bombe = declarer(
      classeur({ "xl/worksheets/sheet1.xml": new Uint8Array(1024 * 1024) }),
      "xl/worksheets/sheet1.xml",
      0xffff_fff0,
    );
    const t = performance.now();
    const r = refus("bombe.xlsx", bombe);
    expect(performance.now() - t).toBeLessThan(200);
    expect(r?.status).toBe(413);
    expect(r?.message).toMatch(/compressé plus de 200 fois/);
    // Compressed honestly, 30 MB of zeros: the ratio alone refuses it.
    const zeros = classeur({ "xl/sharedStrings.xml": new Uint8Array(30 * 1024 * 1024) });
    expect(zeros.length).toBeLessThan(100_000);
    expect(refus("zeros.xlsx", zeros)?.message).toMatch(/compressé plus de 200 fois/);
  });

  it("refuses what passes the unzipped size, even when the directory lies", () => {
    // 70 entries of 10 KB, each declaring 1.5 MB (compressed 150 times, under the ratio): 105 MB in all.
    const dix = new Uint8Array(10 * 1024).map((_, i) => (i * 2_654_435_761) >>> 24);
    const gros: Zippable = {};
    for (let i = 0; i < 70; i++) gros[`xl/media/image${i}.bin`] = [dix, { level: 0 }];
    let zip: Uint8Array = classeur(gros);
    for (let i = 0; i < 70; i++) zip = declarer(zip, `xl/media/image${i}.bin`, 1.5 * 1024 * 1024);
    expect(refus("gros.xlsx", zip)?.message).toBe(
      "Le fichier « gros.xlsx » dépasse 100 Mo une fois décompressé : découpez la reprise en plusieurs fichiers.",
    );
    // One entry that says 1 KB and inflates to 110 MB: stopped as it inflates, at the bound.
    const menteur = declarer(
      classeur({ "xl/sharedStrings.xml": new Uint8Array(110 * 1024 * 1024) }),
      "xl/sharedStrings.xml",
      1024,
    );
    expect(refus("menteur.xlsx", menteur)?.message).toMatch(
      /« menteur.xlsx » dépasse 100 Mo une fois décompressé/,
    );
  }, 60_000);

  it("refuses a sheet or a CSV past the row bound, and too many entries", () => {
    const lignes = (n: number) =>
      Array.from({ length: n }, (_, i) => `<row r="${i + 2}"><c/></row>`).join("");
    const feuille = (n: number) =>
      classeur({
        "xl/worksheets/sheet1.xml": strToU8(
          `<worksheet><sheetData><row r="1"/>${lignes(n)}</sheetData></worksheet>`,
        ),
      });
    expect(refus("juste.xlsx", feuille(IMPORT_MAX_LIGNES))).toBeNull();
    expect(refus("trop.xlsx", feuille(IMPORT_MAX_LIGNES + 1))).toEqual({
      status: 413,
      message:
        "Un onglet de « trop.xlsx » dépasse 60\u202f000 lignes : découpez la reprise en plusieurs fichiers.",
    });
    const csv = (n: number) => strToU8(`Reference;Nom\n${"L1;Martin\n".repeat(n)}`);
    expect(refus("Locataires.csv", csv(IMPORT_MAX_LIGNES))).toBeNull();
    expect(refus("Locataires.csv", csv(IMPORT_MAX_LIGNES + 1))?.status).toBe(413);
    expect(
      refus("reprise.zip", zipSync({ "Locataires.csv": csv(IMPORT_MAX_LIGNES + 1) }))?.message,
    ).toBe(
      "Le fichier Locataires.csv de « reprise.zip » dépasse 60\u202f000 lignes : découpez la reprise en plusieurs fichiers.",
    );
    const entrees: Record<string, Uint8Array> = {};
    for (let i = 0; i <= IMPORT_MAX_ENTREES; i++) entrees[`F${i}.csv`] = strToU8("a;b\n");
    expect(refus("beaucoup.zip", zipSync(entrees))?.status).toBe(413);
    expect(refus("lourd.csv", new Uint8Array(IMPORT_MAX_BYTES + 1).fill(65))?.status).toBe(413);
  });
});
