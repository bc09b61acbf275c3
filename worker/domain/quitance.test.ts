import { describe, expect, it } from "vitest";
import {
  quitanceDueDay,
  joursDuMois,
  moisDuChemin,
  prorata,
  quitanceStatus,
  termeDuMois,
  typeDocument,
  anneeDuChemin,
  nomFichierQuittance,
} from "./quitance";

const bail = { dateEntree: "2025-06-01", dateFinBail: null, loyerHC: 85000, loyerCharge: 12050 };

describe("termeDuMois", () => {
  it("a whole month: the monthly rent and charges, first to last day", () => {
    expect(termeDuMois(bail, "2026-11")).toEqual({
      date: "2026-11-01",
      dateFin: "2026-11-30",
      jours: 30,
      joursMois: 30,
      prixHC: 85000,
      charge: 12050,
    });
  });

  it("an entry on the 16th of a 30-day month: 15 days, half of each amount", () => {
    expect(termeDuMois({ ...bail, dateEntree: "2026-11-16" }, "2026-11")).toMatchObject({
      date: "2026-11-16",
      dateFin: "2026-11-30",
      jours: 15,
      prixHC: 42500,
      charge: 6025,
    });
  });

  it("a lease ending on 10 February (28 days): 10/28 of each amount, to the cent", () => {
    // 850 x 10 / 28 = 303.5714... -> 303.57 ; 120.50 x 10 / 28 = 43.0357... -> 43.04
    expect(termeDuMois({ ...bail, dateFinBail: "2026-02-10" }, "2026-02")).toMatchObject({
      date: "2026-02-01",
      dateFin: "2026-02-10",
      jours: 10,
      joursMois: 28,
      prixHC: 30357,
      charge: 4304,
    });
  });

  it("entry and end in the same month, leap February", () => {
    // 29 days in February 2028; 10 to 20 = 11 days: 850 x 11 / 29 = 322.4137... ; 120.50 x 11 / 29 = 45.7068...
    expect(
      termeDuMois({ ...bail, dateEntree: "2028-02-10", dateFinBail: "2028-02-20" }, "2028-02"),
    ).toMatchObject({ jours: 11, joursMois: 29, prixHC: 32241, charge: 4571 });
  });

  it("a single day: the last day of a 31-day month", () => {
    expect(termeDuMois({ ...bail, dateEntree: "2026-12-31" }, "2026-12")).toMatchObject({
      date: "2026-12-31",
      dateFin: "2026-12-31",
      jours: 1,
      prixHC: 2742,
      charge: 389,
    });
  });

  it("no term before the entry, nor after the lease's end", () => {
    expect(termeDuMois({ ...bail, dateEntree: "2026-12-01" }, "2026-11")).toBeNull();
    expect(termeDuMois({ ...bail, dateFinBail: "2026-10-31" }, "2026-11")).toBeNull();
  });
});

describe("prorata", () => {
  it("rounds half away from zero", () => {
    expect(prorata(101, 15, 30)).toBe(51); // 50.5
    expect(prorata(99, 15, 30)).toBe(50); // 49.5
    expect(prorata(100, 1, 3)).toBe(33);
  });
  it("a whole month is the amount itself", () => expect(prorata(85001, 31, 31)).toBe(85001));
});

describe("typeDocument: no quittance for rent not fully paid", () => {
  const term = { prixHC: 85000, charge: 12050 };
  it("paid -> quittance", () => expect(typeDocument({ ...term, regle: true })).toBe("quittance"));
  it("part received -> reçu", () =>
    expect(typeDocument({ ...term, regle: false, montantRegle: 50000 })).toBe("recu"));
  it("nothing received -> avis d'échéance", () => {
    expect(typeDocument({ ...term, regle: false })).toBe("avis");
    expect(typeDocument({ ...term, regle: false, montantRegle: 0 })).toBe("avis");
    expect(typeDocument({ ...term, regle: false, montantRegle: null })).toBe("avis");
  });
});

describe("statuses and paths", () => {
  it("Payée / Impayée / Inconnue", () => {
    expect(quitanceStatus({ regle: true, statusInconu: true })).toBe("Payée");
    expect(quitanceStatus({ regle: false, statusInconu: false })).toBe("Impayée");
    expect(quitanceStatus({ regle: false, statusInconu: true })).toBe("Inconnue");
  });
  it("month-year of a path, with or without a leading zero", () => {
    expect(moisDuChemin("11-2026")).toBe("2026-11");
    expect(moisDuChemin("1-2026")).toBe("2026-01");
    expect(moisDuChemin("01-2026")).toBe("2026-01");
    for (const bad of ["0-2026", "13-2026", "001-2026", "1-26", "x-2026", "2026-11"])
      expect(moisDuChemin(bad)).toBeNull();
    expect(anneeDuChemin("2026")).toBe(2026);
    expect(anneeDuChemin("26")).toBeNull();
  });
  it("the due day, moved to the end of a shorter month", () => {
    expect(quitanceDueDay(5, "2026-11")).toBe("2026-11-05");
    expect(quitanceDueDay(31, "2026-02")).toBe("2026-02-28");
    expect(joursDuMois("2028-02")).toBe(29);
  });
});

describe("file names of the month's zip", () => {
  it("AAAA-MM_<locataire>_<adresse>.pdf, without accents or unsafe characters", () => {
    expect(
      nomFichierQuittance("2026-11", "Madame Léa Martin", "8 boulevard Voltaire, 75011 Paris"),
    ).toBe("2026-11_Madame-Lea-Martin_8-boulevard-Voltaire-75011-Paris.pdf");
    expect(nomFichierQuittance("2026-11", "../../etc/passwd", "")).toBe(
      "2026-11_etc-passwd_inconnu.pdf",
    );
  });
});
