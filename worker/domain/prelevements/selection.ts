// Which terms a direct debit batch collects (issue 41, ADR 041): the rule in plain code, which
// services/prelevements/preparer.ts applies in SQL to what is committed. Pure.
import { addDays, MOIS_FR } from "../dates";

export const DEJA_PRELEVE = ["Échéance déjà dans le prélèvement n° ", "."] as const;
export const MSG_DEJA_PRELEVE = (id: number) => `${DEJA_PRELEVE[0]}${id}${DEJA_PRELEVE[1]}`;
export const MSG_MANDAT_CADUC =
  "Mandat caduc : inutilisé depuis 36 mois, faites signer un nouveau mandat.";
/** Why a line leaves its batch at validation (issue 59): what changed since the preparation. */
export const MSG_TERME_REGLE = "Échéance réglée depuis la préparation du lot.";
export const MSG_TERME_REGLE_EN_PARTIE =
  "Échéance réglée en partie depuis la préparation du lot : le reste dû sera prélevé par un prochain lot.";
export const MSG_TERME_SUPPRIME = "Échéance supprimée depuis la préparation du lot.";
export const MSG_MANDAT_REVOQUE = "Mandat révoqué depuis la préparation du lot.";
export const MSG_DATE_PASSEE =
  "La date de prélèvement est passée : choisissez une date à venir, après le délai de pré-notification.";
export const MSG_DELAI = (jours: number) =>
  `La date de prélèvement doit laisser au moins ${jours} jours de pré-notification.`;

export interface Terme {
  QuitanceId: number;
  DossierId: number;
  /** What remains due, in cents. */
  reste: number;
  /** The live batch (not rejected) the term already is in. */
  dejaDans: number | null;
  mandatCaduc: boolean;
}

/** The French reason a term is not collected, or null: its line's sequence then follows from the mandate. */
export function motifTerme(t: Terme): string | null {
  if (t.reste <= 0) return null;
  if (t.dejaDans != null) return MSG_DEJA_PRELEVE(t.dejaDans);
  if (t.mandatCaduc) return MSG_MANDAT_CADUC;
  return null;
}

/** A line of a batch as its sequence reads it: the mandate, the term and its first day. */
export interface LigneSequence {
  MandatSepaId: number;
  QuitanceId: number;
  dateTerme: string;
  /** The mandate already has a collection not rejected (in another batch: any, when preparing; a validated one, when validating). */
  dejaUtilise: boolean;
}

/**
 * FRST once per mandate, RCUR for every other collection (ADR 077, EPC SDD Core rulebook): a mandate already used
 * is RCUR; of a new mandate's terms in one batch, the earliest (term date, then id) is its FRST and the others
 * RCUR. Never two FRST of one mandate: the rulebook's "first of a series". Answers each term's sequence by its id.
 */
export function sequences(lignes: readonly LigneSequence[]): Map<number, "FRST" | "RCUR"> {
  const ordre = [...lignes].sort((a, b) =>
    a.dateTerme < b.dateTerme ? -1 : a.dateTerme > b.dateTerme ? 1 : a.QuitanceId - b.QuitanceId,
  );
  const vus = new Set<number>();
  const out = new Map<number, "FRST" | "RCUR">();
  for (const l of ordre) {
    out.set(l.QuitanceId, l.dejaUtilise || vus.has(l.MandatSepaId) ? "RCUR" : "FRST");
    vus.add(l.MandatSepaId);
  }
  return out;
}

/** The first debit date the pre-notification delay allows from `jour`. */
export const premiereDate = (jour: string, delai: number) => addDays(jour, delai);
export const delaiRespecte = (jour: string, dateEcheance: string, delai: number) =>
  dateEcheance >= premiereDate(jour, delai);

/** "2026-12-01" -> "décembre 2026": the month of a term. */
export const moisDe = (date: string) =>
  `${MOIS_FR[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
