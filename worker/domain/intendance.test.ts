import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addMonths, addYears } from "./dates";
import { PRIX_HT_RENOUVELLEMENT, renouvellement, ttcFromHt } from "./intendance";
import { htFromTtc } from "./money";

describe("renouvellement d'une intendance", () => {
  it("décale les dates d'un an, 100 € HT, ni réglée ni renouvelée, même appartement et même taux", () => {
    expect(
      renouvellement({
        AppartementId: 7,
        dateDepart: "2026-01-15",
        dateFin: "2027-01-14",
        tva: 20,
      }),
    ).toEqual({
      nature: "mission",
      AppartementId: 7,
      dateDepart: "2027-01-15",
      dateFin: "2028-01-14",
      tva: 20,
      prixCents: 12000,
      regle: false,
      renouvele: false,
    });
  });

  it("le 29 février devient le 28 février ; un 28 février reste un 28 février", () => {
    const r = renouvellement({
      AppartementId: 1,
      dateDepart: "2024-02-29",
      dateFin: "2028-02-28",
      tva: 20,
    });
    expect([r.dateDepart, r.dateFin]).toEqual(["2025-02-28", "2029-02-28"]);
  });

  it("sans taux enregistré, 20 %", () => {
    expect(
      renouvellement({
        AppartementId: 1,
        dateDepart: "2026-01-01",
        dateFin: "2026-12-31",
        tva: null,
      }),
    ).toMatchObject({ tva: 20, prixCents: 12000 });
  });

  it("le prix TTC redonne exactement 100 € HT, quel que soit le taux (0 à 100 %, deux décimales)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (centiemes) => {
        const tva = centiemes / 100;
        expect(htFromTtc(ttcFromHt(PRIX_HT_RENOUVELLEMENT, tva), tva)).toBe(PRIX_HT_RENOUVELLEMENT);
      }),
    );
  });
});

describe("dates", () => {
  it("addYears garde le jour, sauf le 29 février", () => {
    expect(addYears("2026-03-31", 1)).toBe("2027-03-31");
    expect(addYears("2027-12-31", 1)).toBe("2028-12-31");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2027-02-28", 1)).toBe("2028-02-28");
  });
  it("addMonths : un jour que le mois n'a pas devient son dernier jour ; passage d'année", () => {
    expect(addMonths("2026-11-21", 1)).toBe("2026-12-21");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", 1)).toBe("2026-04-30");
  });
});
