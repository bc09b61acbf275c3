// The fonts of every generated PDF: DejaVu Sans Condensed and its bold, embedded whole (see embedFonts). They print what pdf-lib's standard fonts (WinAnsi) could not:
// every Latin letter (Vietnamese "Nguyễn", Polish "Łukasz", Czech, Romanian...), Greek and Cyrillic. The layout's
// italic is the regular font slanted when drawn (layout.ts), as DejaVu's own oblique is: one font fewer to carry.
import fontkit from "@pdf-lib/fontkit";
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

// The parsed font is NOT kept from one document to the next: fontkit caches each glyph object with the code points
// of its first use, and a glyph first reached without any (a substitution, a width) then has none in every later
// document's ToUnicode map: its letter vanishes from the text a reader extracts (an "E" lost from "Encaissements").
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The document's two fonts, embedded whole (~160 kB each, deflated in the PDF). Not as subsets: fontkit's subset
 * encoder, run by parallel requests of one Workers isolate, resumed one request's work in another's context, whose
 * R2 write was then refused ("Cannot perform I/O on behalf of a different request"; tests/edge/quitances.test.ts,
 * 20 parallel generations). Smaller PDFs come back with a subsetter that keeps to its own request.
 */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all(
    [DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD].map((f) =>
      pdf.embedFont(bytesOf(f), { subset: false }),
    ),
  );
  return { regular: regular!, bold: bold! };
}
