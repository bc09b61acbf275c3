import { describe, expect, it } from "vitest";
import {
  LectureInvalide,
  MSG_PARTS_TOTAL,
  MSG_STATUT_LOCATAIRE,
  lireBooleen,
  lireCivilite,
  lireDate,
  lireIban,
  lireMontant,
  lireParts,
  lireStatutLocataire,
  lireTelephone,
  lireTexte,
  texteSansFormule,
} from "./saisie";

const invalide = (v: unknown) => expect(v).toBeInstanceOf(LectureInvalide);

describe("dates as people type them", () => {
  it("reads French, ISO and Excel serial dates", () => {
    expect(lireDate("31/12/2026")).toBe("2026-12-31");
    expect(lireDate("1/2/2026")).toBe("2026-02-01");
    expect(lireDate("31.12.2026")).toBe("2026-12-31");
    expect(lireDate("31-12-2026")).toBe("2026-12-31");
    expect(lireDate("2026-12-31")).toBe("2026-12-31");
    expect(lireDate("2026-12-31T00:00:00")).toBe("2026-12-31");
    // Excel's serial (1900 system, with its phantom 29/02/1900): 46387 is 31/12/2026, 61 is 01/03/1900.
    expect(lireDate(46387)).toBe("2026-12-31");
    expect(lireDate("46387")).toBe("2026-12-31");
    expect(lireDate(61)).toBe("1900-03-01");
    expect(lireDate(45292)).toBe("2024-01-01");
  });
  it("refuses days that do not exist and other shapes; blank is absent", () => {
    for (const v of [
      "31/02/2026",
      "2026-13-01",
      "12/31/2026x",
      "demain",
      "2026/12/31",
      46387.5,
      12,
    ])
      invalide(lireDate(v));
    expect((lireDate("30/02/2026") as LectureInvalide).message).toBe(
      "date invalide (attendue comme 31/12/2026 ou 2026-12-31).",
    );
    expect(lireDate("")).toBeNull();
    expect(lireDate("  ")).toBeNull();
    expect(lireDate(null)).toBeNull();
  });
});

describe("amounts", () => {
  it("reads French and plain amounts into cents", () => {
    expect(lireMontant("1 234,56")).toBe(123456);
    expect(lireMontant("1\u00a0234,56 €")).toBe(123456);
    expect(lireMontant("1\u202f234,56\u00a0€")).toBe(123456);
    expect(lireMontant("1234.56")).toBe(123456);
    expect(lireMontant("€ 850")).toBe(85000);
    expect(lireMontant("-12,5")).toBe(-1250);
    expect(lireMontant(850.1)).toBe(85010);
    expect(lireMontant(0.07)).toBe(7);
  });
  it("refuses a third decimal, letters and formulas, never rounds", () => {
    for (const v of ["12,345", 12.345, "1.234,56", "12e3", "=A1*2", "douze", true])
      invalide(lireMontant(v));
    expect(lireMontant("")).toBeNull();
  });
});

describe("IBANs", () => {
  it("reads an IBAN with spaces or in lower case, its key checked", () => {
    expect(lireIban("fr76 3000 6000 0112 3456 7890 189")).toBe("FR7630006000011234567890189");
    expect(lireIban("FR76-3000-6000-0112-3456-7890-189")).toBe("FR7630006000011234567890189");
    invalide(lireIban("FR76 3000 6000 0112 3456 7890 188"));
    expect((lireIban("FR00") as LectureInvalide).message).toBe("IBAN invalide.");
  });
});

describe("phones", () => {
  it("writes French numbers by pairs, keeps other countries' in international form", () => {
    for (const v of [
      "06 12 34 56 78",
      "06.12.34.56.78",
      "0612345678",
      "+33 6 12 34 56 78",
      "+33 (0)6 12 34 56 78",
      "0033612345678",
      "06-12-34-56-78",
    ])
      expect(lireTelephone(v), String(v)).toBe("06 12 34 56 78");
    // A numeric cell lost its leading zero.
    expect(lireTelephone(612345678)).toBe("06 12 34 56 78");
    expect(lireTelephone("+44 20 7946 0958")).toBe("+442079460958");
    for (const v of ["06 12 34", "appeler le soir", "=1+1", "0012"]) invalide(lireTelephone(v));
  });
});

describe("civilités and booleans", () => {
  it("reads the usual ways of writing a civilité", () => {
    for (const v of ["M.", "M", "m", "Mr", "MONSIEUR", "monsieur"])
      expect(lireCivilite(v)).toBe("Monsieur");
    for (const v of ["Mme", "Mme.", "MADAME", "madame"]) expect(lireCivilite(v)).toBe("Madame");
    for (const v of ["Mlle", "Melle", "Mademoiselle"]) expect(lireCivilite(v)).toBe("Mademoiselle");
    invalide(lireCivilite("Dr"));
  });
  it("reads oui/non, x, 1/0, vrai/faux", () => {
    for (const v of ["oui", "OUI", "o", "x", "X", "1", "vrai", true])
      expect(lireBooleen(v)).toBe(true);
    for (const v of ["non", "Non", "n", "0", "faux", false]) expect(lireBooleen(v)).toBe(false);
    expect(lireBooleen("")).toBeNull();
    invalide(lireBooleen("peut-être"));
  });
});

describe("shares and texts", () => {
  it("reads owners and their shares, which add up to 100", () => {
    expect(lireParts("P001:60;P002:40")).toEqual([
      { reference: "P001", part: 60 },
      { reference: "P002", part: 40 },
    ]);
    expect(lireParts("P001 = 33,34 ; P002 = 33,33 ; P003 = 33,33 %")).toEqual([
      { reference: "P001", part: 33.34 },
      { reference: "P002", part: 33.33 },
      { reference: "P003", part: 33.33 },
    ]);
    expect(lireParts("P001")).toEqual([{ reference: "P001", part: null }]);
    expect(lireParts("P001;P002")).toEqual([
      { reference: "P001", part: null },
      { reference: "P002", part: null },
    ]);
    expect((lireParts("P001:60;P002:30") as LectureInvalide).message).toBe(MSG_PARTS_TOTAL);
    invalide(lireParts("P001:60;P002"));
    invalide(lireParts("P001:0;P002:100"));
  });
  it("keeps a formula as its text, never evaluated, and neutralises it on the way out", () => {
    expect(lireTexte('=HYPERLINK("http://x")')).toBe('=HYPERLINK("http://x")');
    expect(lireTexte(1e21)).toBe("1e+21");
    expect(lireTexte(0.1 + 0.2)).toBe("0.3");
    expect(texteSansFormule("=1+1")).toBe("'=1+1");
    expect(texteSansFormule("@SOMME(A1)")).toBe("'@SOMME(A1)");
    expect(texteSansFormule("-2+3")).toBe("'-2+3");
    expect(texteSansFormule("Dupont")).toBe("Dupont");
  });
});

describe("lireStatutLocataire (issue 78's situation, a column since issue 74)", () => {
  it("reads the label as typed or the code the export writes, and says which values exist", () => {
    expect(lireStatutLocataire("Étudiant")).toBe("etudiant");
    expect(lireStatutLocataire("APPRENTI")).toBe("apprenti");
    expect(lireStatutLocataire("sans_emploi")).toBe("sans_emploi");
    expect(lireStatutLocataire("Sans emploi")).toBe("sans_emploi");
    expect(lireStatutLocataire("")).toBeNull();
    const faux = lireStatutLocataire("Chômeur");
    expect(faux).toBeInstanceOf(LectureInvalide);
    expect((faux as LectureInvalide).message).toBe(MSG_STATUT_LOCATAIRE);
    expect(MSG_STATUT_LOCATAIRE).toContain("Étudiant, Apprenti");
  });
});
