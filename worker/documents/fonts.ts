// The fonts of every generated PDF: DejaVu Sans Condensed and its bold, embedded as subsets (only the glyphs a
// document uses: about 10 kB of font in a receipt). They print what pdf-lib's standard fonts (WinAnsi) could not:
// every Latin letter (Vietnamese "Nguyễn", Polish "Łukasz", Czech, Romanian...), Greek and Cyrillic. The layout's
// italic is the regular font slanted when drawn (layout.ts), as DejaVu's own oblique is: one font fewer to carry.
import fontkit, { type Font } from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD } from "./fonts/dejavu-sans-condensed";

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

// pdf-lib parses the font's bytes again for each document (its tables, its character map); a fontkit font is
// read-only once parsed and each embedding makes its own subset of it, so the parsed font is kept for the next.
const parsed = new WeakMap<Uint8Array, Font>();
const cachingFontkit: Parameters<PDFDocument["registerFontkit"]>[0] = {
  create(bytes: Uint8Array) {
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = fontkit.create(bytes)));
    return font;
  },
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The document's two fonts, embedded as subsets when the PDF is saved. */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(cachingFontkit);
  const [regular, bold] = await Promise.all(
    [DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD].map((f) =>
      pdf.embedFont(bytesOf(f), { subset: true }),
    ),
  );
  return { regular: regular!, bold: bold! };
}
