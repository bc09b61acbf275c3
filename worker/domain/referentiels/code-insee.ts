// A commune's INSEE code (COG): five characters, digits or 2A/2B (Corsica) then three digits. Kept as text.

const CODE = /^(\d{5}|2[AB]\d{3})$/;

export const MSG_CODE_INSEE =
  "Le code INSEE de la commune a 5 caractères (par exemple 75056, ou 2A004 en Corse).";

/**
 * The code as stored: trimmed, upper case, and a 4-digit code given back its leading zero (a spreadsheet drops it:
 * 1071 for 01071). null when it is no INSEE code.
 */
export function normaliserCodeInsee(v: string | null | undefined): string | null {
  let c = (v ?? "").trim().toUpperCase();
  if (/^\d{4}$/.test(c)) c = `0${c}`;
  return CODE.test(c) ? c : null;
}

/**
 * The commune the lists name for a code: Paris, Lyon and Marseille are listed whole (75056, 69123, 13055) while an
 * address in an arrondissement carries the arrondissement's code (75101-75120, 69381-69389, 13201-13216).
 */
export function communeDesListes(code: string): string {
  const n = Number(code);
  if (n >= 75101 && n <= 75120) return "75056";
  if (n >= 69381 && n <= 69389) return "69123";
  if (n >= 13201 && n <= 13216) return "13055";
  return code;
}
