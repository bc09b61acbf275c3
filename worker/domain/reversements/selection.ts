// Which owners a payout batch pays, and how much (issue 38, part 3, ADR 032). Pure, integer cents. The database
// applies the same rule in the one statement that writes the lines (services/reversements/preparer.ts); this is its
// plain form, which tests/api/reversements-selection.test.ts holds equal to it.
import { MOIS_FR } from "../dates";
import { compareFr } from "../francais/tri";
import { MSG_IBAN_IMPORTE_EN_ATTENTE } from "../iban-verification/import";
import { MSG_IBAN_EN_ATTENTE } from "../iban-verification/regles";
import { disponible } from "../proprietaire/repartition";

/** "Déjà dans le reversement n° 7 de cette date." (in two pieces: the SQL writes the number between them). */
export const DEJA_CE_JOUR = ["Déjà dans le reversement n° ", " de cette date."] as const;
export const MSG_DEJA_CE_JOUR = (id: number) => `${DEJA_CE_JOUR[0]}${id}${DEJA_CE_JOUR[1]}`;
export const MSG_EN_BROUILLON = "Son disponible est déjà réservé par un reversement en brouillon.";
export const MSG_RIEN_A_REVERSER = "Rien à reverser : le disponible est nul.";
/** Issue 74, item 7: a preparation with nothing payable creates no draft and says why, owner by owner. */
export const MSG_AUCUN_PAYABLE =
  "Aucun propriétaire n'est payable à cette date : aucun reversement n'a été créé.";
export const MSG_AUCUN_PROPRIETAIRE =
  "Aucun propriétaire n'a de compte ni d'appartement : aucun reversement n'a été créé.";
export const MSG_SANS_IBAN = "Pas d'IBAN sur la fiche du propriétaire.";
/** A batch's execution date (pain.001 ReqdExctnDt) is today or later (issue 60): a bank refuses a past one. */
export const MSG_DATE_PASSEE =
  "La date d'exécution des virements est passée : choisissez aujourd'hui ou une date à venir.";
export const MSG_DATE_PASSEE_VALIDATION =
  "La date d'exécution de ce reversement est passée : supprimez ce brouillon et préparez-en un autre.";
/** Why a line leaves its batch at validation (issue 59): the owner's available fell below it since the draft. */
export const MSG_DISPONIBLE_BAISSE =
  "Le disponible de ce propriétaire a baissé depuis la préparation du lot.";

export interface Candidat {
  ClientId: number;
  nom: string;
  iban: string | null;
  bic: string | null;
  /** The whole account's balance (credits - debits), cents. */
  solde: number;
  reserve: number;
  /** What the live drafts (other batches) already hold for this owner, cents. */
  enBrouillon: number;
  /** A batch of the same date that already has a line for this owner. */
  dejaCeJour: number | null;
  /**
   * When the owner's IBAN, new or changed, was typed while it waits for its verification (issue 59): null once it
   * is verified, by a second person or by its delay (domain/iban-verification's statutEffectif).
   */
  ibanEnAttente: string | null;
  /** The waiting IBAN came with an import (ADR 116): « IBAN importé le … ». */
  ibanImporte?: boolean;
}

export interface Ligne {
  ClientId: number;
  nom: string;
  iban: string;
  bic: string | null;
  montant: number;
}

export interface Ecarte {
  ClientId: number;
  nom: string;
  motif: string;
}

/** The French reason an owner is left out, or null when they are paid `montant`. */
export function motifEcart(c: Candidat): { montant: number; motif: string | null } {
  const montant = disponible(c.solde, c.reserve) - c.enBrouillon;
  if (c.dejaCeJour != null) return { montant, motif: MSG_DEJA_CE_JOUR(c.dejaCeJour) };
  if (montant <= 0)
    return { montant, motif: c.enBrouillon > 0 ? MSG_EN_BROUILLON : MSG_RIEN_A_REVERSER };
  if (!c.iban) return { montant, motif: MSG_SANS_IBAN };
  if (c.ibanEnAttente)
    return {
      montant,
      motif: (c.ibanImporte ? MSG_IBAN_IMPORTE_EN_ATTENTE : MSG_IBAN_EN_ATTENTE)(c.ibanEnAttente),
    };
  return { montant, motif: null };
}

/** One line per owner with something available and a verified IBAN; the others with their reason. By name. */
export function selectionner(candidats: readonly Candidat[]) {
  const lignes: Ligne[] = [];
  const ecartes: Ecarte[] = [];
  for (const c of [...candidats].sort(parNom)) {
    const { montant, motif } = motifEcart(c);
    if (motif) ecartes.push({ ClientId: c.ClientId, nom: c.nom, motif });
    else lignes.push({ ClientId: c.ClientId, nom: c.nom, iban: c.iban ?? "", bic: c.bic, montant });
  }
  return { lignes, ecartes, total: lignes.reduce((s, l) => s + l.montant, 0) };
}

/** By name, then id: the order of the lines, the left-out owners and the file's transactions. */
export const parNom = <T extends { nom: string; ClientId: number }>(a: T, b: T) =>
  compareFr(a.nom, b.nom) || a.ClientId - b.ClientId;

/** "2026-11-30" -> "novembre 2026": the period a batch pays (the month of its date). */
export const periode = (date: string) =>
  `${MOIS_FR[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** A list the French way: "a", "a et b", "a, b et c". */
const liste = (l: readonly string[]) =>
  l.length < 2 ? (l[0] ?? "") : `${l.slice(0, -1).join(", ")} et ${l[l.length - 1]}`;

/**
 * Months (YYYY-MM, any order, repeats allowed) in words, each year once: "septembre et octobre 2026",
 * "décembre 2026 et janvier 2027".
 */
export function moisEnToutesLettres(mois: readonly string[]): string {
  const parAn = new Map<string, number[]>();
  for (const m of [...new Set(mois)].sort()) {
    const an = m.slice(0, 4);
    parAn.set(an, [...(parAn.get(an) ?? []), Number(m.slice(5, 7))]);
  }
  return liste([...parAn].map(([an, ms]) => `${liste(ms.map((m) => MOIS_FR[m - 1] ?? ""))} ${an}`));
}

/** "2026-11-30" -> "30/11/2026". */
export const dateFr = (date: string) => date.split("-").reverse().join("/");

/**
 * The owner's account entry's label: the period and the batch, named as the owner reads it, « virement groupé n° 12 »
 * (walk: « lot n° 12 » read as an apartment, the word of co-ownership for one). Its SQL twin is
 * services/reversements/libelle-sql.ts; entries written before keep their label (the ledger is never rewritten).
 */
export const libelleReversement = (id: number, date: string) =>
  `Reversement ${periode(date)} (virement groupé n° ${id} du ${dateFr(date)})`;
