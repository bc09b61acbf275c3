// French alphabetical order without Intl (see nombres.ts for why): what Intl.Collator("fr") does on names,
// addresses and labels. Letters compare first, whatever their accents and case ("Élodie" before "Eric", "œ" as
// "oe"); then accents, letter by letter ("cote" < "coté" < "côte" < "côté"); then case, small letters first.
// Spaces and punctuation count, before digits and letters, in ICU's order of them.

/** Printable ASCII in Intl.Collator("fr")'s order once folded (tri.test.ts checks it against Intl). */
const ORDRE_ASCII = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
const RANG = new Map([...ORDRE_ASCII].map((c, i) => [c, i]));
/** Combining accents in the order ICU weighs them (acute before grave...); any other after them. */
const ACCENTS = "\u0301\u0300\u0306\u0302\u030c\u030a\u0308\u030b\u0303\u0307\u0304\u0327\u0328";
const LIGATURES: Record<string, string> = { "\u0153": "oe", "\u00e6": "ae", "\u00df": "ss" };
/** Letters with a stroke, which NFD leaves whole: read as their letter with an accent (ø as o, ł as l). */
const BARREES: Record<string, string> = { "\u00f8": "o", "\u0111": "d", "\u0142": "l" };
const BARRE = String.fromCharCode(0x41 + ACCENTS.length);
/** Typographic spaces, quotes and dashes: read as their ASCII form, after it ("L'Haÿ" < "L’Haÿ"). */
const TYPOGRAPHIQUES: Record<string, string> = {
  "\u00a0": " ",
  "\u202f": " ",
  "\u2019": "'",
  "\u2018": "'",
  "\u2013": "-",
  "\u2014": "-",
  "\u00ab": '"',
  "\u00bb": '"',
};

const poids = (c: string) => {
  const r = RANG.get(c);
  return String.fromCharCode(r === undefined ? 0x100 + c.charCodeAt(0) : 0x20 + r);
};

/** The key whose plain order is the French one: letters, then accents, then case, each part apart. */
function cle(s: string): string {
  let lettres = "";
  let accents = "";
  let casse = "";
  for (const c of s.normalize("NFD")) {
    const mark = c >= "\u0300" && c <= "\u036f";
    if (mark) {
      const a = ACCENTS.indexOf(c);
      accents += String.fromCharCode(
        0x41 + (a < 0 ? ACCENTS.length + 1 + c.charCodeAt(0) - 0x300 : a),
      );
      continue;
    }
    const petite = c.toLowerCase();
    const barree = BARREES[petite];
    const typo = TYPOGRAPHIQUES[c];
    const pliee = barree ?? typo ?? LIGATURES[petite] ?? petite;
    // One accent slot and one case slot per letter: "cote" and "coté" differ at the fourth. A ligature counts as
    // its letters, after them ("oeuvre" < "œuvre"), and each of its letters takes its case.
    const lie = typo ? 4 : pliee.length > 1 ? 2 : 0;
    for (const p of pliee) {
      lettres += poids(p);
      accents += "\u0021";
      casse += String((petite === c ? 0 : 1) + lie);
    }
    if (barree) accents += BARRE;
  }
  return `${lettres}\u0000${accents}\u0000${casse}`;
}

// Sorting n labels compares each one log n times: its key is made once (bounded, forgotten when full).
const cles = new Map<string, string>();
const cleDe = (s: string) => {
  let k = cles.get(s);
  if (k === undefined) {
    if (cles.size >= 4096) cles.clear();
    cles.set(s, (k = cle(s)));
  }
  return k;
};

/** Intl.Collator("fr").compare without Intl: negative when `a` comes first, 0 when they read the same. */
export function compareFr(a: string, b: string): number {
  if (a === b) return 0;
  const ka = cleDe(a);
  const kb = cleDe(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Plain order of code units: for ISO dates and codes, where nothing is to be folded. */
export const compareCodes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
