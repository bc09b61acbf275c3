// The account a statement states, brought to one identifier whatever the format (ADR 043): an IBAN when one can be
// built (camt's IBAN, a French RIB from CFONB 120 or OFX's BANKID/BRANCHID/ACCTID), else the file's own number.
// `anciens` are the forms the readers stored before (ADR 043): an account named so is found and renamed.

import { ibanCourt, ibanDuRib, ibanNormal } from "./iban";

export interface CompteLu {
  /** The normalised identifier: an IBAN when it can be built, else the file's number as written. */
  numero: string;
  /** Other forms of the same number an account may carry from earlier imports ("30004/00123/00012345678"). */
  anciens: string[];
  /** The bank's BIC or French bank code when the file gives it, to name a new account. */
  banque: string | null;
}

// A few national French bank codes, so that a new account reads "BNP Paribas · FR76 …1234".
const BANQUES: Record<string, string> = {
  "30004": "BNP Paribas",
  "30003": "Société Générale",
  "30002": "LCL",
  "30066": "CIC",
  "10278": "Crédit Mutuel",
  "20041": "La Banque Postale",
  "30056": "HSBC",
  "10107": "BRED",
  "16958": "Qonto",
};

/** From an IBAN, an RIB's parts, or a bare number (in that order of preference); null when nothing is stated. */
export function compteLu(p: {
  iban?: string | null;
  banque?: string | null;
  guichet?: string | null;
  compte?: string | null;
  cle?: string | null;
  bic?: string | null;
  ancien?: string | null;
}): CompteLu | null {
  const bic = p.bic?.trim().toUpperCase() || null;
  const ancien = p.ancien?.trim() || null;
  const avec = (numero: string, banque: string | null): CompteLu => ({
    numero,
    anciens: ancien && ancien !== numero ? [ancien] : [],
    banque: bic ?? banque,
  });
  const iban = (p.iban && ibanNormal(p.iban)) || (p.compte && ibanNormal(p.compte)) || null;
  if (iban) return avec(iban, iban.startsWith("FR") ? iban.slice(4, 9) : null);
  if (p.banque && p.guichet && p.compte) {
    const rib = ibanDuRib(p.banque.trim(), p.guichet.trim(), p.compte, p.cle?.trim());
    if (rib) return avec(rib, p.banque.trim());
  }
  const brut = (p.iban ?? ancien ?? p.compte)?.trim();
  const code = p.banque?.trim() ?? "";
  return brut ? avec(brut, /^\d{5}$/.test(code) ? code : null) : null;
}

/** A new account's label: "BNP Paribas · FR76 …1234", "Banque 12345 · FR76 …", "BIC · number", "Compte number". */
export function libelleCompte(c: CompteLu): string {
  const estIban = ibanNormal(c.numero) !== null;
  const numero = estIban ? ibanCourt(c.numero) : c.numero;
  const nom = c.banque
    ? (BANQUES[c.banque] ?? (/^\d+$/.test(c.banque) ? `Banque ${c.banque}` : c.banque))
    : null;
  return nom ? `${nom} · ${numero}` : `Compte ${numero}`;
}
