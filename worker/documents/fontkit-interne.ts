// fontkit's internals, in this one file (ADR 093): what the documents' speed relies on beyond fontkit's declared API,
// each part checked against the installed version by fontkit-interne.test.ts (the version pinned in package.json).
// What it reaches, and why:
// - `font._layoutEngine.isDefaultIgnorable` and the tables `morx`, `kern`, `GSUB`, `GPOS`: a font with nothing to
//   shape with is laid out glyph by glyph, without a shaping plan per line (layoutWithoutShaping);
// - `glyph._decode`: each glyph's outline decoded once per process, not once per document (rememberOutlines);
// - `subset.encode(stream)`, the TrueType subset's synchronous encoder, behind `encodeStream` (requestSafeFontkit);
// - the font's `layout`, `getGlyph` and `createSubset`, and the subset's `encodeStream`, replaced on the instance.
//
// The parsed fonts, kept for the isolate's (or process's) next documents: parsing DejaVu with fontkit for each
// document was about a third of a receipt's CPU (its tables decoded, every glyph and width met anew). Safe to share:
// a parsed font holds no promise and no I/O, and every use of it (layout, subset encoding) runs to its end in the
// caller's turn, so two requests never see each other's half-done work.
import type { PDFDocument } from "pdf-lib";
import { SinkStream } from "./font-subset";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Font = ReturnType<Fontkit["create"]>;
type Subset = ReturnType<Font["createSubset"]>;
type SubsetStream = ReturnType<Subset["encodeStream"]>;
type LayoutGlyph = { codePoints: number[] };
type Table = { lookupList?: unknown[] } | undefined;

/** fontkit's font as this file reads it: the private parts its types leave out, and the methods replaced here. */
interface FontInternals {
  morx?: unknown;
  kern?: unknown;
  GSUB?: Table;
  GPOS?: Table;
  _layoutEngine: { isDefaultIgnorable(codePoint: number): boolean };
  glyphForCodePoint(codePoint: number): LayoutGlyph;
  glyphsForString(text: string): LayoutGlyph[];
  layout(text: unknown, ...more: unknown[]): unknown;
  getGlyph(id: number, codePoints?: number[]): GlyphInternals | null;
}

/** A glyph's private decoder of its outline, and this file's mark of a glyph whose outline it keeps. */
interface GlyphInternals {
  _decode(): unknown;
  decoded?: true;
}

const isFunction = (v: unknown): v is (...args: never[]) => unknown => typeof v === "function";

/** Whether `font` has the private parts this file reads (fontkit-interne.test.ts checks them on the pinned version). */
export function hasFontInternals(font: object): font is FontInternals {
  if (!("_layoutEngine" in font) || typeof font._layoutEngine !== "object" || !font._layoutEngine)
    return false;
  const engine = font._layoutEngine;
  return (
    "isDefaultIgnorable" in engine &&
    isFunction(engine.isDefaultIgnorable) &&
    "glyphForCodePoint" in font &&
    isFunction(font.glyphForCodePoint) &&
    "glyphsForString" in font &&
    isFunction(font.glyphsForString) &&
    "layout" in font &&
    isFunction(font.layout) &&
    "getGlyph" in font &&
    isFunction(font.getGlyph)
  );
}

/** Whether `glyph` has its private outline decoder. */
export const hasGlyphInternals = (glyph: object): glyph is GlyphInternals =>
  "_decode" in glyph && isFunction(glyph._decode);

/** The font's private parts, or an error naming what changed (an upgrade of fontkit, never a silent half-patch). */
function internalsOf(font: object): FontInternals {
  if (!hasFontInternals(font))
    throw new Error(
      "fontkit : _layoutEngine, getGlyph ou layout introuvables (fontkit mis à jour ?)",
    );
  return font;
}

/**
 * fontkit, whose `create` answers the same parsed font for the same bytes (the very array: fonts.ts decodes each
 * font once). fontkit keeps each glyph with the code points of its first use, and a subset reaches the parts of an
 * accented letter ("E" of "É") with none; a glyph met that way first would then have none in every later document's
 * ToUnicode map, its letter gone from the text a reader extracts. So every glyph is first made from its code point
 * (each has one: no two code points share a glyph in these fonts, fontkit-interne.test.ts).
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
        const internals = internalsOf(font);
        rememberOutlines(internals);
        for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
        layoutWithoutShaping(internals);
        parsed.set(buffer, font);
      }
      return font;
    },
  };
}

/**
 * `font.layout(text)` without fontkit's shaping when the font has nothing to shape with (no substitution, no
 * positioning, no kerning: these fonts are reduced so, ADR 023): the glyph of each character, a default-ignorable
 * one shown as a space, as fontkit's layout gives (fontkit-interne.test.ts holds them equal for every character).
 * pdf-lib reads only the glyphs of a layout; making a shaping plan for every line drawn was most of drawing's time.
 */
function layoutWithoutShaping(f: FontInternals) {
  const none = (t: Table) => !t?.lookupList?.length;
  if (f.morx || f.kern || !none(f.GSUB) || !none(f.GPOS)) return;
  const engine = f._layoutEngine;
  const space = f.glyphForCodePoint(0x20);
  const layout = f.layout.bind(f);
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
function rememberOutlines(target: FontInternals) {
  const getGlyph = target.getGlyph.bind(target);
  target.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !glyph.decoded) {
      if (!hasGlyphInternals(glyph))
        throw new Error("fontkit : _decode introuvable sur un glyphe (fontkit mis à jour ?)");
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

// A font subset encoded at once, in the request that asks for it. fontkit's own `encodeStream` defers the work with
// the `process.nextTick` shim it bundles, whose one queue is drained by the timer of whoever queued first: on
// Workers, one request's PDF was then finished inside another request's I/O context, and its R2 write refused
// ("Cannot perform I/O on behalf of a different request", ADR 023). Encoding into a SinkStream (font-subset.ts) is
// synchronous, so each document's subset stays in its own request.

/** A stream that has already ended: pdf-lib's `.on("data").on("end")` get the bytes as they register. */
function ended(bytes: Uint8Array): SubsetStream {
  const stream: SubsetStream = {
    on(event, callback) {
      // Only its data and its end: an "error" listener is never called.
      if (event === "data") callback(bytes);
      else if (event === "end") callback(new Uint8Array());
      return stream;
    },
  };
  return stream;
}

/** Whether a subset has fontkit's private synchronous encoder (a TrueType subset has). */
export const canEncode = (s: Subset): s is Subset & { encode(stream: SinkStream): void } =>
  "encode" in s && typeof s.encode === "function";

/** fontkit, whose subsets encode in the caller's turn (see above); anything else is left as fontkit made it. */
export function requestSafeFontkit(fontkit: Fontkit): Fontkit {
  return {
    create(buffer, postscriptName) {
      const font = fontkit.create(buffer, postscriptName);
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => {
        const subset = createSubset();
        if (canEncode(subset))
          subset.encodeStream = () => {
            const sink = new SinkStream();
            subset.encode(sink);
            return ended(sink.result());
          };
        return subset;
      };
      return font;
    },
  };
}
