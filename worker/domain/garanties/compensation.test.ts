import { describe, expect, it } from "vitest";
import { deduireCreances } from "./compensation";

describe("an insurer's claims deducted from its lines of the batch (ADR 166)", () => {
  it("takes the claims off the same insurer's lines in order, to the cent; another insurer's untouched", () => {
    const lignes = [
      { id: 1, FournisseurId: 7, montant: 30_000 },
      { id: 2, FournisseurId: 8, montant: 10_000 },
      { id: 3, FournisseurId: 7, montant: 50_001 },
      { id: 4, FournisseurId: 7, montant: -40_000 },
    ];
    expect(deduireCreances(lignes)).toEqual([
      { id: 2, FournisseurId: 8, montant: 10_000 },
      { id: 3, FournisseurId: 7, montant: 40_001 },
    ]);
  });

  it("sends nothing to an insurer whose claims equal its lines", () => {
    expect(
      deduireCreances([
        { FournisseurId: 7, montant: 97_050 },
        { FournisseurId: 7, montant: -97_050 },
      ]),
    ).toEqual([]);
  });
});
