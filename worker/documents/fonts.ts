// The fonts of every generated PDF: DejaVu Sans Condensed and its bold, embedded as subsets (see embedFonts). They print what pdf-lib's standard fonts (WinAnsi) could not:
// every Latin letter (Vietnamese "Nguyễn", Polish "Łukasz", Czech, Romanian...), Greek and Cyrillic. The layout's
// italic is the regular font slanted when drawn (layout.ts), as DejaVu's own oblique is: one font fewer to carry.
import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, PDFFont } from "pdf-lib";
import { DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD } from "./fonts/dejavu-sans-condensed";
import { cachedFontkit, requestSafeFontkit } from "./fontkit-interne";
import { addEmbeddedFont } from "./pdf-lib-interne";
import { SharedSubsetEmbedder } from "./shared-subset";

// Parsed once per isolate, each document's subset encoded in its own request (fontkit-interne.ts).
const subsetting = cachedFontkit(requestSafeFontkit(fontkit));

/** The bytes of a font, decoded from base64 once per isolate (or process). */
const decoded = new Map<string, Uint8Array>();
function bytesOf(base64: string): Uint8Array {
  let bytes = decoded.get(base64);
  if (!bytes) {
    const binary = atob(base64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    decoded.set(base64, bytes);
  }
  return bytes;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The document's two fonts, each as a subset of the glyphs it prints (a receipt carries ~30 kB of font, not ~320 kB):
 * the subset shared by the isolate's documents when the text stays within it (shared-subset.ts), else the document's
 * own, encoded in its own request (fontkit-interne.ts): fontkit's deferred encoder finished one request's PDF in
 * another's context on Workers (ADR 023).
 */
export function embedFonts(pdf: PDFDocument): Fonts {
  return {
    regular: embed(pdf, DEJAVU_SANS_CONDENSED),
    bold: embed(pdf, DEJAVU_SANS_CONDENSED_BOLD),
  };
}

// What pdf-lib's `embedFont` does, with the shared subset's embedder: a font ref, and the font in the list save()
// embeds (pdf-lib-interne.ts).
function embed(pdf: PDFDocument, base64: string): PDFFont {
  const bytes = bytesOf(base64);
  const embedder = new SharedSubsetEmbedder(subsetting.create(bytes), bytes);
  const font = PDFFont.of(pdf.context.nextRef(), pdf, embedder);
  addEmbeddedFont(pdf, font);
  return font;
}
