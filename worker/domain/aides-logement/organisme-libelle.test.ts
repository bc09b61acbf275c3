import { describe, expect, it } from "vitest";
import { organismeDuLibelle } from "./organisme-libelle";

describe("organismeDuLibelle", () => {
  it("names the organisme of a transfer of housing aid from its bank label", () => {
    expect(organismeDuLibelle("VIR SEPA CAF DE PARIS PRESTATIONS")).toBe("CAF");
    expect(organismeDuLibelle("VIR ALLOCATIONS FAMILIALES 75")).toBe("CAF");
    expect(organismeDuLibelle("Vir. alloc logement")).toBe("CAF");
    expect(organismeDuLibelle("VIREMENT MSA ILE DE FRANCE")).toBe("MSA");
  });
  it("leaves a tenant's rent alone, even when a word merely contains the letters", () => {
    expect(organismeDuLibelle("VIR LOYER DURAND NOVEMBRE")).toBeNull();
    expect(organismeDuLibelle("VIR M. CAFFIN LOYER")).toBeNull();
  });
});
