import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from "pdf-lib";

// Reads the `factur-x.xml` a Factur-X invoice (PDF/A-3) embeds (issue 76, item 4, ADR 129): the catalog's name tree
// of embedded files (its /Names, or its /Kids as some producers write it), then the file spec's /EF /F stream,
// decoded by pdf-lib's own filters. Only pdf-lib's documented objects: no internals (ADR 093).

const NOMS_FACTUR_X = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml"];

function feuilles(arbre: PDFDict, profondeur = 0): [string, PDFDict][] {
  const out: [string, PDFDict][] = [];
  const names = arbre.lookupMaybe(PDFName.of("Names"), PDFArray);
  if (names)
    for (let i = 0; i + 1 < names.size(); i += 2) {
      const nom = names.lookup(i);
      const spec = names.lookup(i + 1);
      if ((nom instanceof PDFString || nom instanceof PDFHexString) && spec instanceof PDFDict)
        out.push([nom.decodeText(), spec]);
    }
  const kids = arbre.lookupMaybe(PDFName.of("Kids"), PDFArray);
  // A name tree is shallow; a bound keeps a malicious cycle from looping.
  if (kids && profondeur < 8)
    for (let i = 0; i < kids.size(); i++) {
      const kid = kids.lookup(i);
      if (kid instanceof PDFDict) out.push(...feuilles(kid, profondeur + 1));
    }
  return out;
}

/** The embedded Factur-X XML as text, or null when the PDF has none (or cannot be read: then it is a plain PDF). */
export async function xmlFacturX(pdf: Uint8Array): Promise<string | null> {
  try {
    return lire(await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true }));
  } catch {
    // A PDF pdf-lib cannot parse (no catalog, a broken xref) is kept as a plain PDF: nothing to read in it.
    return null;
  }
}

function lire(doc: PDFDocument): string | null {
  const names = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const arbre = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  if (!arbre) return null;
  for (const [nom, spec] of feuilles(arbre)) {
    if (!NOMS_FACTUR_X.includes(nom.toLowerCase())) continue;
    const ef = spec.lookupMaybe(PDFName.of("EF"), PDFDict);
    const flux = ef?.lookup(PDFName.of("F"));
    if (flux instanceof PDFRawStream)
      return new TextDecoder().decode(decodePDFRawStream(flux).decode());
  }
  return null;
}
