// Bank identifiers of SEPA files (ISO 13616 IBAN, ISO 9362 BIC), shared by the owners' payouts (pain.001) and the
// tenants' direct debits (pain.008). Pure: the schemas, the services and the web read the same rules.

export const MSG_IBAN_INVALIDE = "IBAN invalide.";
export const MSG_BIC_INVALIDE = "BIC invalide : 8 ou 11 caractères.";

/** "fr76 3000 6000 0112 3456 7890 189" -> "FR7630006000011234567890189": what is stored and written in files. */
export const normaliserIban = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

/**
 * The ISO 7064 mod 97-10 remainder of a string of digits and capital letters (A = 10 ... Z = 35), read by pieces
 * so that no number exceeds 2^53. An IBAN (or a SEPA creditor identifier) is valid when it gives 1.
 */
export function mod97(s: string): number {
  let rest = 0;
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of value) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest;
}

/** An IBAN (normalised first): country, 2 check digits, up to 30 letters or digits, and the mod-97 key. */
export function ibanValide(raw: string): boolean {
  const iban = normaliserIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** "FR7630006000011234567890189" -> "FR76 3000 6000 0112 3456 7890 189", as printed. */
export const ibanEnGroupes = (iban: string) =>
  normaliserIban(iban)
    .replace(/(.{4})/g, "$1 ")
    .trim();

/** "FR76 **** **** **** **** **** 189": the IBAN hidden but its country and last 4 characters. */
export function ibanMasque(raw: string): string {
  const iban = normaliserIban(raw);
  if (iban.length < 8) return iban;
  const masque = iban.slice(0, 4) + "*".repeat(iban.length - 8) + iban.slice(-4);
  return ibanEnGroupes(masque);
}

/** A BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (place), optionally 3 (branch). */
export const normaliserBic = (raw: string) => raw.replace(/\s/g, "").toUpperCase();
export const bicValide = (raw: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normaliserBic(raw));

/** "FR76 **** **** 0189": the short mask a pre-notification prints (country and key, the last 4 characters). */
export function ibanCourt(raw: string): string {
  const iban = normaliserIban(raw);
  return iban.length < 8 ? iban : `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}
