import { describe, expect, it } from "vitest";
import { type LigneDuMois, type PaiementDuMois, rapprocher } from "./rapprochement";

// ADR 153: a bank line matched to a lease whose money went to the insurer (wholly, or beyond the tenant's payment)
// is explained by that recovery: the month's reconciliation leaves nothing unexplained and does not list it.

const ligne = (o: Partial<LigneDuMois>): LigneDuMois => ({
  id: 1,
  date: "2026-11-20",
  montant: 97050,
  libelle: "VIR LOCATAIRE",
  statut: "rapprochée",
  motif: null,
  PaiementId: null,
  assureur: 0,
  ...o,
});
const paiement = (o: Partial<PaiementDuMois>): PaiementDuMois => ({
  id: 7,
  date: "2026-11-20",
  montant: 2950,
  mode: "Virement",
  reference: null,
  dossier: "Dossier n° 1",
  surCeCompte: true,
  ...o,
});

describe("the month's reconciliation with the insurer's recoveries", () => {
  it("a line whose money went whole to the insurer is matched and explained", () => {
    const r = rapprocher([ligne({ assureur: 97050 })], []);
    expect(r).toMatchObject({ mouvements: 97050, encaissements: 97050, ecart: 0, residuel: 0 });
    expect(r.nonRapprochees).toEqual([]);
  });

  it("a line split between the insurer and a payment is explained to the cent", () => {
    const r = rapprocher(
      [ligne({ montant: 100000, PaiementId: 7, assureur: 97050 })],
      [paiement({})],
    );
    expect(r).toMatchObject({ ecart: 0, residuel: 0, nonRapprochees: [] });
  });

  it("a matched line with neither payment nor recovery stays listed", () => {
    const r = rapprocher([ligne({})], []);
    expect(r.nonRapprochees.map((l) => l.id)).toEqual([1]);
    expect(r.residuel).toBe(0);
  });
});
