import { describe, expect, it } from "vitest";
import { encadrementApplicable, normaliserVille, TERRITOIRES_ENCADREMENT } from "./encadrement";

const paris11 = { codePostal: "75011", ville: "Paris" };

describe("encadrementApplicable: each territory at its first day", () => {
  // The day before, the day of and the day after each decree's effect.
  const cas: [string, { codeInsee?: string; codePostal?: string; ville?: string }, string][] = [
    ["Paris", paris11, "2019-07-01"],
    ["Lille", { codePostal: "59000", ville: "Lille" }, "2020-03-01"],
    ["Plaine Commune", { codePostal: "93200", ville: "Saint-Denis" }, "2021-06-01"],
    ["Lyon et Villeurbanne", { codePostal: "69003", ville: "Lyon 3e" }, "2021-11-01"],
    ["Est Ensemble", { codeInsee: "93048" }, "2021-12-01"],
    ["Montpellier", { codePostal: "34000", ville: "MONTPELLIER" }, "2022-07-01"],
    ["Bordeaux", { codePostal: "33000", ville: "Bordeaux" }, "2022-07-15"],
    ["Pays basque", { codePostal: "64200", ville: "Biarritz" }, "2024-11-25"],
    ["Grenoble-Alpes Métropole", { codePostal: "38700", ville: "La Tronche" }, "2025-01-20"],
  ];
  const veille = (d: string) =>
    new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const lendemain = (d: string) =>
    new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const [territoire, lot, depuis] of cas) {
    it(`${territoire}: not the day before ${depuis}, the day of and after`, () => {
      expect(encadrementApplicable(lot, veille(depuis))).toBeNull();
      expect(encadrementApplicable(lot, depuis)).toMatchObject({ territoire, depuis });
      expect(encadrementApplicable(lot, lendemain(depuis))?.territoire).toBe(territoire);
    });
  }
});

describe("encadrementApplicable: matching a lot", () => {
  it("a lease in Paris 11e signed in 2026, with its decree", () => {
    expect(encadrementApplicable(paris11, "2026-03-01")).toEqual({
      territoire: "Paris",
      depuis: "2019-07-01",
      texte: "décret n° 2019-315 du 12 avril 2019",
      partiel: false,
    });
  });
  it("arrondissements by INSEE code and by postal code and name", () => {
    expect(encadrementApplicable({ codeInsee: "75111" }, "2026-01-01")?.territoire).toBe("Paris");
    expect(encadrementApplicable({ codeInsee: "69383" }, "2026-01-01")?.territoire).toBe(
      "Lyon et Villeurbanne",
    );
    for (const ville of ["Paris 11e", "PARIS 11", "paris 11ème", "Paris"])
      expect(encadrementApplicable({ codePostal: "75011", ville }, "2026-01-01")).not.toBeNull();
    expect(
      encadrementApplicable({ codePostal: "75116", ville: "Paris" }, "2026-01-01"),
    ).not.toBeNull();
  });
  it("a commune outside the list is not under control", () => {
    expect(
      encadrementApplicable({ codePostal: "45000", ville: "Orléans" }, "2026-01-01"),
    ).toBeNull();
    expect(encadrementApplicable({ codeInsee: "45234" }, "2026-01-01")).toBeNull();
  });
  it("never by postal code alone: a shared code needs the commune's name", () => {
    // 59260 is Hellemmes (Lille) and Lezennes; 59160 Lomme (Lille) and Capinghem.
    expect(
      encadrementApplicable({ codePostal: "59260", ville: "Lezennes" }, "2026-01-01"),
    ).toBeNull();
    expect(
      encadrementApplicable({ codePostal: "59260", ville: "Hellemmes" }, "2026-01-01")?.territoire,
    ).toBe("Lille");
    expect(
      encadrementApplicable({ codePostal: "59160", ville: "Capinghem" }, "2026-01-01"),
    ).toBeNull();
    expect(
      encadrementApplicable({ codePostal: "59160", ville: "Lomme" }, "2026-01-01")?.territoire,
    ).toBe("Lille");
    expect(encadrementApplicable({ codePostal: "75011" }, "2026-01-01")).toBeNull();
  });
  it("the INSEE code decides when the lot has one", () => {
    // A Paris address with the code of Orléans: the code wins.
    expect(encadrementApplicable({ codeInsee: "45234", ...paris11 }, "2026-01-01")).toBeNull();
    expect(encadrementApplicable({ codeInsee: "59355" }, "2026-01-01")?.territoire).toBe("Lille");
  });
  it("names written otherwise: accents, case, Saint abbreviated", () => {
    expect(
      encadrementApplicable({ codePostal: "93200", ville: "ST DENIS" }, "2026-01-01"),
    ).not.toBeNull();
    expect(
      encadrementApplicable({ codePostal: "93450", ville: "l'ile saint denis" }, "2026-01-01"),
    ).not.toBeNull();
    expect(
      encadrementApplicable({ codePostal: "38130", ville: "Echirolles" }, "2026-01-01"),
    ).toMatchObject({
      partiel: true,
    });
    expect(normaliserVille("Saint-Martin-d'Hères")).toBe("saint martin d heres");
  });
  it("no signature date: not decided", () => {
    expect(encadrementApplicable(paris11, null)).toBeNull();
  });
  it("every commune has a five-digit code and postal codes", () => {
    for (const t of TERRITOIRES_ENCADREMENT)
      for (const c of t.communes) {
        expect(c.insee).toMatch(/^\d{5}$/);
        for (const cp of c.codesPostaux) expect(cp).toMatch(/^\d{5}$/);
      }
  });
});
