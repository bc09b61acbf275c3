// pdf-lib's internals, in this one file (ADR 093): what the documents' speed relies on beyond pdf-lib's documented
// API, each part checked against the installed version by pdf-lib-interne.test.ts (the version pinned in
// package.json). What it reaches, and why:
// - `PDFDocument.fonts`, the private list `save()` embeds: a font made with our own embedder joins it, as
//   `embedFont` does (addEmbeddedFont, for the shared subset of ADR 053);
// - `PDFPage.font`, `PDFPage.fontKey` and `PDFPage.lineHeight`, private: a page names each font once (page-font.ts)
//   and a line is drawn with pdf-lib's own operators (text-ops.ts);
// - `CustomFontEmbedder`'s protected members (`glyphCache`, `glyphId`, `serializeFont`, `embedFontStream`,
//   `embedUnicodeCmap`, `computeWidths`), overridden by SubsetEmbedder below, whose hooks are this project's own names;
// - `PDFContext.flateStream`, replaced on a context of our own to catch the ToUnicode map pdf-lib writes.
import {
  Cache,
  CustomFontEmbedder,
  PDFContext,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFPage,
  type PDFFont,
  type PDFRef,
  typedArrayFor,
} from "pdf-lib";

const changed = (what: string) => new Error(`pdf-lib : ${what} introuvable (pdf-lib mis à jour ?)`);

/** `font` in the list of fonts `pdf.save()` embeds, as `embedFont` puts it there. */
export function addEmbeddedFont(pdf: PDFDocument, font: PDFFont): void {
  const document: object = pdf;
  if (!("fonts" in document) || !Array.isArray(document.fonts)) throw changed("PDFDocument.fonts");
  document.fonts.push(font);
}

/** The page's current font and its name in the page's resources, as `page.setFont` leaves them. */
export function setCurrentFont(page: PDFPage, font: PDFFont, key: PDFName): void {
  Reflect.set(page, "font", font);
  Reflect.set(page, "fontKey", key);
}

/** The name of the page's current font in its resources (none before a first `setFont`). */
export function currentFontKey(page: PDFPage): PDFName | undefined {
  const p: object = page;
  return "fontKey" in p && p.fontKey instanceof PDFName ? p.fontKey : undefined;
}

/** The page's line height, what `page.drawText` puts in its `TL` operator. */
export function lineHeightOf(page: PDFPage): number {
  const p: object = page;
  if (!("lineHeight" in p) || typeof p.lineHeight !== "number") throw changed("PDFPage.lineHeight");
  return p.lineHeight;
}

type Font = CustomFontEmbedder["font"];
export type Glyph = ReturnType<Font["glyphForCodePoint"]>;
/** A font's /W array as pdf-lib writes it; its numbers may be PDFNumbers already (pdf-lib's context.obj takes both). */
export type Widths = (PDFNumber | PDFNumber[])[];

/**
 * pdf-lib's embedder of a font subset (`CustomFontEmbedder`), with the glyphs it embeds, their ids and, when the
 * subclass has them ready, the font file, ToUnicode map and widths supplied by the subclass (shared-subset.ts)
 * through the hooks below, named by this project: only this class names pdf-lib's protected members.
 */
export abstract class SubsetEmbedder extends CustomFontEmbedder {
  constructor(font: Font, fontData: Uint8Array) {
    super(font, fontData);
    this.glyphCache = Cache.populatedBy(() => [...this.subsetGlyphs()]);
  }

  /** The glyphs embedded, in subset order (glyph n is at n - 1; 0 is .notdef). */
  protected abstract subsetGlyphs(): readonly Glyph[];
  /** A glyph's id in the subset, or none. */
  protected abstract subsetId(glyph: Glyph): number | undefined;
  /** A glyph's id in the subset, adding it when it is not there yet. */
  protected abstract idFor(glyph: Glyph): number;
  /** The subset's TrueType bytes, encoded in the caller's turn. */
  abstract encodeSubset(): Uint8Array;
  /** What is already made and deflated for this subset (font file, ToUnicode map, widths), or nothing. */
  protected abstract ready():
    | { fontFile: Uint8Array; toUnicode: Uint8Array; widths: Widths }
    | undefined;

  /** The glyphs embedded changed: pdf-lib's list of them is made again when next read. */
  protected glyphsChanged(): void {
    this.glyphCache.invalidate();
  }

  /** Each glyph's subset id as the 4 uppercase hex digits pdf-lib writes. */
  encodeText(text: string): PDFHexString {
    const { glyphs } = this.font.layout(text, this.fontFeatures);
    let out = "";
    for (const glyph of glyphs) out += hex4(this.subsetId(glyph) ?? this.idFor(glyph));
    return PDFHexString.of(out);
  }

  protected glyphId(glyph?: Glyph): number {
    return glyph ? (this.subsetId(glyph) ?? -1) : -1;
  }

  protected serializeFont(): Promise<Uint8Array> {
    return Promise.resolve(this.encodeSubset());
  }

  protected embedFontStream(context: PDFContext): Promise<PDFRef> {
    const made = this.ready();
    if (!made) return super.embedFontStream(context);
    return Promise.resolve(context.register(flated(context, made.fontFile)));
  }

  protected embedUnicodeCmap(context: PDFContext): PDFRef {
    const made = this.ready();
    if (!made) return super.embedUnicodeCmap(context);
    return context.register(flated(context, made.toUnicode));
  }

  protected computeWidths(): ReturnType<CustomFontEmbedder["computeWidths"]> {
    const made = this.ready();
    // pdf-lib declares numbers; its context.obj takes the PDFNumbers made once as well (the one assertion here).
    return made
      ? (made.widths as unknown as ReturnType<CustomFontEmbedder["computeWidths"]>)
      : super.computeWidths();
  }

  /** The subset's widths, each number made a PDFNumber once (immutable, holding no document). */
  widthsAsPdfNumbers(): Widths {
    return super
      .computeWidths()
      .map((w) => (Array.isArray(w) ? w.map((n) => PDFNumber.of(n)) : PDFNumber.of(w)));
  }

  /** The subset's ToUnicode CMap as pdf-lib writes it (its writer is not exported), deflated by `deflate`. */
  toUnicodeCmap(deflate: (bytes: Uint8Array) => Uint8Array): Uint8Array {
    const context = PDFContext.create();
    let cmap: Uint8Array = new Uint8Array();
    context.flateStream = (contents, dict) => {
      cmap = deflate(typedArrayFor(contents));
      return context.stream(cmap, dict);
    };
    super.embedUnicodeCmap(context);
    return cmap;
  }
}

/** Subset ids as the 4 hex digits of the text's operators (uppercase, as pdf-lib writes them). */
const hex: string[] = [];
const hex4 = (id: number) => (hex[id] ??= id.toString(16).padStart(4, "0").toUpperCase());

/** A stream of already deflated bytes. The bytes are shared, never copied nor changed: save() only reads them. */
const flated = (context: PDFContext, bytes: Uint8Array) =>
  context.stream(bytes, { Filter: "FlateDecode" });
