// pdf-lib's `drawText(text, { font })` names the font anew in the page's resources at every call, and again to put
// the previous font back: a receipt's page listed its two fonts under ~120 names, each found unique by a scan of
// all the others (quadratic in the lines drawn), all written into the PDF. Here each font gets one name per page.
import { PDFPage, type PDFFont, type PDFName } from "pdf-lib";
import { present } from "../domain/present";
import { currentFontKey, setCurrentFont } from "./pdf-lib-interne";

const names = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

/**
 * Makes `font` the page's current font, under the one name it has on that page, and answers the page and that name; a
 * canvas that is not a page is left (undefined).
 */
export function pageFont(
  canvas: unknown,
  font: PDFFont,
): { page: PDFPage; fontKey: PDFName } | undefined {
  if (!(canvas instanceof PDFPage)) return undefined;
  let byFont = names.get(canvas);
  if (!byFont) names.set(canvas, (byFont = new Map()));
  const name = byFont.get(font);
  if (name) {
    setCurrentFont(canvas, font, name);
    return { page: canvas, fontKey: name };
  }
  canvas.setFont(font);
  const added = present(currentFontKey(canvas), "nom de la police sur la page");
  byFont.set(font, added);
  return { page: canvas, fontKey: added };
}
