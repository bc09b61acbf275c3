import { describe, expect, it } from "vitest";
import { etatPaiement, reponseFournisseurSchema } from "./schemas";

// Issue 76 item 6: what the supplier reads of its payment, and a refusal that must say why.
describe("etatPaiement", () => {
  it("says « Payée le » with the batch's day once validated, « En cours » while a draft, nothing before", () => {
    expect(etatPaiement({ statut: "valide", date: "2026-12-03" })).toBe("Payée le 03/12/2026");
    expect(etatPaiement({ statut: "brouillon", date: "2026-12-03" })).toBe("En cours de paiement");
    expect(etatPaiement({ statut: null, date: null })).toBe(null);
  });
});

describe("reponseFournisseurSchema", () => {
  it("accepts without a reason, refuses a refusal without one, in French on `motif`", () => {
    expect(reponseFournisseurSchema.safeParse({ decision: "accepte" }).success).toBe(true);
    const r = reponseFournisseurSchema.safeParse({ decision: "refuse", motif: "  " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ["motif"],
      message: "Dites à l'agence pourquoi vous refusez cette intervention.",
    });
  });
});
