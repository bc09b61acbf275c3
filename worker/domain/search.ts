// Text search as people type it: accents, case and French narrow spaces do not matter ("eloise" finds "Éloïse").

// Searches fold thousands of rows per request: only the few non-ASCII characters go through Unicode
// normalisation, each once per process (decomposed, its accents dropped), instead of every whole text.
const foldedChars = new Map<string, string>();
/**
 * Latin Extended-A's letters with a stroke or a bar, which Unicode does not decompose into a letter and an accent:
 * « lukasz » finds « Łukasz » (lower case here: toLowerCase comes first). Latin-1's ø stays ø, as it always did.
 */
const BARREES: Readonly<Record<string, string>> = {
  // Escaped: the server's bundle stays Latin-1 (ADR 061).
  "\u0142": "l", // ł
  "\u0140": "l", // ŀ
  "\u0111": "d", // đ
  "\u0127": "h", // ħ
  "\u0167": "t", // ŧ
  "\u0131": "i", // ı
};
const foldChar = (c: string) => {
  let folded = foldedChars.get(c);
  if (folded === undefined) {
    const base = c.normalize("NFD").replace(/\p{M}/gu, "");
    foldedChars.set(c, (folded = BARREES[base] ?? base));
  }
  return folded;
};

/** Lower case, without accents, every kind of space folded to one plain space. */
export const foldText = (s: string) =>
  s
    .toLowerCase()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at \x00; only what lies outside is folded
    .replace(/[^\x00-\x7f]/g, foldChar)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();

/** The words of a query, folded; an empty query has none (and matches everything). */
export const searchTokens = (q: string) => foldText(q).split(" ").filter(Boolean);

/** True when every word of the query appears in one of the record's text or number fields. */
export function matchesSearch(record: Record<string, unknown>, tokens: string[]): boolean {
  if (!tokens.length) return true;
  let hay = "";
  for (const v of Object.values(record))
    if (typeof v === "string" || typeof v === "number") hay += ` ${v}`;
  const folded = foldText(hay);
  return tokens.every((t) => folded.includes(t));
}
