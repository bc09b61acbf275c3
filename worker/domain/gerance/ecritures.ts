// The owner's entries as the compte-rendu and the tax summary read them (issue 38, ADR 033). An `annulation` is the
// exact opposite of the entry it names (ADR 031), so it is counted under that entry's nature with its own sign: the
// fees of a period are the fees and their annulations together. Pure, integer cents.
import { roundCents } from "../money";

/** One entry of the owner's account, with what the readers need beside it. */
export interface EcritureGerance {
  id: number;
  date: string;
  /** What the entry is: its own type, or for an annulation the type of the entry it reverses. */
  nature: string;
  libelle: string;
  debit: number;
  credit: number;
  /** The VAT inside a fee (negated in its annulation). */
  tva: number;
  AppartementId: number | null;
  DossierId: number | null;
  /** For rent: the rent and the charges of the term the payment settled (null when unknown). */
  prixHC: number | null;
  charge: number | null;
  /** The term a rent entry settled (issue 60: the compte-rendu's term lines). */
  QuitanceId?: number | null;
  /**
   * A charge's nature (natures.ts): the entry's own, else for an annulation the reversed entry's, else its Intendance
   * expense's; null: "autre". With its supplier and invoice number.
   */
  natureCharge?: string | null;
  fournisseur?: string | null;
  numFacture?: string | null;
}

/** What an entry adds to the balance (the agency owes the owner more when positive). */
export const mouvement = (e: { debit: number; credit: number }) => e.credit - e.debit;

/**
 * The charges part of rent collected for a term: the payment settles the term's rent and charges in proportion
 * (prixHC : charge), so the charges part is `montant` x charge / (prixHC + charge), half away from zero. Its sign
 * follows `montant`, so an annulation takes back exactly what its entry counted.
 */
export function partCharges(montant: number, prixHC: number | null, charge: number | null): number {
  const ch = charge ?? 0;
  const total = (prixHC ?? 0) + ch;
  if (total <= 0 || ch <= 0) return 0;
  return roundCents((montant * Math.min(ch, total)) / total);
}

/** A rent entry split: rent excluding charges and the charges, adding up to what it moved. */
export function loyerEtCharges(e: EcritureGerance) {
  const montant = mouvement(e);
  const charges = partCharges(montant, e.prixHC, e.charge);
  return { montant, charges, hc: montant - charges };
}

export interface Honoraires {
  ht: number;
  tva: number;
  ttc: number;
}

/** The fees of these entries, net of their annulations: TTC debited, the VAT inside, HT the difference. */
export function honorairesDe(lignes: readonly EcritureGerance[]): Honoraires {
  let ttc = 0;
  let tva = 0;
  for (const e of lignes)
    if (e.nature === "honoraires") {
      ttc -= mouvement(e);
      tva += e.tva;
    }
  return { ht: ttc - tva, tva, ttc };
}

/** The entries dated between du and au (both included). */
export const entre = <E extends { date: string }>(lignes: readonly E[], du: string, au: string) =>
  lignes.filter((e) => e.date >= du && e.date <= au);
