import { mod97 } from "./iban";

// The SEPA creditor identifier (ICS, EPC262-08): country, 2 check digits, a 3-character business code the key
// ignores, then the national identifier (in France 6 characters). The key is ISO 7064 mod 97-10 of the national
// identifier followed by the country code and "00", as an IBAN's.

export const MSG_ICS_INVALIDE = "Identifiant créancier SEPA invalide.";

export const normaliserIcs = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

/** "FR72ZZZ123456" -> true: its shape, and its key computed without the business code. */
export function icsValide(raw: string): boolean {
  const ics = normaliserIcs(raw);
  const m = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(ics);
  if (!m) return false;
  const [, pays, cle, national] = m;
  return 98 - mod97(`${national}${pays}00`) === Number(cle);
}
