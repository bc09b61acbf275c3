// French identifiers as staff type them (issue 42): SIREN and SIRET with their Luhn key, postal codes. Pure: the
// zod schemas (server) and the web forms read the same rules and messages.

export const MSG_SIREN_FORMAT = "Le SIREN compte 9 chiffres.";
export const MSG_SIREN_CLE = "Le SIREN est invalide (clé de contrôle).";
export const MSG_SIRET_FORMAT = "Le SIRET compte 14 chiffres.";
export const MSG_SIRET_CLE = "Le SIRET est invalide (clé de contrôle).";
export const MSG_CODE_POSTAL = "Le code postal compte 5 chiffres.";

/** La Poste's SIREN: its establishments' SIRETs do not follow Luhn (INSEE's exception, below). */
const SIREN_LA_POSTE = "356000000";

/** "552 100 554" -> "552100554": spaces, dots and dashes typed between the groups are dropped. */
export const normaliserNumero = (raw: string) => raw.replace(/[\s.-]/g, "");

/**
 * A SIREN or SIRET as INSEE prints it, to read: « 123 456 789 » and « 123 456 789 00012 » (the SIREN's groups of
 * three, the establishment's five digits apart). Stored and typed as before; anything else is shown as stored.
 */
export function numeroLisible(raw: string): string;
export function numeroLisible(raw: string | null | undefined): string | null | undefined;
export function numeroLisible(raw: string | null | undefined) {
  if (!raw) return raw;
  const s = normaliserNumero(raw);
  if (/^\d{9}$/.test(s)) return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
  if (/^\d{14}$/.test(s)) return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}`;
  return raw;
}

/** The Luhn key: from the right, every second digit doubled (9 taken off above 9); valid when the sum ends in 0. */
export function luhnValide(chiffres: string): boolean {
  let somme = 0;
  for (let i = 0; i < chiffres.length; i++) {
    let d = chiffres.charCodeAt(chiffres.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    somme += d;
  }
  return somme % 10 === 0;
}

/** What is wrong with a SIREN (normalised first), or null when it is valid. */
export function fauteSiren(raw: string): string | null {
  const s = normaliserNumero(raw);
  if (!/^\d{9}$/.test(s)) return MSG_SIREN_FORMAT;
  return luhnValide(s) ? null : MSG_SIREN_CLE;
}

/**
 * What is wrong with a SIRET, or null. La Poste's establishments (SIREN 356000000) are numbered apart: their SIRET
 * is valid when the sum of its 14 digits is a multiple of 5.
 */
export function fauteSiret(raw: string): string | null {
  const s = normaliserNumero(raw);
  if (!/^\d{14}$/.test(s)) return MSG_SIRET_FORMAT;
  if (luhnValide(s)) return null;
  if (s.startsWith(SIREN_LA_POSTE)) {
    const somme = [...s].reduce((t, c) => t + Number(c), 0);
    if (somme % 5 === 0) return null;
  }
  return MSG_SIRET_CLE;
}

/** A French postal code: 5 digits (spaces typed around it dropped). */
export const codePostalValide = (raw: string) => /^\d{5}$/.test(raw.trim());
