// The parsed fonts, kept for the isolate's (or process's) next documents: parsing DejaVu with fontkit for each
// document was about a third of a receipt's CPU (its tables decoded, every glyph and width met anew). Safe to share:
// a parsed font holds no promise and no I/O, and every use of it (layout, subset encoding, font-subset.ts) runs to
// its end in the caller's turn, so two requests never see each other's half-done work.
import type { PDFDocument } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Font = ReturnType<Fontkit["create"]>;
type Glyphs = { characterSet: number[]; glyphForCodePoint(codePoint: number): unknown };
type LayoutGlyph = { codePoints: number[] };
/** The parts of fontkit's font the layout below reads (fontkit declares them without exporting the types). */
type ShapedFont = {
  morx?: unknown;
  kern?: unknown;
  GSUB?: { lookupList?: unknown[] };
  GPOS?: { lookupList?: unknown[] };
  _layoutEngine: { isDefaultIgnorable(codePoint: number): boolean };
  glyphForCodePoint(codePoint: number): LayoutGlyph;
  glyphsForString(text: string): LayoutGlyph[];
  layout(text: unknown, ...more: unknown[]): unknown;
};
type Glyph = { _decode(): unknown; decoded?: true };

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
        layoutWithoutShaping(font);
        parsed.set(buffer, font);
      }
      return font;
    },
  };
}

/**
 * `font.layout(text)` without fontkit's shaping when the font has nothing to shape with (no substitution, no
 * positioning, no kerning: these fonts are reduced so, ADR 023): the glyph of each character, a default-ignorable
 * one shown as a space, as fontkit's layout gives (font-cache.test.ts holds them equal for every character). pdf-lib
 * reads only the glyphs of a layout; making a shaping plan for every line drawn was most of drawing's time.
 */
function layoutWithoutShaping(font: Font) {
  const f = font as unknown as ShapedFont;
  const none = (t?: { lookupList?: unknown[] }) => !t?.lookupList?.length;
  if (f.morx || f.kern || !none(f.GSUB) || !none(f.GPOS)) return;
  const engine = f._layoutEngine;
  const space = f.glyphForCodePoint(0x20);
  const layout = f.layout.bind(font);
  // Each code point's glyph as laid out (a default-ignorable one: the space), found once: fontkit's cmap lookup for
  // every character drawn was most of the layout's time. Bounded by the code points a text can hold (0x10FFFF), in
  // practice the few hundred the documents print; the glyphs are fontkit's own (it keeps one object per glyph).
  const glyphOf = new Map<number, LayoutGlyph>();
  f.layout = (text, ...more) => {
    if (typeof text !== "string" || more.some((m) => m !== undefined)) return layout(text, ...more);
    // A variation selector picks its glyph with the character before it: fontkit's own mapping.
    if (VARIATION_SELECTOR.test(text))
      return { glyphs: ignorablesAsSpaces(f.glyphsForString(text)) };
    const glyphs: LayoutGlyph[] = [];
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i) ?? 0;
      if (cp > 0xffff) i++;
      let glyph = glyphOf.get(cp);
      if (!glyph) {
        glyph = engine.isDefaultIgnorable(cp) ? space : f.glyphForCodePoint(cp);
        glyphOf.set(cp, glyph);
      }
      glyphs.push(glyph);
    }
    return { glyphs };
  };

  function ignorablesAsSpaces(glyphs: LayoutGlyph[]) {
    for (let i = 0; i < glyphs.length; i++) {
      // A glyph with no code point is no default-ignorable character.
      const cp = glyphs[i]?.codePoints[0];
      if (cp !== undefined && engine.isDefaultIgnorable(cp)) glyphs[i] = space;
    }
    return glyphs;
  }
}

const VARIATION_SELECTOR = /[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;

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
