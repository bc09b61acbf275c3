// The terms of a compte-rendu line by line (issue 60 item 4): what each term called, what the owner received of it
// with the day it was paid, what is still owed, and its state in the words the owner reads. Pure, integer cents.

/** A term's state as the owner documents and the lists print it (issue 60 item 9: never "Inconnue"). */
export type EtatTerme = "À échoir" | "Impayé" | "Payé partiellement" | "Payé";

/**
 * The state of a term on `aujourdhui`: paid once nothing is owed; otherwise "Payé partiellement" when some of it was
 * received, "À échoir" while its day is still to come, "Impayé" after.
 */
export function etatTerme(
  t: { date: string; total: number; reste: number },
  aujourdhui: string,
): EtatTerme {
  if (t.reste <= 0) return "Payé";
  if (t.reste < t.total) return "Payé partiellement";
  return t.date > aujourdhui ? "À échoir" : "Impayé";
}

/** One term of a lot, at the owner's share. */
export interface LigneTerme {
  QuitanceId: number;
  date: string;
  /** The whole term (rent and charges), every owner together. */
  total: number;
  /** The owner's share of it. */
  appele: number;
  /** What the owner's account received for it in the period, net of reversals. */
  encaisse: number;
  /** The days it was paid in the period (the payments' value dates), oldest first, once each. */
  payeLe: string[];
  /** The owner's share of what is still owed on it today. */
  impaye: number;
  etat: EtatTerme;
}

/** A payment's share credited to the owner for a term (a rent entry or its annulation). */
export interface EncaissementTerme {
  QuitanceId: number;
  date: string;
  montant: number;
}

/** The term lines of one lot from its terms, the owner's share and the owner's rent entries of the period. */
export function lignesTermes(
  termes: readonly {
    id: number;
    date: string;
    prixHC: number;
    charge: number;
    reste: number;
    part: number;
  }[],
  encaissements: readonly EncaissementTerme[],
  partDe: (montant: number, part: number) => number,
  aujourdhui: string,
): LigneTerme[] {
  return (
    termes
      .map((t) => {
        const recus = encaissements.filter((e) => e.QuitanceId === t.id);
        const total = t.prixHC + t.charge;
        return {
          QuitanceId: t.id,
          date: t.date,
          total,
          appele: partDe(total, t.part),
          encaisse: recus.reduce((s, e) => s + e.montant, 0),
          payeLe: [...new Set(recus.filter((e) => e.montant > 0).map((e) => e.date))].sort(),
          impaye: partDe(t.reste, t.part),
          etat: etatTerme({ date: t.date, total, reste: t.reste }, aujourdhui),
        };
      })
      // ISO days compare as text.
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.QuitanceId - b.QuitanceId))
  );
}
