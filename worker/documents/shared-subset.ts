// A font subset made once per isolate (or process) for the characters French documents print, shared by every
// document whose text stays within it. Encoding a subset per document and deflating it with its ToUnicode map was
// about half of a receipt's PDF CPU (ADR 053): a document whose glyphs are all in the shared subset now writes the
// shared bytes as they are. A document that prints a glyph outside it (a Vietnamese name, Greek) gets its own
// subset: the shared glyphs first, under the same ids its text was already written with, then its own.
import { zlibSync } from "fflate";
import {
  Cache,
  CustomFontEmbedder,
  PDFContext,
  PDFHexString,
  PDFNumber,
  type PDFRef,
  typedArrayFor,
} from "pdf-lib";

type Font = CustomFontEmbedder["font"];
type Glyph = ReturnType<Font["glyphForCodePoint"]>;
type Widths = ReturnType<CustomFontEmbedder["computeWidths"]>;

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

/** Subset ids as the 4 hex digits of the text's operators (uppercase, as pdf-lib writes them). */
const hex: string[] = [];
const hex4 = (id: number) => (hex[id] ??= id.toString(16).padStart(4, "0").toUpperCase());

/**
 * pdf-lib's subset embedder, starting from the font's shared subset. `font` must be a parsed font that stays the same
 * for the isolate (font-cache.ts), whose subsets encode synchronously (font-subset.ts).
 */
export class SharedSubsetEmbedder extends CustomFontEmbedder {
  private readonly base: SharedSubset;
  /** This document's glyphs and ids: the shared ones (not copied) until a glyph outside them comes. */
  private glyphs: readonly Glyph[];
  private ids: ReadonlyMap<number, number>;
  private own = false;

  constructor(font: Font, fontData: Uint8Array, base?: SharedSubset) {
    super(font, fontData);
    this.base = base ?? SharedSubsetEmbedder.sharedSubset(font, fontData);
    this.glyphs = this.base.glyphs;
    this.ids = this.base.ids;
    this.glyphCache = Cache.populatedBy(() => [...this.glyphs]);
  }

  encodeText(text: string): PDFHexString {
    const { glyphs } = this.font.layout(text, this.fontFeatures);
    let out = "";
    for (const glyph of glyphs) out += hex4(this.ids.get(glyph.id) ?? this.include(glyph));
    return PDFHexString.of(out);
  }

  /** A glyph outside the shared subset: this document's own subset from now on. Answers its subset id. */
  private include(glyph: Glyph): number {
    const glyphs = this.own ? (this.glyphs as Glyph[]) : [...this.glyphs];
    const ids = this.own ? (this.ids as Map<number, number>) : new Map(this.ids);
    glyphs.push(glyph);
    ids.set(glyph.id, glyphs.length);
    [this.glyphs, this.ids, this.own] = [glyphs, ids, true];
    this.glyphCache.invalidate();
    return glyphs.length;
  }

  protected glyphId(glyph?: Glyph): number {
    return glyph ? (this.ids.get(glyph.id) ?? -1) : -1;
  }

  /** This document's subset, encoded now (font-subset.ts): .notdef, then its glyphs in their id order. */
  protected serializeFont(): Promise<Uint8Array> {
    return Promise.resolve(this.encodeSubset());
  }

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

  protected embedFontStream(context: PDFContext): Promise<PDFRef> {
    if (this.own) return super.embedFontStream(context);
    return Promise.resolve(context.register(flated(context, this.base.fontFile)));
  }

  protected embedUnicodeCmap(context: PDFContext): PDFRef {
    if (this.own) return super.embedUnicodeCmap(context);
    return context.register(flated(context, this.base.toUnicode));
  }

  protected computeWidths(): Widths {
    return this.own ? super.computeWidths() : this.base.widths;
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
        toUnicode: maker.toUnicodeCmap(),
        widths: maker
          .computeWidths()
          .map((w) =>
            Array.isArray(w) ? w.map((n) => PDFNumber.of(n)) : PDFNumber.of(w),
          ) as unknown as Widths,
      };
      shared.set(font, base);
    }
    return base;
  }

  /** The shared subset's ToUnicode CMap, as pdf-lib writes it (its writer is not exported), deflated. */
  toUnicodeCmap(): Uint8Array {
    const context = PDFContext.create();
    let cmap = new Uint8Array();
    context.flateStream = (contents, dict) => {
      cmap = zlibSync(typedArrayFor(contents), { level: LEVEL });
      return context.stream(cmap, dict);
    };
    this.embedUnicodeCmap(context);
    return cmap;
  }
}

/** A stream of already deflated bytes. The bytes are shared, never copied nor changed: save() only reads them. */
const flated = (context: PDFContext, bytes: Uint8Array) =>
  context.stream(bytes, { Filter: "FlateDecode" });
