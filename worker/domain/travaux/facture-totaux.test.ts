import { describe, expect, it } from "vitest";
import { fautesTotaux, MSG_HT_AU_DELA, MSG_TVA_AU_DELA, totauxCompletes } from "./facture-totaux";

// A supplier invoice's HT, TVA and TTC: two given, the third derived; the three to the cent, or the TTC alone.

describe("totauxCompletes", () => {
  it("derives the TTC from HT and TVA, as typed (comma, grouped digits)", () => {
    expect(totauxCompletes({ montantHT: "1 000,00", montantTVA: "100" })).toMatchObject({
      montant: "1100.00",
    });
  });

  it("derives the TVA from TTC and HT, the HT from TTC and TVA", () => {
    expect(totauxCompletes({ montant: "1045.50", montantHT: "950,45" }).montantTVA).toBe("95.05");
    expect(totauxCompletes({ montant: "220", montantTVA: "20" }).montantHT).toBe("200.00");
  });

  it("derives nothing from the TTC alone, from one amount over the TTC, or from an unreadable one", () => {
    expect(totauxCompletes({ montant: "220" })).toEqual({ montant: "220" });
    expect(totauxCompletes({ montant: "220", montantHT: "230" })).toEqual({
      montant: "220",
      montantHT: "230",
    });
    expect(totauxCompletes({ montantHT: "deux cents", montantTVA: "20" })).toEqual({
      montantHT: "deux cents",
      montantTVA: "20",
    });
  });

  it("keeps three typed amounts as typed: the schema judges them", () => {
    const c = { montant: "230", montantHT: "200", montantTVA: "20" };
    expect(totauxCompletes(c)).toEqual(c);
  });
});

describe("fautesTotaux", () => {
  it("accepts HT + TVA = TTC to the cent, and the TTC alone", () => {
    expect(fautesTotaux({ montant: 1045.5, montantHT: 950.45, montantTVA: 95.05 })).toEqual({});
    expect(fautesTotaux({ montant: 1045.5, montantHT: null, montantTVA: null })).toEqual({});
  });

  it("says at the TTC what HT and TVA make when they do not make it", () => {
    const f = fautesTotaux({ montant: 230, montantHT: 200, montantTVA: 20 });
    expect(Object.keys(f)).toEqual(["montant"]);
    expect(f.montant).toMatch(
      /^Le montant TTC doit être la somme du montant HT et de la TVA \(220,00\s€\)\.$/,
    );
    // One cent off is off.
    expect(fautesTotaux({ montant: 220.01, montantHT: 200, montantTVA: 20 }).montant).toMatch(
      /^Le montant TTC doit être la somme/,
    );
  });

  it("refuses an HT or a TVA over the TTC, at its field", () => {
    expect(fautesTotaux({ montant: 100, montantHT: 120 })).toEqual({ montantHT: MSG_HT_AU_DELA });
    expect(fautesTotaux({ montant: 100, montantTVA: 120 })).toEqual({
      montantTVA: MSG_TVA_AU_DELA,
    });
  });
});
