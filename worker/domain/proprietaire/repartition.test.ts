import { describe, expect, it } from "vitest";
import { disponible, honoraires, partsAffichees, partsEffectives, repartir } from "./repartition";

describe("an amount split among the owners", () => {
  it("33.33 / 33.33 / 33.34 % of 1,000.01 € give cents that add up to 100001, the last takes the remainder", () => {
    const parts = repartir(100001, [
      { ClientId: 3, quotePart: 33.34 },
      { ClientId: 1, quotePart: 33.33 },
      { ClientId: 2, quotePart: 33.33 },
    ]);
    expect(parts.map((p) => [p.ClientId, p.montant])).toEqual([
      [1, 33330],
      [2, 33330],
      [3, 33341],
    ]);
    expect(parts.reduce((s, p) => s + p.montant, 0)).toBe(100001);
  });

  it("equal shares when none were set, or when the shares do not add up to 100", () => {
    expect(
      repartir(1000, [
        { ClientId: 1, quotePart: null },
        { ClientId: 2, quotePart: null },
        { ClientId: 3, quotePart: null },
      ]).map((p) => p.montant),
    ).toEqual([333, 333, 334]);
    expect(
      partsEffectives([
        { ClientId: 1, quotePart: 60 },
        { ClientId: 2, quotePart: null },
      ]).map((p) => p.part),
    ).toEqual([50, 50]);
    expect(repartir(50000, [{ ClientId: 7, quotePart: 100 }])).toEqual([
      { ClientId: 7, part: 100, montant: 50000 },
    ]);
  });
});

describe("the management fee", () => {
  it("7.2 % TTC of 850.00 € at 20 % VAT: 61.20 € of which 10.20 € VAT", () => {
    expect(honoraires(85000, 7.2, 20)).toEqual({ ttc: 6120, tva: 1020, ht: 5100 });
  });
  it("rounds to the cent, and gives nothing at 0 %", () => {
    expect(honoraires(33341, 6, 20)).toEqual({ ttc: 2000, tva: 333, ht: 1667 });
    expect(honoraires(33341, 0, 20).ttc).toBe(0);
  });
});

describe("what is available to pay out", () => {
  it("is the balance less the reserve, never below 0", () => {
    expect(disponible(120000, 30000)).toBe(90000);
    expect(disponible(20000, 30000)).toBe(0);
    expect(disponible(-500, 0)).toBe(0);
  });
});

describe("the shares as shown", () => {
  it("three equal shares read 33.33 / 33.33 / 33.34 %, the last owner taking the rest as with the money", () => {
    const trois = [3, 1, 2].map((ClientId) => ({ ClientId, quotePart: null }));
    expect(partsAffichees(trois)).toEqual([
      { ClientId: 1, part: 33.33 },
      { ClientId: 2, part: 33.33 },
      { ClientId: 3, part: 33.34 },
    ]);
    const typees = [
      { ClientId: 1, quotePart: 60.5 },
      { ClientId: 2, quotePart: 39.5 },
    ];
    expect(partsAffichees(typees).map((p) => p.part)).toEqual([60.5, 39.5]);
  });
});
