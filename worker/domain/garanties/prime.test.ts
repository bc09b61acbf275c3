import { describe, expect, it } from "vitest";
import { prime, primesParProprietaire } from "./prime";

describe("the GLI premium of a term", () => {
  it("takes the rate on the rent and charges, or on the rent alone", () => {
    const terme = { prixHC: 80_000, charge: 5_000 };
    expect(prime(terme, { taux: 3, base: "loyer_charges" })).toEqual({
      base: 85_000,
      prime: 2_550,
    });
    expect(prime(terme, { taux: 3, base: "loyer" })).toEqual({ base: 80_000, prime: 2_400 });
  });

  it("follows a term prorated at the lease's start (16 days of 30)", () => {
    const prorata = {
      prixHC: Math.round((80_000 * 16) / 30),
      charge: Math.round((5_000 * 16) / 30),
    };
    expect(prime(prorata, { taux: 2.5, base: "loyer_charges" })).toEqual({
      base: 45_334,
      prime: 1_133,
    });
  });

  it("splits it by the owners' shares to the cent, the last owner taking the remainder", () => {
    expect(
      primesParProprietaire(1_133, [
        { ClientId: 1, quotePart: 60 },
        { ClientId: 2, quotePart: 40 },
      ]),
    ).toEqual([
      { ClientId: 1, debit: 680 },
      { ClientId: 2, debit: 453 },
    ]);
    expect(primesParProprietaire(0, [{ ClientId: 1, quotePart: null }])).toEqual([]);
  });
});
