// French alphabetical order, by Intl.Collator("fr") (ADR 092): letters first whatever their accents and case
// ("Élodie" before "Eric", "œ" as "oe"), then accents, then case. Made once per process.

const FR = new Intl.Collator("fr");

/** Negative when `a` comes first in French order, 0 when they read the same. */
export const compareFr = (a: string, b: string): number => FR.compare(a, b);

/** Plain order of code units: for ISO dates and codes, where nothing is to be folded. */
export const compareCodes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
