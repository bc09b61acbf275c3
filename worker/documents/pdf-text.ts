// Text the document's font can print. DejaVu Sans Condensed (fonts.ts) has every Latin letter, Vietnamese included,
// Greek, Cyrillic and the usual punctuation, but no emoji nor Chinese. pdf-lib throws on a character its font lacks; a
// document must never fail for a name, so each such character is replaced here, and only those.
import type { PDFFont } from "pdf-lib";

// Stand-ins for characters a font may lack (most are in DejaVu: they are then printed as they are).
const STAND_INS: Record<string, string> = {
  "\u202f": "\u00a0",
  "\u2007": "\u00a0",
  "\u2009": " ",
  "\u200a": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u3000": " ",
  "\u200b": "",
  "\u200c": "",
  "\u200d": "",
  "\u2060": "",
  "\ufeff": "",
  "\u00ad": "",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "—",
  "\u2212": "-",
  "\u2043": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2039": "‹",
  "\u203a": "›",
  "\u2024": ".",
  "\u2044": "/",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  ı: "i",
  ĸ: "k",
  ŀ: "l",
  "\t": " ",
};

// The code points of each font, keyed by the array pdf-lib hands out: the parsed font's own (fonts.ts keeps one per
// isolate), so the same for every document.
const charsets = new WeakMap<readonly number[], Set<number>>();
function encodable(font: PDFFont): Set<number> {
  const codePoints = font.getCharacterSet();
  let set = charsets.get(codePoints);
  if (!set) charsets.set(codePoints, (set = new Set(codePoints)));
  return set;
}

/**
 * `s` made printable with `font`: composed (NFC: "e" + two combining accents -> "ễ", the font's own glyph), line
 * breaks become spaces (callers split lines first), and a character the font lacks is substituted by a look-alike,
 * loses its accent, or else becomes "?".
 */
export function printable(s: string, font: PDFFont): string {
  const ok = encodable(font);
  let out = "";
  for (const ch of s.normalize("NFC").replace(/\r\n?|\n/g, " ")) {
    // A string's iterator gives whole characters, never an empty one.
    const cp = ch.codePointAt(0);
    if (cp === undefined) throw new Error("Caractère vide dans un texte à imprimer.");
    if (ok.has(cp)) out += ch;
    else if (ch in STAND_INS) out += STAND_INS[ch];
    else {
      const bare = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every((c) => ok.has(c.codePointAt(0) ?? -1)) ? bare : "?";
    }
  }
  return out;
}

/** Width of `s` (already printable) at `size`, from per-character advances cached per font. */
export function measure(s: string, font: PDFFont, size: number): number {
  // Keyed like the character sets: each document embeds the font anew, the advances stay those of the isolate.
  const key = font.getCharacterSet();
  let widths = advances.get(key);
  if (!widths) advances.set(key, (widths = new Map()));
  let w = 0;
  for (const ch of s) {
    let a = widths.get(ch);
    if (a === undefined) widths.set(ch, (a = font.widthOfTextAtSize(ch, 1000)));
    w += a;
  }
  return (w * size) / 1000;
}
const advances = new WeakMap<readonly number[], Map<string, number>>();

/**
 * Lines of at most `width` points: words are kept whole where they fit, a word wider than a line is cut.
 * Explicit line breaks are kept; only plain spaces break ("1 450,50 €" keeps its no-break spaces together).
 */
export function wrap(s: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = measure(" ", font, size);
  for (const paragraph of s.split(/\r\n?|\n/)) {
    let line = "";
    let lineWidth = 0;
    // A space before « % » does not break (« 8 % » of a label stored as written, walk): the two stay one word, drawn
    // as written, so the document's text is the stored label's.
    for (const word of printable(paragraph, font)
      .split(/ +(?!%)/)
      .filter(Boolean)) {
      // Widths add up (the font has no kerning table: fonts.ts): each word is measured once.
      const w = measure(word, font, size);
      const candidate = line ? lineWidth + space + w : w;
      if (candidate <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      // A word wider than the line (a 300-character name without spaces): cut it where it fills the line.
      let rest = word;
      while (measure(rest, font, size) > width) {
        let cut = 1;
        const chars = [...rest];
        while (cut < chars.length && measure(chars.slice(0, cut + 1).join(""), font, size) <= width)
          cut++;
        lines.push(chars.slice(0, cut).join(""));
        rest = chars.slice(cut).join("");
      }
      line = rest;
      lineWidth = measure(rest, font, size);
    }
    lines.push(line);
  }
  // Drop blank lines at both ends, keep the inner ones (paragraph breaks).
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  while (lines.length && !lines[0]) lines.shift();
  return lines;
}
