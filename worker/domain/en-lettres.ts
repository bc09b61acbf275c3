// Numbers and amounts in French words, for documents that state an amount "en toutes lettres" (deeds, receipts).
// Traditional spelling, the one of most deeds and of the example: spaces between words, hyphens only
// inside the tens ("quatre-vingt-un", "dix-sept"), "et" for 21 to 71 ("soixante et onze", never 81 nor 91),
// "quatre-vingts" and "deux cents" with their plural s only when nothing follows (but "quatre-vingts millions":
// million is a noun), "mille" invariable. Pure: shared by the server's documents and, if ever needed, the web.

const UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const TENS = [
  "",
  "",
  "vingt",
  "trente",
  "quarante",
  "cinquante",
  "soixante",
  "soixante",
  "quatre-vingt",
  "quatre-vingt",
];

/** 0-99 as words; `final` says nothing follows (quatre-vingts takes its s only then). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n] ?? "";
  const ten = Math.floor(n / 10);
  // 70-79 and 90-99 are soixante / quatre-vingt + 10-19.
  const unit = ten === 7 || ten === 9 ? (n % 10) + 10 : n % 10;
  if (unit === 0) return ten === 8 && final ? "quatre-vingts" : (TENS[ten] ?? "");
  const joint = (unit === 1 || unit === 11) && ten !== 8 && ten !== 9 ? " et " : "-";
  return `${TENS[ten]}${joint}${UNITS[unit]}`;
}

/** 0-999 as words. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest, final);
  const head = hundreds === 1 ? "cent" : `${UNITS[hundreds]} cent${rest === 0 && final ? "s" : ""}`;
  return rest === 0 ? head : `${head} ${belowHundred(rest, final)}`;
}

const SCALES: [number, string][] = [
  [1_000_000_000, "milliard"],
  [1_000_000, "million"],
];

/**
 * A non-negative integer in French words: 71 "soixante et onze", 80 "quatre-vingts", 200 "deux cents",
 * 1 000 "mille", 1 000 000 "un million". Anything else (negative, fractional, not finite) is a programming error.
 */
export function nombreEnLettres(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`nombreEnLettres: entier positif attendu, reçu ${n}`);
  if (n === 0) return "zéro";
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    rest %= size;
    // Million and milliard are nouns: "deux millions", "quatre-vingts millions" (the number before them is final).
    if (count) parts.push(`${nombreEnLettres(count)} ${name}${count > 1 ? "s" : ""}`);
  }
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  // "mille" alone for 1000, never "un mille"; the number before mille is not final ("deux cent mille").
  if (thousands) parts.push(thousands === 1 ? "mille" : `${belowThousand(thousands, false)} mille`);
  if (rest) parts.push(belowThousand(rest, true));
  return parts.join(" ");
}

/**
 * An amount of cents in words, as a deed or a receipt states it: "mille quatre cent cinquante euros et cinquante
 * centimes", "un euro", "zéro euro", "quatre-vingts centimes" (no euros), "un million d'euros".
 */
export function montantEnLettres(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`montantEnLettres: centimes entiers attendus, reçu ${cents}`);
  if (cents < 0) return `moins ${montantEnLettres(-cents)}`;
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const centimesText = `${nombreEnLettres(centimes)} centime${centimes > 1 ? "s" : ""}`;
  if (euros === 0 && centimes > 0) return centimesText;
  const words = nombreEnLettres(euros);
  // "un million d'euros": a number ending in million(s) / milliard(s) takes "de".
  const unit = /(millions?|milliards?)$/.test(words) ? "d'euros" : euros > 1 ? "euros" : "euro";
  const eurosText = `${words} ${unit}`;
  return centimes ? `${eurosText} et ${centimesText}` : eurosText;
}
