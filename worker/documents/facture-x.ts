import { AFRelationship, PDFName, PDFString, type PDFDocument } from "pdf-lib";
import { profilSrgb } from "./icc-srgb";

// Factur-X (EN 16931 profile): the invoice's CII XML embedded as factur-x.xml (associated file, relationship
// Alternative) and the XMP metadata that declares the file PDF/A-3 (part 3, conformance B) with the Factur-X
// extension schema, so that an approved platform (PDP) reads the XML from the PDF as it is; and the OutputIntent
// PDF/A asks for its colours, sRGB (the profile is built by icc-srgb.ts, ADR 040).

const FX_NS = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

const escXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The XMP packet: PDF/A identification, title and dates, the fx: properties and their extension schema. */
export function xmpFacturX(o: { titre: string; auteur: string; date: Date }): string {
  const iso = o.date.toISOString().replace(/\.\d{3}Z$/, "Z");
  const prop = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escXml(o.titre)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${escXml(o.auteur)}</rdf:li></rdf:Seq></dc:creator></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>Patrimoine Locatif</xmp:CreatorTool><xmp:CreateDate>${iso}</xmp:CreateDate><xmp:ModifyDate>${iso}</xmp:ModifyDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>Patrimoine Locatif (pdf-lib)</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FX_NS}"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#"><pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource"><pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>${prop(
    "DocumentFileName",
    "The name of the embedded XML document",
  )}${prop("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}${prop(
    "Version",
    "The actual version of the standard applying to the embedded XML document",
  )}${prop("ConformanceLevel", "The conformance level of the embedded XML document")}</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Embeds the XML and the metadata: called by the layout just before the document is saved. */
export function facturX(xml: string, o: { titre: string; auteur: string; date: string }) {
  return (pdf: PDFDocument) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(o.date) ? new Date(`${o.date}T12:00:00Z`) : new Date(0);
    pdf.attach(new TextEncoder().encode(xml), "factur-x.xml", {
      mimeType: "text/xml",
      description: "Factur-X invoice (EN 16931)",
      afRelationship: AFRelationship.Alternative,
      creationDate: date,
      modificationDate: date,
    });
    // An uncompressed stream, as PDF/A wants the metadata readable by any tool.
    const metadata = pdf.context.stream(new TextEncoder().encode(xmpFacturX({ ...o, date })), {
      Type: "Metadata",
      Subtype: "XML",
    });
    pdf.catalog.set(PDFName.of("Metadata"), pdf.context.register(metadata));
    const profil = pdf.context.flateStream(profilSrgb(), { N: 3 });
    const intent = pdf.context.obj({
      Type: "OutputIntent",
      S: "GTS_PDFA1",
      OutputConditionIdentifier: PDFString.of("sRGB IEC61966-2.1"),
      Info: PDFString.of("sRGB IEC61966-2.1"),
      DestOutputProfile: pdf.context.register(profil),
    });
    pdf.catalog.set(PDFName.of("OutputIntents"), pdf.context.obj([intent]));
  };
}
