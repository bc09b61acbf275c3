import { PDFDocument } from "pdf-lib";

// Issue 76, item 4 (ADR 129): a supplier's Factur-X invoice as a supplier's software writes it: a PDF with its CII XML
// embedded as factur-x.xml. Only the elements the server reads; amounts as CII writes them (a dot, two decimals).

export interface FacturXTest {
  numero: string;
  date: string;
  ht: string;
  tva: string;
  ttc: string;
  siret?: string;
}

export const xmlCii = (f: FacturXTest) => `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${f.numero}</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">${f.date.replace(/-/g, "")}</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Plomberie Martin SARL</ram:Name>${
  f.siret
    ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${f.siret}</ram:ID></ram:SpecifiedLegalOrganization>`
    : ""
}</ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode><ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${f.ht}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${f.ht}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${f.tva}</ram:TaxTotalAmount><ram:GrandTotalAmount>${f.ttc}</ram:GrandTotalAmount><ram:DuePayableAmount>${f.ttc}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement></rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

/** A one-page PDF embedding the invoice's XML as factur-x.xml. */
export async function pdfFacturX(f: FacturXTest): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  await pdf.attach(new TextEncoder().encode(xmlCii(f)), "factur-x.xml", {
    mimeType: "text/xml",
    description: "Factur-X invoice",
  });
  return new Uint8Array(await pdf.save());
}
