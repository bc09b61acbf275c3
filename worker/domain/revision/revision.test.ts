import { describe, expect, it } from "vitest";
import { tableIrl } from "../irl/valeurs";
import { termeDuMois } from "../quitance";
import {
  type BailRevisable,
  calculerRevision,
  dateRevisionDue,
  estDateDeRevision,
  libelleDuCode,
  loyerRevise,
  MSG_DPE,
  MSG_INDICE_MANQUANT,
  MSG_SANS_CLAUSE,
  MSG_TRIMESTRE_INCONNU,
  MSG_TROP_TARD,
  renouveleDepuisGel,
} from "./revision";

const table = tableIrl([]);
const bail: BailRevisable = {
  typeBail: "nu",
  dateCreationBail: "2024-10-20",
  dateDebutBail: "2024-11-01",
  dateRevision: null,
  loyerHC: 80000,
  indice: 144.51,
  indiceTrim: "3ème trimestre 2024",
  classeEnergie: "D",
};

describe("the revision date", () => {
  it("is each anniversary of the start, or the yearly date the lease names", () => {
    expect(dateRevisionDue(bail, "2025-10-31")).toBeNull();
    expect(dateRevisionDue(bail, "2025-11-01")).toBe("2025-11-01");
    expect(dateRevisionDue(bail, "2026-10-31")).toBe("2025-11-01");
    expect(dateRevisionDue(bail, "2026-11-23")).toBe("2026-11-01");
    const nomme = { ...bail, dateRevision: "2025-01-01" };
    expect(dateRevisionDue(nomme, "2024-12-31")).toBeNull();
    expect(dateRevisionDue(nomme, "2026-11-23")).toBe("2026-01-01");
    expect(estDateDeRevision(nomme, "2026-01-01")).toBe(true);
    expect(estDateDeRevision(nomme, "2026-01-02")).toBe(false);
  });

  it("keeps 29 February as 28 in other years", () => {
    const b = { ...bail, dateDebutBail: "2024-02-29" };
    expect(dateRevisionDue(b, "2025-03-01")).toBe("2025-02-28");
    expect(dateRevisionDue(b, "2028-02-29")).toBe("2028-02-29");
  });
});

describe("the computation, to the cent", () => {
  it("rent HC x new IRL / reference IRL, the same quarter one year later", () => {
    // 800 € x 145,77 / 144,51 = 806,975 29... -> 806,98 €
    const c = calculerRevision(bail, "2025-11-01", "2025-11-10", table);
    expect(c).toEqual({
      dateRevision: "2025-11-01",
      loyerActuel: 80000,
      indiceReference: { trimestre: "2024-T3", valeur: 144.51 },
      nouvelIndice: { trimestre: "2025-T3", valeur: 145.77 },
      nouveauLoyer: 80698,
      bloque: null,
    });
  });

  it("rounds half away from zero and may go down with the index", () => {
    // 1 234,56 € x 146,6 / 146,68 = 1 233,886 66... -> 1 233,89 €
    expect(loyerRevise(123456, 146.68, 146.6)).toBe(123389);
    // 950,50 € x 145,78 / 144,64 = 957,991 49... -> 957,99 €
    expect(loyerRevise(95050, 144.64, 145.78)).toBe(95799);
    expect(loyerRevise(100000, 100, 100.0005)).toBe(100001);
  });

  it("is blocked for a dwelling of class F or G signed or renewed since 24 August 2022", () => {
    const g = { ...bail, classeEnergie: "G" };
    const c = calculerRevision(g, "2025-11-01", "2025-11-10", table);
    expect(c.bloque).toBe(MSG_DPE("G"));
    // The computation is still shown.
    expect(c.nouveauLoyer).toBe(80698);
    expect(
      calculerRevision({ ...g, classeEnergie: "f" }, "2025-11-01", "2025-11-10", table).bloque,
    ).toBe(MSG_DPE("F"));
    // Class E moves.
    expect(
      calculerRevision({ ...g, classeEnergie: "E" }, "2025-11-01", "2025-11-10", table).bloque,
    ).toBeNull();
  });

  it("lets an F/G lease signed before the freeze move until its renewal", () => {
    const ancien = {
      ...bail,
      classeEnergie: "F",
      dateCreationBail: "2021-05-20",
      dateDebutBail: "2021-06-01",
      indice: 132.62,
      indiceTrim: "1er trimestre 2022",
    };
    // Three-year term: renewed on 01/06/2024.
    expect(renouveleDepuisGel(ancien, "2023-06-01")).toBe(false);
    expect(renouveleDepuisGel(ancien, "2024-06-01")).toBe(true);
    expect(calculerRevision(ancien, "2023-06-01", "2023-06-05", table).bloque).toBeNull();
    // A furnished lease is renewed each year.
    expect(renouveleDepuisGel({ ...ancien, typeBail: "meublé" }, "2023-06-01")).toBe(true);
  });

  it("is too late more than a year after its date", () => {
    expect(calculerRevision(bail, "2025-11-01", "2026-11-01", table).bloque).toBeNull();
    const c = calculerRevision(bail, "2025-11-01", "2026-11-02", table);
    expect(c.bloque).toBe(MSG_TROP_TARD("2025-11-01"));
    expect(c.bloque).toContain("01/11/2025");
  });

  it("is blocked while the new index is missing, with the quarter named", () => {
    const recent = { ...bail, indice: 148.37, indiceTrim: "2ème trimestre 2026" };
    const c = calculerRevision(recent, "2027-07-01", "2027-07-01", table);
    expect(c.nouvelIndice).toBeNull();
    expect(c.nouveauLoyer).toBeNull();
    expect(c.bloque).toBe(MSG_INDICE_MANQUANT("2ème trimestre 2027"));
    expect(c.bloque).toContain("Paramètres > IRL");
    // Once the admin enters it, it moves: 800 € x 150 / 148,37 = 808,789 0... -> 808,79 €
    const avec = tableIrl([{ trimestre: "2027-T2", valeur: 150 }]);
    expect(calculerRevision(recent, "2027-07-01", "2027-07-01", avec).nouveauLoyer).toBe(80879);
  });

  it("is blocked without a readable reference quarter, and never for a bail mobilité", () => {
    expect(
      calculerRevision({ ...bail, indiceTrim: null }, "2025-11-01", "2025-11-01", table).bloque,
    ).toBe(MSG_TRIMESTRE_INCONNU);
    expect(
      calculerRevision({ ...bail, typeBail: "mobilité" }, "2025-11-01", "2025-11-01", table).bloque,
    ).toBe(MSG_SANS_CLAUSE);
  });

  it("writes the new quarter as the lease does", () => {
    expect(libelleDuCode("2025-T3")).toBe("3ème trimestre 2025");
    expect(libelleDuCode("2026-T1")).toBe("1er trimestre 2026");
  });
});

describe("the new index: the latest published of the reference quarter (issue 39, art. 17-1)", () => {
  const t2 = { ...bail, dateDebutBail: "2025-09-01", dateCreationBail: "2025-08-20" };
  it("a 01/09/2026 revision of a lease on the 2nd quarter uses 2025-T2 -> 2026-T2", () => {
    const c = calculerRevision(
      { ...t2, indice: 146.68, indiceTrim: "2ème trimestre 2025" },
      "2026-09-01",
      "2026-09-03",
      table,
    );
    expect(c.indiceReference).toEqual({ trimestre: "2025-T2", valeur: 146.68 });
    expect(c.nouvelIndice).toEqual({ trimestre: "2026-T2", valeur: 148.37 });
    // 800 € x 148,37 / 146,68 = 809,217 34... -> 809,22 €
    expect(c.nouveauLoyer).toBe(80922);
    expect(c.bloque).toBeNull();
  });

  it("a year not claimed is lost, never caught up: one year's variation from the table", () => {
    const vieux = { ...t2, indice: 145.17, indiceTrim: "2ème trimestre 2024" };
    const c = calculerRevision(vieux, "2026-09-01", "2026-09-03", table);
    expect(c.indiceReference).toEqual({ trimestre: "2025-T2", valeur: 146.68 });
    expect(c.nouvelIndice).toEqual({ trimestre: "2026-T2", valeur: 148.37 });
    expect(c.nouveauLoyer).toBe(80922);
  });

  it("before the quarter's publication, the year before's is the latest published", () => {
    const vieux = { ...t2, indice: 145.17, indiceTrim: "2ème trimestre 2024" };
    const c = calculerRevision(vieux, "2026-07-01", "2026-07-02", table);
    expect(c.indiceReference.trimestre).toBe("2024-T2");
    expect(c.nouvelIndice?.trimestre).toBe("2025-T2");
  });
});

describe("the terms around the effective day: never retroactive", () => {
  const revise = {
    dateEntree: "2025-07-01",
    loyerHC: 80621,
    loyerCharge: 5000,
    revisionEffet: "2026-11-23",
    loyerAvantRevision: 80000,
  };
  it("keeps the old rent before the month, splits the month at the day, takes the new rent after", () => {
    expect(termeDuMois(revise, "2026-10")?.prixHC).toBe(80000);
    // 800 € x 22/30 + 806,21 € x 8/30 = 586,67 + 214,99
    expect(termeDuMois(revise, "2026-11")).toMatchObject({ prixHC: 58667 + 21499, charge: 5000 });
    expect(termeDuMois(revise, "2026-12")?.prixHC).toBe(80621);
    // Effective on the 1st: the whole month at the new rent.
    expect(termeDuMois({ ...revise, revisionEffet: "2026-11-01" }, "2026-11")?.prixHC).toBe(80621);
    expect(termeDuMois({ ...revise, revisionEffet: null }, "2026-10")?.prixHC).toBe(80621);
  });
});
