// Names in other scripts written in Latin letters for a SEPA file (issue 60, item 6, ADR 077): the EPC's basic
// character set has no Cyrillic, Greek or Arabic letter, and a name must never reach the bank empty. Small tables
// after the usual romanisations: Cyrillic as ICAO Doc 9303 (machine-readable passports, Russian, Ukrainian,
// Bulgarian, Serbian letters), Greek as ELOT 743 (the EPC's own conversion table for Greek), Arabic letters as the
// UN's simplified romanisation writes consonants (short vowels are not written in Arabic script, so none is
// invented). The letters are in strings, never in a regular expression: the server's bundle escapes strings only
// (scripts/build-server.mjs keeps it Latin-1). Latin letters with a mark lose it (NFD); a few Latin letters that do not decompose are mapped. Pure.

/** "а:a б:b ь:" -> { а: "a", б: "b", ь: "" }: each table reads as a line of its source. */
const table = (paires: string): Record<string, string> =>
  Object.fromEntries(paires.split(" ").map((p) => [p[0]!, p.slice(2)]));

const CYRILLIQUE = table(
  "а:a б:b в:v г:g ґ:g д:d ђ:dj е:e є:ie ж:zh з:z ѕ:dz и:i і:i ј:j к:k л:l љ:lj м:m н:n њ:nj о:o п:p р:r " +
    "с:s т:t ћ:c у:u ф:f х:kh ц:ts ч:ch џ:dz ш:sh щ:shch ъ:ie ы:y ь: э:e ю:iu я:ia",
);

// Greek letters after NFD (the tonos and dialytika go as combining marks). The two-letter groups first.
const GREC_DIGRAMMES: [string, string][] = [
  ["ου", "ou"],
  ["ΟΥ", "OU"],
  ["Ου", "Ou"],
  ["μπ", "mp"],
  ["ντ", "nt"],
  ["γγ", "ng"],
];
const GREC = table(
  "α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o",
);

// After NFD the hamza and madda are marks, dropped with the short vowels: the letter that carries them remains.
const ARABE = table(
  "ا:a ء:' ب:b ت:t ة:a ث:th ج:j ح:h خ:kh د:d ذ:dh ر:r ز:z س:s ش:sh ص:s ض:d ط:t ظ:z ع:' غ:gh ف:f ق:q ك:k " +
    "ل:l م:m ن:n ه:h و:w ي:y ى:a پ:p چ:ch ژ:zh گ:g ک:k ی:y",
);

// Latin letters that NFD leaves whole.
const LATIN = table("æ:ae œ:oe ß:ss ø:o ł:l đ:d ð:d þ:th ı:i ŀ:l ħ:h ŧ:t ĸ:k");

const TABLES = [CYRILLIQUE, GREC, ARABE, LATIN];

/** A letter's Latin form: its table's, capitalised when the letter was a capital ("Ж" -> "Zh"); else itself. */
function lettre(c: string): string {
  const bas = c.toLowerCase();
  for (const t of TABLES) {
    const l = t[bas];
    if (l === undefined) continue;
    return c !== bas && l ? l[0]!.toUpperCase() + l.slice(1) : l;
  }
  return c;
}

/** Scripts without capitals (Arabic) give lower-case words: each word's first letter is raised. */
const ARABE_MOT = /[\u0600-\u06ff]+/g;

/**
 * "Сергей Ёлкин" -> "Sergei Elkin", "Γιώργος Παπαδόπουλος" -> "Giorgos Papadopoulos", "محمد" -> "Mhmd",
 * "Zoë Łukasz" -> "Zoe Lukasz". What no table knows stays as it is (the SEPA text then drops it).
 */
export function translitterer(raw: string): string {
  let s = raw.normalize("NFD").replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, "");
  for (const [g, l] of GREC_DIGRAMMES) s = s.replaceAll(g, l);
  s = s.replace(ARABE_MOT, (mot) => {
    const latin = [...mot].map(lettre).join("");
    const i = latin.search(/[a-z]/);
    return i < 0 ? latin : latin.slice(0, i) + latin[i]!.toUpperCase() + latin.slice(i + 1);
  });
  return [...s].map(lettre).join("");
}
