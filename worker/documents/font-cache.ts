// The parsed fonts, kept for the isolate's (or process's) next documents: parsing DejaVu with fontkit for each
// document was about a third of a receipt's CPU (its tables decoded, every glyph and width met anew). Safe to share:
// a parsed font holds no promise and no I/O, and every use of it (layout, subset encoding, font-subset.ts) runs to
// its end in the caller's turn, so two requests never see each other's half-done work.
import type { PDFDocument } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Font = ReturnType<Fontkit["create"]>;
type Glyphs = { characterSet: number[]; glyphForCodePoint(codePoint: number): unknown };
type LayoutOf = (text: string, ...more: unknown[]) => unknown;
type Glyph = { _decode(): unknown; decoded?: true };

/** The lines laid out lately, by text: letterheads, labels, headings and legal sentences recur in every document. */
const KEPT_LINES = 2000;

/**
 * fontkit, whose `create` answers the same parsed font for the same bytes (the very array: fonts.ts decodes each
 * font once). fontkit keeps each glyph with the code points of its first use, and a subset reaches the parts of an
 * accented letter ("E" of "É") with none; a glyph met that way first would then have none in every later document's
 * ToUnicode map, its letter gone from the text a reader extracts. So every glyph is first made from its code point
 * (each has one: no two code points share a glyph in these fonts, font-cache.test.ts).
 */
export function cachedFontkit(fontkit: Fontkit): Fontkit {
  const parsed = new WeakMap<Uint8Array, Font>();
  return {
    create(buffer, postscriptName) {
      if (postscriptName !== undefined || !(buffer instanceof Uint8Array))
        return fontkit.create(buffer, postscriptName);
      let font = parsed.get(buffer);
      if (!font) {
        font = fontkit.create(buffer);
        rememberOutlines(font);
        const glyphs = font as unknown as Glyphs;
        for (const codePoint of glyphs.characterSet) glyphs.glyphForCodePoint(codePoint);
        rememberLayouts(font);
        parsed.set(buffer, font);
      }
      return font;
    },
  };
}

/**
 * `font.layout(text)` answered from the last lines laid out: pdf-lib lays out every line it draws, and fontkit's
 * layout (a shaping plan per call) was the largest part of drawing once the font was parsed. A layout with features
 * or a script given is made anew; the answer is the same glyph run, read and never changed by pdf-lib.
 */
function rememberLayouts(font: Font) {
  const target = font as unknown as { layout: LayoutOf };
  const layout: LayoutOf = target.layout.bind(font);
  const kept = new Map<string, unknown>();
  target.layout = (text, ...more) => {
    if (typeof text !== "string" || more.some((m) => m !== undefined)) return layout(text, ...more);
    let run = kept.get(text);
    if (run === undefined) {
      if (kept.size >= KEPT_LINES) kept.clear();
      kept.set(text, (run = layout(text)));
    }
    return run;
  };
}

/**
 * Each glyph's outline decoded once: a subset copies every glyph it carries and decoded its outline again for each
 * document (to find an accented letter's parts). The decoded outline is only read (fontkit changes it for variable
 * fonts only, which these are not).
 */
function rememberOutlines(font: Font) {
  const target = font as unknown as { getGlyph(id: number, codePoints?: number[]): Glyph | null };
  const getGlyph = target.getGlyph.bind(font);
  target.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !glyph.decoded) {
      const decode = glyph._decode.bind(glyph);
      let outline: unknown;
      let done = false;
      glyph._decode = () => {
        if (!done) (outline = decode()), (done = true);
        return outline;
      };
      glyph.decoded = true;
    }
    return glyph;
  };
}
