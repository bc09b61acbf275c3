// The FEC's text (art. A47 A-1 LPF, BOI-CF-IOR-60-40-20; ADR 035): a first line naming the 18 fields, then one line
// per accounting line, fields separated by "|", records by CRLF, dates AAAAMMJJ, amounts with a decimal comma and
// no thousands separator, Montantdevise and Idevise empty (every amount is in euros); EcritureLet and DateLet from the
// lettering of a tenant's account (lettrage.ts).
import { auxNum, COMPTES, JOURNAUX } from "./comptes";
import type { Ecriture } from "./evenements";
import type { Tiers } from "./comptes";

export const COLONNES = [
  "JournalCode",
  "JournalLib",
  "EcritureNum",
  "EcritureDate",
  "CompteNum",
  "CompteLib",
  "CompAuxNum",
  "CompAuxLib",
  "PieceRef",
  "PieceDate",
  "EcritureLib",
  "Debit",
  "Credit",
  "EcritureLet",
  "DateLet",
  "ValidDate",
  "Montantdevise",
  "Idevise",
] as const;

export const FIN_DE_LIGNE = "\r\n";
export const ENTETE = COLONNES.join("|") + FIN_DE_LIGNE;

/** A text field: no separator, tab or line break inside, spaces collapsed. */
export const texte = (s: string) =>
  s
    .replace(/[|\t\r\n\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** "2026-03-05" (or an ISO timestamp) -> "20260305". */
export const dateFec = (d: string) => d.slice(0, 10).replaceAll("-", "");

/** Cents -> "1234,56" (never negative here: a line is on one side). */
export function montantFec(cents: number): string {
  const abs = Math.abs(cents);
  const s = `${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${s}` : s;
}

/** `{SIREN}FEC{AAAAMMJJ}.txt`, the closing date of the exercice. */
export const nomFichierFec = (siren: string, cloture: string) =>
  `${siren.replace(/\s/g, "")}FEC${dateFec(cloture)}.txt`;

/**
 * The lines of one entry, numbered `num`; `nomTiers` names an auxiliary account (already a clean text); `jour` is
 * the export's day (AAAA-MM-JJ).
 */
export function lignesFec(
  e: Ecriture,
  num: number,
  nomTiers: (t: Tiers) => string,
  jour: string,
): string {
  const date = dateFec(e.date);
  // An entry is validated the day it was written (issue 60 item 7), which no export precedes: a term written on
  // 27/11 for 01/12 reads 20261127, not its own date.
  const valide = [dateFec(e.valide), dateFec(jour)].sort()[0];
  const libelle = texte(e.libelle) || "Écriture";
  // What every line of the entry repeats, built once: its journal, number and date; its piece and label; its end.
  const tete = `${e.journal}|${JOURNAUX[e.journal]}|${num}|${date}|`;
  const milieu = `|${texte(e.piece)}|${date}|${libelle}|`;
  const fin = `|${valide}||${FIN_DE_LIGNE}`;
  let out = "";
  for (const l of e.lignes) {
    const aux = l.tiers ? `${auxNum(l.tiers)}|${nomTiers(l.tiers)}` : "|";
    const lettre = l.lettre ? `${l.lettre.code}|${dateFec(l.lettre.date)}` : "|";
    out += `${tete}${l.compte}|${COMPTES[l.compte]}|${aux}${milieu}${montantFec(l.debit)}|${montantFec(l.credit)}|${lettre}${fin}`;
  }
  return out;
}
