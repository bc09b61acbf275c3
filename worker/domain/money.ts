// Money rules: integer cents everywhere inside, euros with 2 decimals at the edges.
// Rounding is to the nearest cent, half away from zero.

/** Rounds a (possibly fractional) amount of cents to an integer, half away from zero. */
export function roundCents(value: number): number {
  // toPrecision absorbs binary noise such as 100.49999999 for 1.005 * 100.
  const abs = Number(Math.abs(value).toPrecision(12));
  return Math.sign(value) * Math.round(abs + 0) || 0;
}

export function toCents(euros: number): number {
  return roundCents(euros * 100);
}

export function toEuros(cents: number): number {
  return cents / 100;
}

/** HT = TTC / (1 + taux/100), to the cent. */
export function htFromTtc(ttcCents: number, tauxPercent: number): number {
  return roundCents(ttcCents / (1 + tauxPercent / 100));
}

/** The VAT part of a TTC amount: TTC - HT. */
export function tvaFromTtc(ttcCents: number, tauxPercent: number): number {
  return ttcCents - htFromTtc(ttcCents, tauxPercent);
}

// Typed amounts: one reading for every money input of the web and for the server's schemas.
// Digits may be grouped by plain, no-break (U+00A0), narrow no-break (U+202F, what fr-FR formatting prints)
// or thin (U+2009) spaces, by three as written ("1 450", never "14 50", which is more likely a typo).
const GROUPED = /^(-?)(\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+|\d*)(?:[.,](\d+))?$/;

/**
 * "1 450,50", "1450.5", "-12,3", ",5" -> the number; null for anything else ("12e3", "1.450,50", "0x10", "").
 * A comma or a dot marks the decimals (the French keyboard's comma, the numeric keypad's dot).
 */
export function parseNombre(text: string): number | null {
  const m = GROUPED.exec(text.trim().replace(/^\u2212/, "-"));
  if (!m || (m[2] === "" && m[3] === undefined)) return null;
  return Number(`${m[1]}${(m[2] ?? "").replace(/\D/g, "") || "0"}.${m[3] ?? "0"}`);
}

/** An amount in euros as typed: parseNombre, with an optional "€" before or after ("1 450,50 €"). */
export function parseMontant(text: string): number | null {
  return parseNombre(
    text
      .trim()
      .replace(/^\u20ac\s*/, "")
      .replace(/\s*\u20ac$/, "") /* € */,
  );
}
