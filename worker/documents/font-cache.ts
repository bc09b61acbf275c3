// The parsed fonts, kept for the isolate's (or process's) next documents: parsing DejaVu with fontkit for each
// document was about a third of a receipt's CPU (its tables decoded, every glyph and width met anew). Safe to share:
// a parsed font holds no promise and no I/O, and every use of it (layout, subset encoding, font-subset.ts) runs to
// its end in the caller's turn, so two requests never see each other's half-done work.
import type { PDFDocument } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Font = ReturnType<Fontkit["create"]>;
type Glyphs = { characterSet: number[]; glyphForCodePoint(codePoint: number): unknown };

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
        const glyphs = font as unknown as Glyphs;
        for (const codePoint of glyphs.characterSet) glyphs.glyphForCodePoint(codePoint);
        parsed.set(buffer, font);
      }
      return font;
    },
  };
}
