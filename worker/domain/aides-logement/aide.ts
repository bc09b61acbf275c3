import { estParmi } from "../parmi";
// A lease's housing aid as the terms read it (issue 77 item 1): the row in force on a term's month, what of the term
// the aid pays, what the tenant is asked for, and an aid above the term owed back to the tenant.

export const ORGANISMES = ["CAF", "MSA"] as const;
export type Organisme = (typeof ORGANISMES)[number];
export const TYPES_AIDE = ["APL", "ALS", "ALF"] as const;

/**
 * The day of the next month each organisme usually pays the month's aid: until then the aid expected is not
 * arrears (item 3). Not a rule of law but the organismes' calendar; the 5th by default.
 */
export const JOUR_VERSEMENT: Readonly<Record<Organisme, number>> = { CAF: 5, MSA: 5 };
export const JOUR_VERSEMENT_DEFAUT = 5;

/** The organisme's payment day of the month; the default for one the table does not know. */
export const jourVersementDe = (organisme: string): number =>
  estParmi(ORGANISMES, organisme) ? JOUR_VERSEMENT[organisme] : JOUR_VERSEMENT_DEFAUT;

export interface AideRow {
  organisme: string;
  numeroAllocataire: string;
  type: string;
  tiersPayant: boolean;
  /** Cents. */
  montantMensuel: number;
  /** YYYY-MM-01. */
  depuis: string;
}

/** The row in force on a term dated `date` (its month), or undefined. */
export function aideEnVigueur<A extends Pick<AideRow, "depuis">>(
  aides: readonly A[],
  date: string,
) {
  const mois = `${date.slice(0, 7)}-01`;
  return [...aides]
    .filter((a) => a.depuis <= mois)
    .sort((a, b) => (a.depuis < b.depuis ? 1 : -1))[0];
}

/** What the aid pays of a term of `du` cents in tiers payant; the rest is the tenant's; any excess is owed to them. */
export function partageTerme(du: number, aide: AideRow | undefined) {
  const montant = aide?.tiersPayant ? aide.montantMensuel : 0;
  const aideAttendue = Math.min(montant, Math.max(0, du));
  return { aideAttendue, partLocataire: du - aideAttendue, excedent: montant - aideAttendue };
}

/** The day the organisme's aid of a term's month is expected: its payment day of the next month. */
export function jourVersementAide(dateTerme: string, organisme: string): string {
  const [a = 0, m = 1] = dateTerme.split("-").map(Number);
  const suivant = m === 12 ? { a: a + 1, m: 1 } : { a, m: m + 1 };
  const jour = jourVersementDe(organisme);
  return `${suivant.a}-${String(suivant.m).padStart(2, "0")}-${String(jour).padStart(2, "0")}`;
}

/** The aid a term's document states: what of the term the aid pays (never more than the term). */
export const aideDuDocument = (a: { organisme: string; montant: number }, du: number) => ({
  organisme: a.organisme,
  montant: Math.min(a.montant, Math.max(0, du)),
});
