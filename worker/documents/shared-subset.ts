// A font subset made once per isolate (or process) for the characters French documents print, shared by every
// document whose text stays within it. Encoding a subset per document and deflating it with its ToUnicode map was
// about half of a receipt's PDF CPU (ADR 053): a document whose glyphs are all in the shared subset now writes the
// shared bytes as they are. A document that prints a glyph outside it (a Vietnamese name, Greek) gets its own
// subset: the shared glyphs first, under the same ids its text was already written with, then its own.
import { zlibSync } from "fflate";
import { type Glyph, SubsetEmbedder, type Widths } from "./pdf-lib-interne";

type Font = SubsetEmbedder["font"];

// Deflate level of the shared streams: made once, so the best size costs nothing per document.
const LEVEL = 9;

/**
 * What the shared subset covers: ASCII, Latin-1, what Latin-9 adds (Œ œ Š š Ž ž Ÿ €) and the typographic
 * punctuation the texts and formatters use (’ « » – — … no-break spaces), and the arrow and minus sign some documents
 * print (→ −). Any other character still prints, at the cost of a subset made for its document: Latin Extended-A
 * (Ł, Ș, Č...) would spare Central European names that cost, but adds ~9 kB to every document (ADR 053).
 */
export const SHARED_CHARACTERS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ..."ŒœŠšŽžŸ€‘’‚“”„–—…•‹›‰™№→−\u2009\u202f",
].join("");

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
}

/** The shared subset of one font: built once, then only read (the bytes and arrays are never written again). */
interface SharedSubset {
  /** Its glyphs in subset order (glyph n is at n - 1; 0 is .notdef). */
  glyphs: readonly Glyph[];
  /** Font glyph id -> subset id. */
  ids: ReadonlyMap<number, number>;
  /** The TrueType subset, deflated. */
  fontFile: Uint8Array;
  /** Its ToUnicode CMap, deflated. */
  toUnicode: Uint8Array;
  /**
   * Its /W array, each number already a PDFNumber (immutable, holding no document): each document's `context.obj`
   * wraps them in its own arrays but formats none of its ~200 numbers again.
   */
  widths: Widths;
}

const NONE: SharedSubset = {
  glyphs: [],
  ids: new Map(),
  fontFile: new Uint8Array(),
  toUnicode: new Uint8Array(),
  widths: [],
};

// One per parsed font, kept as long as the font (fonts.ts keeps two, once per isolate): bounded by the fonts.
const shared = new WeakMap<Font, SharedSubset>();

/**
 * pdf-lib's subset embedder (pdf-lib-interne.ts), starting from the font's shared subset. `font` must be a parsed
 * font that stays the same for the isolate, whose subsets encode synchronously (fontkit-interne.ts).
 */
export class SharedSubsetEmbedder extends SubsetEmbedder {
  private readonly base: SharedSubset;
  /** This document's glyphs and ids: the shared ones (not copied) until a glyph outside them comes. */
  private glyphs: readonly Glyph[];
  private ids: ReadonlyMap<number, number>;
  /** This document's own copies, once a glyph outside the shared subset came. */
  private own?: { glyphs: Glyph[]; ids: Map<number, number> };

  constructor(font: Font, fontData: Uint8Array, base?: SharedSubset) {
    super(font, fontData);
    this.base = base ?? SharedSubsetEmbedder.sharedSubset(font, fontData);
    this.glyphs = this.base.glyphs;
    this.ids = this.base.ids;
  }

  protected subsetGlyphs(): readonly Glyph[] {
    return this.glyphs;
  }

  protected subsetId(glyph: Glyph): number | undefined {
    return this.ids.get(glyph.id);
  }

  /** A glyph outside the shared subset: this document's own subset from now on. Answers its subset id. */
  protected idFor(glyph: Glyph): number {
    this.own ??= { glyphs: [...this.glyphs], ids: new Map(this.ids) };
    const { glyphs, ids } = this.own;
    glyphs.push(glyph);
    ids.set(glyph.id, glyphs.length);
    [this.glyphs, this.ids] = [glyphs, ids];
    this.glyphsChanged();
    return glyphs.length;
  }

  /** The shared subset's streams and widths while the document prints only its glyphs. */
  protected ready(): SharedSubset | undefined {
    return this.own ? undefined : this.base;
  }

  /** This document's subset, encoded now (fontkit-interne.ts): .notdef, then its glyphs in their id order. */
  encodeSubset(): Uint8Array {
    const subset = this.font.createSubset();
    this.glyphs.forEach((glyph, i) => {
      if (subset.includeGlyph(glyph) !== i + 1)
        throw new Error("sous-ensemble de police désordonné");
    });
    let bytes: Uint8Array | undefined;
    subset.encodeStream().on("data", (b) => void (bytes = b));
    if (!bytes) throw new Error("sous-ensemble de police non encodé dans le tour de l'appelant");
    return bytes;
  }

  /** The font's shared subset, made at its first document. */
  private static sharedSubset(font: Font, fontData: Uint8Array): SharedSubset {
    let base = shared.get(font);
    if (!base) {
      const maker = new SharedSubsetEmbedder(font, fontData, NONE);
      const inFont = [...SHARED_CHARACTERS].filter((c) =>
        font.hasGlyphForCodePoint(c.codePointAt(0) ?? -1),
      );
      maker.encodeText(inFont.join(""));
      base = {
        glyphs: maker.glyphs,
        ids: maker.ids,
        fontFile: zlibSync(maker.encodeSubset(), { level: LEVEL }),
        toUnicode: maker.toUnicodeCmap((bytes) => zlibSync(bytes, { level: LEVEL })),
        widths: maker.widthsAsPdfNumbers(),
      };
      shared.set(font, base);
    }
    return base;
  }
}
