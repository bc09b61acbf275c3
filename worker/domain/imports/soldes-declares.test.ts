import { describe, expect, it } from "vitest";
import { avertissementsSoldes, SEUILS_SOLDES, seuilsAu, totauxSoldes } from "./soldes-declares";

// Issue 74 item 4 (ADR 113): the limits above which a declared balance is warned, from a dated table.

const solde = (ligne: number, reference: string, type: string, montant: number) => ({
  ligne,
  champs: { reference, type, montant },
});
const bail = (
  ligne: number,
  reference: string,
  loyerHC: number,
  loyerCharge: number,
  depotGarantie: number,
) => ({
  ligne,
  champs: { reference, loyerHC, loyerCharge, depotGarantie },
});

describe("the declared balances' limits", () => {
  it("every row of the table has its reason and source, in date order", () => {
    for (const s of SEUILS_SOLDES) expect(s.raison && s.source).toBeTruthy();
    expect(SEUILS_SOLDES.map((s) => s.depuis)).toEqual(
      [...SEUILS_SOLDES.map((s) => s.depuis)].sort(),
    );
    expect(seuilsAu("2026-11-01")).toMatchObject({ proprietaire: 10_000_000, moisDeLoyer: 24 });
  });

  it("an owner at 100 000 € is not warned, one cent more is, either sign", () => {
    const a = avertissementsSoldes(
      [
        solde(2, "P1", "proprietaire", 10_000_000),
        solde(3, "P2", "proprietaire", 10_000_001),
        solde(4, "P3", "Propriétaire", -10_000_001),
      ],
      [],
      "2026-11-01",
    );
    expect(a.map((x) => x.split(" (")[0])).toEqual([
      "Feuille Soldes, ligne 3 : le solde du propriétaire P2",
      "Feuille Soldes, ligne 4 : le solde du propriétaire P3",
    ]);
  });

  it("a tenant above 24 months of rent and charges is warned; a deposit stated but not declared too", () => {
    const a = avertissementsSoldes(
      [
        solde(2, "B1", "locataire", 24 * 108_000),
        solde(3, "B2", "locataire", 24 * 85_000 + 1),
        solde(4, "B1", "depot", 100_000),
      ],
      [bail(2, "B1", 100_000, 8_000, 100_000), bail(3, "B2", 80_000, 5_000, 80_000)],
      "2026-11-01",
    );
    expect(a).toHaveLength(2);
    expect(a[0]).toMatch(
      /^Feuille Soldes, ligne 3 : le solde du locataire du bail B2 .* dépasse 24 mois/,
    );
    expect(a[1]).toMatch(
      /^Feuille Baux, ligne 3 : le bail B2 indique un dépôt de garantie de 800,00\s€/,
    );
  });

  it("totals by kind, in euros", () => {
    expect(
      totauxSoldes([
        solde(2, "P1", "proprietaire", 150),
        solde(3, "B1", "depot", 100_000),
        solde(4, "B2", "locataire", -1_500),
      ]),
    ).toEqual({
      proprietaire: { nombre: 1, total: 1.5 },
      locataire: { nombre: 1, total: -15 },
      depot: { nombre: 1, total: 1000 },
    });
  });
});
