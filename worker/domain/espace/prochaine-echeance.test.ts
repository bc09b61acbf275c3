import { describe, expect, it } from "vitest";
import { prochaineEcheance } from "./prochaine-echeance";

// What the tenant's space says is due next: the first due day from today, with that month's term (cents).
const bail = {
  dateEntree: "2026-01-01",
  dateFinBail: null,
  loyerHC: 85_000,
  loyerCharge: 12_050,
  jourQuitance: 5,
};

describe("prochaineEcheance", () => {
  it("is this month's term until its due day, then next month's", () => {
    expect(prochaineEcheance(bail, "2026-11-05")).toEqual({ date: "2026-11-05", montant: 97_050 });
    expect(prochaineEcheance(bail, "2026-11-06")).toEqual({ date: "2026-12-05", montant: 97_050 });
    expect(prochaineEcheance(bail, "2026-12-21")).toEqual({ date: "2027-01-05", montant: 97_050 });
  });

  it("moves a due day the month lacks to its last day", () => {
    expect(prochaineEcheance({ ...bail, jourQuitance: 31 }, "2027-02-01")).toEqual({
      date: "2027-02-28",
      montant: 97_050,
    });
  });

  it("prorates a last month and is null once the lease has no term ahead", () => {
    const fin = { ...bail, dateFinBail: "2026-12-15" };
    expect(prochaineEcheance(fin, "2026-11-21")).toEqual({
      date: "2026-12-05",
      montant: Math.round((85_000 * 15) / 31) + Math.round((12_050 * 15) / 31),
    });
    expect(prochaineEcheance(fin, "2026-12-06")).toBeNull();
  });
});
