import { describe, expect, it } from "vitest";
import { encadrementApplicable, TERRITOIRES_ENCADREMENT } from "../echeances/encadrement";
import type { IrlValeur } from "../irl/valeurs";
import { avertissementTable, enVigueur, finDeTable } from "./periode";
import { plafondRelocation, refusRelocation } from "./plafond-relocation";
import { DECRETS_RELOCATION } from "./relocation";
import { veille } from "./tables";
import { enZoneTendueLe, LISTE_ZONE_TENDUE_LIVREE } from "./zones-tendues";

// Issue 73: each table's rule on the day before, of and after each row's first and last day.

const lendemain = (j: string) => {
  const d = new Date(`${j}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe("a dated row", () => {
  const p = { debut: "2025-08-01", fin: "2026-07-31" };
  it("is in force from its first day to its last, both included", () => {
    expect([veille(p.debut), p.debut, lendemain(p.debut)].map((j) => enVigueur(p, j))).toEqual([
      false,
      true,
      true,
    ]);
    expect([veille(p.fin), p.fin, lendemain(p.fin)].map((j) => enVigueur(p, j))).toEqual([
      true,
      true,
      false,
    ]);
    expect(enVigueur({ debut: "2023-08-27", fin: null }, "2099-12-31")).toBe(true);
  });
  it("a table warns from the day after its last row's end, never while a row has no end", () => {
    const rows = [{ fin: "2025-07-31" }, { fin: "2026-07-31" }];
    expect(finDeTable(rows)).toBe("2026-07-31");
    expect(avertissementTable("T", rows, "2026-07-31")).toBeNull();
    expect(avertissementTable("T", rows, "2026-08-01")).toBe(
      "La table « T » s'arrête au 31/07/2026 : la règle ne s'applique plus après cette date. Si un texte l'a prolongée, ajoutez-le dans Paramètres > Réglementation.",
    );
    expect(avertissementTable("T", [...rows, { fin: null }], "2030-01-01")).toBeNull();
  });
});

describe("rent control ends with the experiment (24/11/2026)", () => {
  it("every shipped territory ends on 24/11/2026: in force that day, not the next", () => {
    for (const t of TERRITOIRES_ENCADREMENT) expect(t.fin).toBe("2026-11-24");
    const paris = { codeInsee: "75111" };
    expect(encadrementApplicable(paris, "2026-11-23")?.territoire).toBe("Paris");
    expect(encadrementApplicable(paris, "2026-11-24")?.territoire).toBe("Paris");
    expect(encadrementApplicable(paris, "2026-11-25")).toBeNull();
  });
  it("a row added for after the end applies from its first day to its last", () => {
    const prolongation = {
      territoire: "Paris",
      depuis: "2026-11-25",
      fin: "2031-11-24",
      texte: "loi de test",
      communes: [{ insee: "75056", nom: "Paris", codesPostaux: ["75011"] }],
    };
    const table = [...TERRITOIRES_ENCADREMENT, prolongation];
    const lot = { codePostal: "75011", ville: "Paris 11e" };
    expect(encadrementApplicable(lot, "2026-11-24", table)?.texte).toBe(
      "décret n° 2019-315 du 12 avril 2019",
    );
    expect(encadrementApplicable(lot, "2026-11-25", table)?.texte).toBe("loi de test");
    expect(encadrementApplicable(lot, "2031-11-24", table)?.texte).toBe("loi de test");
    expect(encadrementApplicable(lot, "2031-11-25", table)).toBeNull();
  });
});

describe("zone tendue", () => {
  const jour = "2026-11-21";
  it("Lyon by its arrondissement's INSEE code, its postal code, or its name", () => {
    expect(enZoneTendueLe({ codeInsee: "69383" }, jour)).toBe(true);
    expect(enZoneTendueLe({ codePostal: "69003", ville: "" }, jour)).toBe(true);
    expect(enZoneTendueLe({ codePostal: "13008" }, jour)).toBe(true);
    expect(enZoneTendueLe({ codePostal: "75020" }, jour)).toBe(true);
    expect(enZoneTendueLe({ codePostal: "69100", ville: "Villeurbanne" }, jour)).toBe(true);
    expect(enZoneTendueLe({ codePostal: "45000", ville: "ORLEANS" }, jour)).toBe(true);
  });
  it("a commune outside the list, or a name in another département, is not", () => {
    expect(enZoneTendueLe({ codePostal: "21000", ville: "Dijon" }, jour)).toBe(false);
    expect(enZoneTendueLe({ codeInsee: "21231" }, jour)).toBe(false);
    expect(enZoneTendueLe({ codePostal: "21000", ville: "Villeurbanne" }, jour)).toBe(false);
  });
  it("the shipped list is the decree's 1,434 communes, in force from 27/08/2023", () => {
    expect(LISTE_ZONE_TENDUE_LIVREE.communes).toHaveLength(1434);
    expect(enZoneTendueLe({ codeInsee: "69123" }, "2023-08-26")).toBe(false);
    expect(enZoneTendueLe({ codeInsee: "69123" }, "2023-08-27")).toBe(true);
  });
  it("a list added counts from its first day to its last", () => {
    const dijon = {
      debut: "2027-01-01",
      fin: "2027-12-31",
      source: "test",
      communes: [{ insee: "21231", nom: "Dijon" }],
    };
    const listes = [LISTE_ZONE_TENDUE_LIVREE, dijon];
    const lot = { codePostal: "21000", ville: "Dijon" };
    expect(
      ["2026-12-31", "2027-01-01", "2027-12-31", "2028-01-01"].map((j) =>
        enZoneTendueLe(lot, j, listes),
      ),
    ).toEqual([false, true, true, false]);
  });
});

const IRL: IrlValeur[] = [
  { trimestre: "2024-T4", valeur: 144.64, publication: "2025-01-15", saisie: false },
  { trimestre: "2025-T4", valeur: 145.78, publication: "2026-01-15", saisie: false },
];

describe("the re-letting ceiling", () => {
  it("the previous rent as is when set within the 12 months before the signature, revised from the day after", () => {
    const au = (date: string) => plafondRelocation({ montant: 70000, date }, "2026-03-01", IRL);
    expect(au("2025-03-02")).toEqual({ plafond: 70000, revise: false });
    expect(au("2025-03-01")).toEqual({ plafond: 70552, revise: true });
    expect(au("2025-02-28")).toEqual({ plafond: 70552, revise: true });
  });
  it("an IRL quarter missing leaves it unrevised", () => {
    expect(
      plafondRelocation({ montant: 70000, date: "2020-01-01" }, "2026-03-01", IRL.slice(1)),
    ).toEqual({
      plafond: 70000,
      revise: false,
    });
  });

  const cas = {
    zoneTendue: true,
    loyerHC: 80000,
    precedent: { montant: 70000, date: "2026-01-01" },
    exceptionLoyer: null,
    decrets: DECRETS_RELOCATION,
    irl: IRL,
  };
  it("refused the day of each decree row's first and last day, not after the last row", () => {
    for (const j of ["2024-08-01", "2025-07-31", "2025-08-01", "2026-07-31"])
      expect(
        refusRelocation({ ...cas, precedent: { ...cas.precedent, date: veille(j) }, signature: j }),
      ).toMatch(/^Logement en zone tendue : le loyer de 800,00/);
    expect(refusRelocation({ ...cas, signature: "2017-07-31" })).toBeNull();
    expect(
      refusRelocation({
        ...cas,
        signature: "2017-08-01",
        precedent: { ...cas.precedent, date: "2017-07-01" },
      }),
    ).not.toBeNull();
  });
  it("after the last row, held to it as presumed renewed, and said so", () => {
    expect(refusRelocation({ ...cas, signature: "2026-07-31" })).not.toMatch(/présumé reconduit/);
    expect(refusRelocation({ ...cas, signature: "2026-08-01" })).toMatch(
      /modifié par le décret n° 2025-652 du 15 juillet 2025, présumé reconduit faute du décret de l'année/,
    );
  });
  it("not refused outside zone tendue, at the ceiling, with an exception, or without a previous rent", () => {
    const s = { ...cas, signature: "2026-03-01" };
    expect(refusRelocation(s)).not.toBeNull();
    expect(refusRelocation({ ...s, zoneTendue: false })).toBeNull();
    expect(refusRelocation({ ...s, loyerHC: 70000 })).toBeNull();
    expect(refusRelocation({ ...s, loyerHC: 70001 })).not.toBeNull();
    expect(refusRelocation({ ...s, exceptionLoyer: "vacance-18-mois" })).toBeNull();
    expect(refusRelocation({ ...s, precedent: null })).toBeNull();
  });
});
