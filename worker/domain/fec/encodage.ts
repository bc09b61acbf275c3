// The FEC's character set (issue 60 item 7): art. A47 A-1 LPF lists ASCII, ISO 8859-15 and EBCDIC, so the file is
// written in ISO 8859-15 (Latin-9: Latin-1 with €, Œ, œ, Š, š, Ž, ž, Ÿ in place of ¤ ¦ ¨ ´ ¸ ¼ ½ ¾). A character it
// lacks is written as its nearest Latin spelling (’ -> ', « » kept, “ ” -> ", – -> -, … -> ...), else its letters
// without their accents (ł -> l is beyond that: "?"). Pure.

export const CHARSET_FEC = "ISO-8859-15";

/** The eight Latin-9 code points that differ from Latin-1, by character. */
const LATIN9: Record<string, number> = {
  "€": 0xa4,
  Š: 0xa6,
  š: 0xa8,
  Ž: 0xb4,
  ž: 0xb8,
  Œ: 0xbc,
  œ: 0xbd,
  Ÿ: 0xbe,
};
/** The Latin-1 characters whose places Latin-9 gave away, and what they become. */
const PERDUS: Record<string, string> = {
  "¤": "EUR",
  "¦": "/",
  "¨": '"',
  "´": "'",
  "¸": ",",
  "¼": "1/4",
  "½": "1/2",
  "¾": "3/4",
};
/** Typography outside Latin-9, spelt with what it has. */
const TRANSLITTERATIONS: Record<string, string> = {
  "‘": "'",
  "’": "'",
  "‚": ",",
  "‛": "'",
  "′": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "″": '"',
  "‹": "<",
  "›": ">",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "…": "...",
  "•": "-",
  "\u202f": "\u00a0",
  "\u2009": " ",
  "\u2007": " ",
  "\u200b": "",
  "™": "TM",
  ﬁ: "fi",
  ﬂ: "fl",
  Ĳ: "IJ",
  ĳ: "ij",
};

/** The Latin-9 byte of a character, or undefined when it has none. */
function octet(c: string): number | undefined {
  const code = c.codePointAt(0) ?? 0;
  const l9 = LATIN9[c];
  if (l9 !== undefined) return l9;
  if (code < 0x80) return code;
  if (code >= 0xa0 && code <= 0xff && PERDUS[c] === undefined) return code;
  return undefined;
}

/** A character Latin-9 lacks, as Latin-9 text: its spelling above, else its letters without accents, else "?". */
function translitterer(c: string): string {
  const t = TRANSLITTERATIONS[c] ?? PERDUS[c];
  if (t !== undefined) return t;
  const sansAccents = c.normalize("NFD").replace(/\p{M}/gu, "");
  return sansAccents !== c && [...sansAccents].every((x) => octet(x) !== undefined)
    ? sansAccents
    : "?";
}

/** The text as ISO 8859-15 bytes (one per character), what Latin-9 lacks transliterated. */
export function versIso885915(texte: string): Uint8Array {
  const out = new Uint8Array(texte.length * 3);
  let n = 0;
  for (const c of texte) {
    const b = octet(c);
    if (b !== undefined) {
      out[n++] = b;
      continue;
    }
    for (const x of translitterer(c)) out[n++] = octet(x) ?? 0x3f;
  }
  return out.subarray(0, n);
}
