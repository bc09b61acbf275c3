import { describe, expect, it } from "vitest";
import { communeDesListes, normaliserCodeInsee } from "./code-insee";
import { compterZones, lireCommunes } from "./communes-csv";
import { champs, decoderTexte, separateur } from "./csv";

const utf8 = (s: string) => new TextEncoder().encode(s);
const cp1252 = (s: string) =>
  Uint8Array.from([...s].map((c) => (c === "œ" ? 0x9c : c === "’" ? 0x92 : c.charCodeAt(0))));

describe("INSEE codes", () => {
  it("keeps five characters, gives a 4-digit code its zero back, reads Corsica", () => {
    expect(normaliserCodeInsee(" 75056 ")).toBe("75056");
    expect(normaliserCodeInsee("1053")).toBe("01053");
    expect(normaliserCodeInsee("2a004")).toBe("2A004");
    for (const bad of ["", "750561", "2C004", "75O56", null])
      expect(normaliserCodeInsee(bad)).toBeNull();
  });
  it("maps the arrondissements of Paris, Lyon and Marseille to their commune", () => {
    expect(communeDesListes("75101")).toBe("75056");
    expect(communeDesListes("75120")).toBe("75056");
    expect(communeDesListes("69389")).toBe("69123");
    expect(communeDesListes("13216")).toBe("13055");
    expect(communeDesListes("75121")).toBe("75121");
  });
});

describe("CSV reading", () => {
  it("decodes UTF-8, else Windows-1252", () => {
    expect(decoderTexte(utf8("Évry’"))).toBe("Évry’");
    expect(decoderTexte(cp1252("Évry’œ"))).toBe("Évry’œ");
  });
  it("picks the header's separator and reads quoted fields", () => {
    expect(separateur("a;b,c;d")).toBe(";");
    expect(separateur("a,b,c")).toBe(",");
    expect(champs('75056;"Paris; ville";"dit ""la capitale"""', ";")).toEqual([
      "75056",
      "Paris; ville",
      'dit "la capitale"',
    ]);
  });
});

describe("lireCommunes", () => {
  it("reads loosely named columns in any order, skips comments and blank lines", () => {
    const r = lireCommunes(
      utf8(
        "\uFEFF# source\nZonage;Libellé commune;COG\n\nA bis;Paris;75056\nzone tendue;Lyon;69123\n",
      ),
    );
    expect(r).toEqual({
      ok: true,
      communes: [
        { codeInsee: "75056", nom: "Paris", zone: "très tendue" },
        { codeInsee: "69123", nom: "Lyon", zone: "tendue" },
      ],
    });
  });
  it("keeps the tighter zone of a commune listed twice, and counts the zones", () => {
    const r = lireCommunes(
      utf8("code_insee,zone\n92012,tendue\n92012,très tendue\n01053,Tendue\n"),
    );
    expect(r.ok && r.communes).toEqual([
      { codeInsee: "92012", nom: null, zone: "très tendue" },
      { codeInsee: "01053", nom: null, zone: "tendue" },
    ]);
    expect(compterZones(["tendue", "tendue", "très tendue", "x"])).toEqual({
      "très tendue": 1,
      tendue: 2,
      "non tendue": 0,
    });
  });
  it("names the first bad line, counting comments and the header", () => {
    expect(lireCommunes(utf8("#\ninsee;zone\n75056;tendue\n75X56;tendue\n"))).toEqual({
      ok: false,
      message:
        "Ligne 4 : code INSEE « 75X56 » invalide (5 caractères, par exemple 75056 ou 2A004).",
    });
    expect(lireCommunes(utf8("insee;zone\n75056;B1\n"))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Ligne 2 : zone « B1 » inconnue/),
    });
    expect(lireCommunes(utf8("insee;zone\n"))).toEqual({
      ok: false,
      message: "Le fichier ne contient aucune commune.",
    });
    expect(lireCommunes(utf8(""))).toEqual({ ok: false, message: "Le fichier est vide." });
  });
});
