import { PDFContentStream, PDFRawStream, typedArrayFor, type PDFDocument } from "pdf-lib";
import { zlibDeflate } from "./deflate";

// pdf-lib's save() deflates every page's content stream with pako at its default level, then packs the other objects
// into an object stream and a cross-reference stream, deflated the same way: for a one-page receipt that was about
// 40 % of the document's CPU time (pako's slow path, and buffers of several hundred kB allocated on each call). The
// pages are deflated here (deflate.ts: Node's zlib on Node, fflate on the edge), and the dozen small objects left
// (fonts, pages, catalog, info) are written as plain objects with a classic cross-reference table. Readers show the
// same thing, operator for operator; the file is about 1 kB larger. Level 2 (ADR 152), not pako's 6: a receipt's
// page (10.4 kB of operators) deflates to 1,770 bytes in 0.09 to 0.2 ms against 1,520 bytes in 0.29 to 0.46 ms with
// Node's zlib, 250 bytes more on a 33 kB receipt; the fonts, most of a document's bytes, are deflated once at level 9
// (shared-subset.ts).
const LEVEL = 2 as const;

/** The document's metadata, then its bytes with its page contents deflated (deflate.ts). `date` is YYYY-MM-DD. */
export async function savePdf(
  pdf: PDFDocument,
  meta: { titre: string; auteur: string; date: string },
): Promise<Uint8Array> {
  pdf.setTitle(meta.titre);
  pdf.setAuthor(meta.auteur);
  pdf.setCreator("Patrimoine Locatif");
  pdf.setProducer("Patrimoine Locatif (pdf-lib)");
  pdf.setLanguage("fr-FR");
  const made = /^\d{4}-\d{2}-\d{2}$/.test(meta.date)
    ? new Date(`${meta.date}T12:00:00Z`)
    : new Date(0);
  pdf.setCreationDate(made);
  pdf.setModificationDate(made);
  const { context } = pdf;
  // The font subsets and their ToUnicode maps, deflated as save() embeds them: fflate here too, not pako.
  context.flateStream = (contents, dict = {}) =>
    context.stream(zlibDeflate(typedArrayFor(contents), LEVEL), {
      ...dict,
      Filter: "FlateDecode",
    });
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    // The stream's dictionary already says /Filter /FlateDecode; /Length is written from the new bytes.
    if (object instanceof PDFContentStream)
      context.assign(
        ref,
        PDFRawStream.of(object.dict, zlibDeflate(object.getUnencodedContents(), LEVEL)),
      );
  }
  return pdf.save({ useObjectStreams: false });
}
