// The GLI premium of a term (issue 78 item 2): the contract's rate on its base, the term's own amounts (a term
// prorated at a lease's start or end carries a prorated premium). Split among the owners by their shares, never
// billed to the tenant. Pure, integer cents.
import { type Proprietaire, repartir } from "../proprietaire/repartition";
import type { BasePrime } from "./regles";

export interface ContratPrime {
  /** Percent of the base. */
  taux: number;
  base: BasePrime;
}

/** The term's amounts (cents), as called: prorated already when the lease starts or ends in the month. */
export interface TermeAssure {
  prixHC: number;
  charge: number;
}

export const basePrime = (t: TermeAssure, base: BasePrime) =>
  base === "loyer" ? t.prixHC : t.prixHC + t.charge;

/** The premium, rounded to the cent (half away from zero, as SQLite's round() does it). */
export function prime(t: TermeAssure, c: ContratPrime) {
  const base = basePrime(t, c.base);
  return { base, prime: Math.max(0, Math.round((base * c.taux) / 100)) };
}

/** Each owner's debit: the premium by shares, the last owner taking the remainder (repartition.ts). */
export const primesParProprietaire = (montant: number, proprietaires: Proprietaire[]) =>
  montant <= 0
    ? []
    : repartir(montant, proprietaires)
        .map((p) => ({ ClientId: p.ClientId, debit: p.montant }))
        .filter((p) => p.debit !== 0);

export const NATURE_PRIME_GLI = "assurance_gli";
