import { nombreFr } from "./nombres";

// A counted word in French agreement, never « ligne(s) »: 0 and 1 take the singular (« 0 ligne », « 1 ligne »), the
// plural begins at 2 (« 2 lignes »; « 1,5 million »). One rule for the server and the web (web/src/lib/format.ts
// names it countLabel), so that a message reads the same wherever it is written.

/** The regular plural: an s, except for words already ending in s, x or z (« 2 mois », « 2 prix »). */
const plurielRegulier = (mot: string) => (/[sxz]$/.test(mot) ? mot : `${mot}s`);

/**
 * `singulier` or `pluriel` as `n` requires. An irregular plural or a phrase is given (« bail » → « baux »,
 * « IBAN confirmé » → « IBAN confirmés »); a single regular word needs none.
 */
export const accord = (n: number, singulier: string, pluriel = plurielRegulier(singulier)) =>
  Math.abs(n) < 2 ? singulier : pluriel;

/** « 2 000 lignes »: the count with French digit grouping, then the word agreed with it. */
export const nombreDe = (n: number, singulier: string, pluriel?: string) =>
  `${nombreFr(n)} ${accord(n, singulier, pluriel)}`;
