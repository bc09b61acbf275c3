import type { FactureFournisseur } from "../../db/schema";
import { toEuros } from "../../domain/money";

// A supplier's invoice as the API answers it (ADR 001: euros at the API), the same from its entry, its split and the
// order's screen: HT and TVA null when only the TTC was given (an invoice entered before they were kept).

const eurosOuNull = (c: number | null) => (c === null ? null : toEuros(c));

export const factureEnEuros = <F extends typeof FactureFournisseur.$inferSelect>(f: F) => ({
  ...f,
  montant: toEuros(f.montant),
  montantHT: eurosOuNull(f.montantHT),
  montantTVA: eurosOuNull(f.montantTVA),
  lignes: f.lignes.map((l) => ({ ...l, montant: toEuros(l.montant) })),
});
