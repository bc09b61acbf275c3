// Text the standard PDF fonts can print. Helvetica encodes WinAnsi (Windows-1252): every letter of French
// (é è à ç œ æ Ÿ « » ’ € …) is in it, but not the spaces Intl prints (U+202F), nor Polish, Greek or emoji.
// pdf-lib throws on such a character; a document must never fail for a name, so each one is replaced here.
import type { PDFFont } from "pdf-lib";

// Characters outside WinAnsi with a faithful stand-in.
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

let charset: Set<number> | null = null;

/** The code points the standard fonts encode (the same WinAnsi set for Helvetica, bold and oblique). */
function encodable(font: PDFFont): Set<number> {
  return (charset ??= new Set(font.getCharacterSet()));
}

/**
 * `s` made printable with `font`: line breaks become spaces (callers split lines first), known look-alikes are
 * substituted, accented letters outside WinAnsi lose their accent (ő -> o), and anything else becomes "?".
 */
export function printable(s: string, font: PDFFont): string {
  const ok = encodable(font);
  let out = "";
  for (const ch of s.replace(/\r\n?|\n/g, " ")) {
    const cp = ch.codePointAt(0)!;
    if (ok.has(cp)) out += ch;
    else if (ch in STAND_INS) out += STAND_INS[ch];
    else {
      const bare = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every((c) => ok.has(c.codePointAt(0)!)) ? bare : "?";
    }
  }
  return out;
}

/** Width of `s` (already printable) at `size`, from per-character advances cached per font. */
export function measure(s: string, font: PDFFont, size: number): number {
  let widths = advances.get(font);
  if (!widths) advances.set(font, (widths = new Map()));
  let w = 0;
  for (const ch of s) {
    let a = widths.get(ch);
    if (a === undefined) widths.set(ch, (a = font.widthOfTextAtSize(ch, 1000)));
    w += a;
  }
  return (w * size) / 1000;
}
const advances = new WeakMap<PDFFont, Map<string, number>>();

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
    for (const word of printable(paragraph, font).split(/ +/).filter(Boolean)) {
      // Widths add up (no kerning with the standard fonts): each word is measured once.
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
