// A font subset made once per isolate (or process) for the characters French documents print, shared by every
// document whose text stays within it. Encoding a subset per document and deflating it with its ToUnicode map was
// about half of a receipt's PDF CPU (ADR 053): a document whose glyphs are all in the shared subset now writes the
// shared bytes as they are. A document that prints a Central European letter (Łódź, Dvořák, Ștefan) moves to a
// second shared subset, the first one's glyphs under the same ids then Latin Extended-A's, made once at its first
// such document (ADR 142): the French documents keep their smaller font. A document that prints a glyph outside
// both (a Vietnamese name, Greek) gets its own subset: the shared glyphs first, under the same ids its text was
// already written with, then its own.
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

/**
 * What the second shared subset adds (ADR 142): Latin Extended-A (Polish, Czech, Hungarian, Baltic... letters) and
 * Romanian's comma-below letters. A document printing one of them carries ~9 kB more font than a French one, but no
 * subset of its own to encode and deflate (~2.8 ms of CPU a receipt, a month's receipts of Łódź's leases).
 */
export const EXTENDED_CHARACTERS = [...range(0x100, 0x17f), ..."ȘșȚț"].join("");

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

// One of each per parsed font, kept as long as the font (fonts.ts keeps two, once per isolate): bounded by the fonts.
const shared = new WeakMap<Font, SharedSubset>();
const extended = new WeakMap<Font, SharedSubset>();

/**
 * pdf-lib's subset embedder (pdf-lib-interne.ts), starting from the font's shared subset. `font` must be a parsed
 * font that stays the same for the isolate, whose subsets encode synchronously (fontkit-interne.ts).
 */
export class SharedSubsetEmbedder extends SubsetEmbedder {
  /** The shared subset the document prints within: the French one, or the extended one once it needed it. */
  private base: SharedSubset;
  /** The extended subset, when this document may still move to it (a subset being made has none). */
  private wider?: () => SharedSubset;
  /** This document's glyphs and ids: the shared ones (not copied) until a glyph outside them comes. */
  private glyphs: readonly Glyph[];
  private ids: ReadonlyMap<number, number>;
  /** This document's own copies, once a glyph outside the shared subsets came. */
  private own?: { glyphs: Glyph[]; ids: Map<number, number> };

  constructor(font: Font, fontData: Uint8Array, base?: SharedSubset) {
    super(font, fontData);
    this.base = base ?? SharedSubsetEmbedder.sharedSubset(font, fontData);
    if (!base) this.wider = () => SharedSubsetEmbedder.extendedSubset(font, fontData, this.base);
    this.glyphs = this.base.glyphs;
    this.ids = this.base.ids;
  }

  protected subsetGlyphs(): readonly Glyph[] {
    return this.glyphs;
  }

  protected subsetId(glyph: Glyph): number | undefined {
    return this.ids.get(glyph.id);
  }

  /**
   * A glyph outside the shared subset: the extended shared subset if it holds it (the French one's ids are its
   * first ones: the text written so far stays right), else this document's own subset from now on. Answers its
   * subset id.
   */
  protected idFor(glyph: Glyph): number {
    const wider = !this.own && this.wider?.();
    this.wider = undefined;
    const id = wider ? wider.ids.get(glyph.id) : undefined;
    if (wider && id !== undefined) {
      this.base = wider;
      [this.glyphs, this.ids] = [wider.glyphs, wider.ids];
      this.glyphsChanged();
      return id;
    }
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
      base = SharedSubsetEmbedder.made(font, fontData, NONE, SHARED_CHARACTERS);
      shared.set(font, base);
    }
    return base;
  }

  /** The font's extended shared subset (`base`'s glyphs, then EXTENDED_CHARACTERS'), made at its first document. */
  private static extendedSubset(font: Font, fontData: Uint8Array, base: SharedSubset) {
    let wider = extended.get(font);
    if (!wider) {
      wider = SharedSubsetEmbedder.made(font, fontData, base, EXTENDED_CHARACTERS);
      extended.set(font, wider);
    }
    return wider;
  }

  /** A shared subset: `from`'s glyphs under their ids, then those of `characters` the font has, encoded once. */
  private static made(font: Font, fontData: Uint8Array, from: SharedSubset, characters: string) {
    const maker = new SharedSubsetEmbedder(font, fontData, from);
    const inFont = [...characters].filter((c) => font.hasGlyphForCodePoint(c.codePointAt(0) ?? -1));
    maker.encodeText(inFont.join(""));
    return {
      glyphs: maker.glyphs,
      ids: maker.ids,
      fontFile: zlibSync(maker.encodeSubset(), { level: LEVEL }),
      toUnicode: maker.toUnicodeCmap((bytes) => zlibSync(bytes, { level: LEVEL })),
      widths: maker.widthsAsPdfNumbers(),
    };
  }
}
