import { eurosDe } from "./francais/nombres";
import { htFromTtc, roundCents } from "./money";

/** Cents as French euros: "1 234,56 €" (the fr-FR no-break spaces). */
export const eurosFr = (cents: number) => eurosDe(cents / 100);

// Derived amounts of spec 5, all in cents. Each returns the fields it owns, computed from the others.

/** loyerTTC = loyerHC + charges (dossier); the apartment's loyerTCC = charge + loyerHC. */
export const loyerTTC = (loyerHC: number, charges: number) => loyerHC + charges;

/** fraisDossierHT = TTC / (1 + TVA/100) rounded to cents; the TVA amount is TTC - HT. */
export function fraisDossier(ttc: number, tauxTVA: number) {
  const ht = htFromTtc(ttc, tauxTVA);
  return { fraisDossierHT: ht, fraisDossierTVA: ttc - ht };
}

/** Rent cap: base = loyerReferenceMajore x surface; complement = the rent HC - base. */
export function encadrement(
  loyerReferenceMajore: number | null | undefined,
  surface: number | null | undefined,
  loyerHC: number,
) {
  if (loyerReferenceMajore == null || surface == null)
    return { montantBase: null, complementLoyer: null };
  const montantBase = roundCents(loyerReferenceMajore * surface);
  return { montantBase, complementLoyer: loyerHC - montantBase };
}

/** The rent cap's message when the rent HC exceeds the base (Paris rent control: a complement must be justified). */
export const complementAJustifier = (montantBase: number) =>
  `Le loyer dépasse le loyer de référence majoré (${eurosFr(montantBase)}) : justifiez le complément de loyer.`;

/**
 * The rent cap rule, in cents: when the rent HC exceeds the base (loyerReferenceMajore x surface), the lease must
 * state what justifies the complement (caracteristiqueLoyer). The message for that field, or null.
 */
export function regleComplement(
  loyerHC: number | null | undefined,
  enc: {
    loyerReferenceMajore?: number | null;
    surface?: number | null;
    caracteristiqueLoyer?: string | null;
  },
) {
  if (loyerHC == null) return null;
  const { montantBase } = encadrement(enc.loyerReferenceMajore, enc.surface, loyerHC);
  if (montantBase === null || loyerHC <= montantBase || enc.caracteristiqueLoyer?.trim())
    return null;
  return complementAJustifier(montantBase);
}

/** An empty dateFinPreavis is filled from dateFinBail, and the reverse, when the year is after 2010. */
export function completerPreavis<T extends { dateFinBail?: unknown; dateFinPreavis?: unknown }>(
  d: T,
): T {
  const after2010 = (s: unknown) => typeof s === "string" && Number(s.slice(0, 4)) > 2010;
  if (!d.dateFinPreavis && after2010(d.dateFinBail)) return { ...d, dateFinPreavis: d.dateFinBail };
  if (!d.dateFinBail && after2010(d.dateFinPreavis)) return { ...d, dateFinBail: d.dateFinPreavis };
  return d;
}
