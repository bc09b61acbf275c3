import { describe, expect, it } from "vitest";
import { decoderCsv, lireCsv, separateurCsv } from "./csv";
import { associerEntetes, enteteNu } from "./entetes";
import { COLONNES } from "./colonnes";

const octets = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)),
  );

describe("the CSV's encoding", () => {
  it("reads UTF-8 with or without BOM", () => {
    expect(decoderCsv(octets([0xef, 0xbb, 0xbf], "Prénom;Nom"))).toBe("Prénom;Nom");
    expect(decoderCsv(octets("Prénom;Nom"))).toBe("Prénom;Nom");
  });
  it("reads Windows-1252 (Excel on a French Windows): é, € at 0x80, œ at 0x9C", () => {
    // "Loyer 850 € ; cœur ; élan"
    const bytes = octets("Loyer 850 ", [0x80], " ; c", [0x9c], "ur ; ", [0xe9], "lan");
    expect(decoderCsv(bytes)).toBe("Loyer 850 € ; cœur ; élan");
  });
  it("reads ISO-8859-15 when only it explains the bytes: € at 0xA4, œ at 0xBD", () => {
    const bytes = octets("Loyer 850 ", [0xa4], " ; c", [0xbd], "ur ; ", [0xe9], "lan");
    expect(decoderCsv(bytes)).toBe("Loyer 850 € ; cœur ; élan");
  });
});

describe("the CSV's separator and cells", () => {
  it("finds ; , or tab from the header, quotes respected", () => {
    expect(separateurCsv("Nom;Prénom;Loyer HC\nA;B;1,5")).toBe(";");
    expect(separateurCsv("Nom,Prénom,Loyer HC\nA,B,1.5")).toBe(",");
    expect(separateurCsv("Nom\tPrénom\tLoyer\n")).toBe("\t");
    expect(separateurCsv('"Nom; complet",Prénom,Loyer')).toBe(",");
  });
  it("reads the header and rows with their line numbers; a formula stays text; blank rows dropped", () => {
    const t = lireCsv(
      octets(
        'Reference;Nom;Adresse\r\nP001;"Dupont; Fils";"12 rue\nde la Paix"\r\n;;\r\nP002;=1+1;@x\r\n',
      ),
    );
    expect(t.entetes).toEqual(["Reference", "Nom", "Adresse"]);
    expect(t.lignes).toEqual([
      { ligne: 2, cells: ["P001", "Dupont; Fils", "12 rue\nde la Paix"] },
      { ligne: 5, cells: ["P002", "=1+1", "@x"] },
    ]);
  });
});

describe("headers", () => {
  it("match without case, accents, spaces, and through synonyms", () => {
    expect(enteteNu("Nom du propriétaire")).toBe("nomduproprietaire");
    const r = associerEntetes(COLONNES.Baux, [
      "RÉFÉRENCE",
      "lot",
      "Locataire",
      "Loyer hors charges",
      "Dépôt de garantie",
      "Date d'effet",
      "provisions sur charges",
      "Commentaire",
    ]);
    expect(r.champs).toEqual([
      "reference",
      "appartement",
      "locataires",
      "loyerHC",
      "depotGarantie",
      "dateDebutBail",
      "loyerCharge",
      null,
    ]);
    expect(r.inconnues).toEqual(["Commentaire"]);
  });
  it("a second header for the same field is reported; a choice by hand wins and can ignore a column", () => {
    const r = associerEntetes(
      COLONNES.Proprietaires,
      ["Nom", "Nom du propriétaire", "Tél", "Divers"],
      {
        divers: "iban",
        tel: null,
      },
    );
    expect(r.champs).toEqual(["nom", null, null, "iban"]);
    expect(r.doublons).toEqual(["Nom du propriétaire"]);
    expect(r.inconnues).toEqual(["Tél"]);
  });
});
