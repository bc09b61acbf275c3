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
