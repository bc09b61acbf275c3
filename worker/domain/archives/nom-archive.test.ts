import { describe, expect, it } from "vitest";
import { cheminSur, NOM_ARCHIVE_MAX, nomArchive, nomsArchive } from "./nom-archive";

describe("nomArchive: a hostile name becomes a plain one", () => {
  it.each([
    ["../../etc/passwd", "etc_passwd"],
    ["/abs", "abs"],
    ["\\\\win\\partage\\x.pdf", "win_partage_x.pdf"],
    ["C:\\x", "C_x"],
    ["a\u0000b\u001b[2J\u007f.pdf", "ab[2J.pdf"],
    ["bail\r\n\tsigné.pdf", "bail signé.pdf"],
    ["..", "fichier"],
    ["", "fichier"],
    [".htaccess", "htaccess"],
    ["rapport..final.pdf", "rapport.final.pdf"],
    ["facture 01/2026.pdf", "facture 01_2026.pdf"],
    ['a<b>c:d"e|f?g*h', "a_b_c_d_e_f_g_h"],
    ["fin. ", "fin"],
    ["Nguyễn Thị – état des lieux.pdf", "Nguyễn Thị – état des lieux.pdf"],
  ])("%j -> %j", (nom, attendu) => {
    const sur = nomArchive(nom);
    expect(sur).toBe(attendu);
    expect(sur).not.toMatch(/\.\.|^[/\\]|[\u0000-\u001f]/);
  });

  it("a 300-character name: 120 at most, its extension kept", () => {
    const sur = nomArchive(`${"é".repeat(300)}.pdf`);
    expect(Array.from(sur)).toHaveLength(NOM_ARCHIVE_MAX);
    expect(sur).toBe(`${"é".repeat(116)}.pdf`);
    // Never half a character outside the BMP.
    expect(nomArchive("😀".repeat(200))).toBe("😀".repeat(120));
  });
});

describe("nomsArchive: unique, case aside, numbered before the extension", () => {
  it("duplicates become « nom (2).pdf », per folder", () => {
    expect(
      nomsArchive([
        { nom: "nom.pdf" },
        { nom: "NOM.pdf" },
        { nom: "../nom.pdf" },
        { dossier: "fichiers/", nom: "nom.pdf" },
        { nom: "sans extension" },
        { nom: "sans extension" },
      ]),
    ).toEqual([
      "nom.pdf",
      "NOM (2).pdf",
      "nom (3).pdf",
      "fichiers/nom.pdf",
      "sans extension",
      "sans extension (2)",
    ]);
  });

  it("a numbered name of 300 characters stays within 120", () => {
    const [, second] = nomsArchive([
      { nom: `${"a".repeat(300)}.pdf` },
      { nom: `${"a".repeat(300)}.pdf` },
    ]);
    expect(second).toBe(`${"a".repeat(112)} (2).pdf`);
    expect(second).toHaveLength(NOM_ARCHIVE_MAX);
  });

  it("the folders are the product's own", () => {
    expect(() => nomsArchive([{ dossier: "../", nom: "x" }])).toThrow();
  });
});

describe("cheminSur: a stored object's key fit for the backup", () => {
  it.each([
    ["files/documents/0b5c2f0e-1d7a-4c47-9a55-1f6f0c3f1b7e.pdf", true],
    ["files/../etc/passwd", false],
    ["files//x", false],
    ["files/a\u0000b", false],
    ["files/a\\b", false],
    ["files/.cache", false],
    [`files/${"a".repeat(121)}`, false],
  ])("%j: %s", (cle, sur) => expect(cheminSur(cle)).toBe(sur));
});
