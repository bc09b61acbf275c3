// A calendar quarter of the IRL, in its two spellings: the API's code "2025-T3" (sorts as text in time order) and the
// lease's wording "3ème trimestre 2025" ("1er trimestre 2025" for the first), as the lease form writes `indiceTrim`.

export interface Trimestre {
  annee: number;
  numero: 1 | 2 | 3 | 4;
}

export const MSG_TRIMESTRE = "Trimestre invalide : écrivez par exemple 2025-T3 (année, T, 1 à 4).";

const NUMEROS = [1, 2, 3, 4] as const;
const numeroOf = (n: number) => NUMEROS.find((k) => k === n);
// Years an IRL can name: the index starts in 1998 (base 100 = 4th quarter 1998); 2100 keeps typos out.
const anneeValide = (a: number) => a >= 1998 && a <= 2100;

/** "2025-T3" -> { annee: 2025, numero: 3 }; null for anything else. */
export function trimestreDeCode(code: string): Trimestre | null {
  const m = /^(\d{4})-T([1-4])$/.exec(code.trim());
  const annee = Number(m?.[1]);
  const numero = numeroOf(Number(m?.[2]));
  return m && numero && anneeValide(annee) ? { annee, numero } : null;
}

/** { annee: 2025, numero: 3 } -> "2025-T3". */
export const codeTrimestre = (t: Trimestre) => `${t.annee}-T${t.numero}`;

/** { annee: 2025, numero: 3 } -> "3ème trimestre 2025"; the first is "1er trimestre 2025". */
export const libelleTrimestre = (t: Trimestre) =>
  `${t.numero === 1 ? "1er" : `${t.numero}ème`} trimestre ${t.annee}`;

/**
 * The quarter as a letter or a screen writes it, French typography: "2e trimestre 2025", "1er trimestre 2025"
 * (« ème » is not an abbreviation of « deuxième »). The lease's stored `indiceTrim` keeps the form's wording above.
 */
export const trimestreEcrit = (t: Trimestre) =>
  `${t.numero === 1 ? "1er" : `${t.numero}e`} trimestre ${t.annee}`;

/** A code ("2025-T2") or a lease's wording ("2ème trimestre 2025") as trimestreEcrit writes it; else as given. */
export function trimestreAffiche(texte: string): string {
  const t = trimestreDeLibelle(texte);
  return t ? trimestreEcrit(t) : texte;
}

/**
 * The lease's wording back to its quarter: "3ème trimestre 2025" as the form writes it, and what people type for it
 * ("3e", "3eme", "3ème", "1er", "premier"... "T3 2025", "2025-T3"), case and accents aside; null when unreadable.
 */
export function trimestreDeLibelle(texte: string): Trimestre | null {
  const s = texte
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
  const code = trimestreDeCode(s.toUpperCase());
  if (code) return code;
  const court = /^t([1-4])\s+(\d{4})$/.exec(s);
  if (court) return build(court[2], court[1]);
  const mots: Record<string, number> = {
    premier: 1,
    deuxieme: 2,
    second: 2,
    troisieme: 3,
    quatrieme: 4,
  };
  const long =
    /^([1-4])\s*(?:er|ere|e|eme|ieme|°)?\s+trimestre\s+(?:de\s+l'annee\s+)?(\d{4})$/.exec(s);
  if (long) return build(long[2], long[1]);
  const enLettres = /^([a-z]+)\s+trimestre\s+(\d{4})$/.exec(s);
  const n = enLettres ? mots[enLettres[1] ?? ""] : undefined;
  return enLettres && n ? build(enLettres[2], String(n)) : null;
}

function build(annee: string | undefined, numero: string | undefined): Trimestre | null {
  const a = Number(annee);
  const n = numeroOf(Number(numero));
  return n && anneeValide(a) ? { annee: a, numero: n } : null;
}

/**
 * When INSEE publishes a quarter's IRL, for a quarter whose date is not known: about two weeks after the quarter
 * ends, in the middle of the next month (mid-January for Q4, mid-April for Q1, mid-July for Q2, mid-October for Q3).
 * The rule takes the 15th: the published dates found run from the 11th to the 16th, so a lease signed a day or two
 * after an early publication still gets the previous quarter, which was the last one known to be out.
 */
export function publicationEstimee(t: Trimestre): string {
  const annee = t.numero === 4 ? t.annee + 1 : t.annee;
  const mois = t.numero === 4 ? 1 : t.numero * 3 + 1;
  return `${annee}-${String(mois).padStart(2, "0")}-15`;
}
