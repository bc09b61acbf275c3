// A bank statement as every reader returns it, whatever the file's format: amounts in signed cents (credit > 0),
// dates as ISO days. The import service stores these; nothing here knows the database.

import type { CompteLu } from "./compte-lu";

/** One movement of the account. */
export interface LigneLue {
  /** Booking day (the value day when the file gives no booking day). */
  date: string;
  /** Signed cents: a credit (money in) is positive. */
  montant: number;
  libelle: string;
  /** The payment's own reference when the bank gives one (structured creditor reference, end-to-end id…). */
  reference: string | null;
  /** The payer's (credit) or payee's (debit) name when the file carries it apart from the label. */
  contrepartie: string | null;
  /** How the money moved, from the file's codes: Virement, Prélèvement, Chèque, Carte, Espèces, Autre. */
  mode: ModeBancaire;
}

export type ModeBancaire = "Virement" | "Prélèvement" | "Chèque" | "Carte" | "Espèces" | "Autre";

/** One statement: one account over one period. A file may hold several. */
export interface ReleveLu {
  format: FormatReleve;
  /** The account the file states (IBAN, RIB, OFX ACCTID), normalised (ADR 043); null when it states none. */
  compte: CompteLu | null;
  devise: string;
  du: string | null;
  au: string | null;
  soldeInitial: number | null;
  soldeFinal: number | null;
  lignes: LigneLue[];
}

export type FormatReleve = "csv" | "ofx" | "qif" | "cfonb" | "camt053" | "camt054";

/** A file that cannot be read as a statement: the message is French and names the line when there is one. */
export class ReleveInvalide extends Error {
  constructor(message: string) {
    // A message may quote the file (a date, a tag): a hostile file would make it megabytes long.
    super(message.length > 300 ? `${message.slice(0, 300)}…` : message);
    this.name = "ReleveInvalide";
  }
}

/** "ligne 12 : …" — every reader names the line of the file the fault is on. */
export function fauteLigne(numero: number, quoi: string): ReleveInvalide {
  return new ReleveInvalide(`Ligne ${numero} : ${quoi}`);
}

/** Mode of payment guessed from a French bank label ("VIR SEPA …", "PRLV …", "CHQ 123…", "CB …"). */
export function modeDuLibelle(libelle: string): ModeBancaire {
  const l = libelle.toUpperCase();
  if (/^(VIR|VIREMENT)\b|\bVIR(EMENT)? (SEPA|INST|RECU|INSTANTANE)/.test(l)) return "Virement";
  if (/^(PRLV|PRELEVEMENT|PRÉLÈVEMENT)\b|\bPRLV\b/.test(l)) return "Prélèvement";
  if (/^(CHQ|CHEQUE|CHÈQUE|REMISE CHEQUE|REM CHQ)\b/.test(l)) return "Chèque";
  if (/^(CB|CARTE|PAIEMENT CB|PAIEMENT PAR CARTE)\b/.test(l)) return "Carte";
  if (/^(VERSEMENT ESPECES|VERS ESP|DEPOT ESPECES|RETRAIT)\b/.test(l)) return "Espèces";
  return "Autre";
}
