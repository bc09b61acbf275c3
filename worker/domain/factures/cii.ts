import { CATEGORIE_OPERATION, CONDITIONS_PAIEMENT } from "./mentions";
import { categorieTva, mentionExoneration } from "./tva";
import type { Acheteur, Reglement, Vendeur } from "./parties";

// The invoice as structured data: the Cross Industry Invoice (UN/CEFACT CII D16B) of the Factur-X EN 16931 profile,
// embedded in the PDF as factur-x.xml (documents/facture-x.ts). Pure: the same invoice always gives the same bytes.

/** What the XML says: an issued invoice or credit note, amounts in cents (a credit note's are negative). */
export interface FactureCii {
  numero: string;
  /** YYYY-MM-DD */
  date: string;
  objet: string;
  tauxTva: number;
  totalHT: number;
  totalTVA: number;
  totalTTC: number;
  acheteur: Acheteur;
  vendeur: Vendeur;
  reglement: Reglement;
  /** A credit note: the number of the invoice it cancels. */
  avoirDe?: { numero: string; date: string } | null;
  motif?: string | null;
  /** The mandate (register of mandates) the invoice is for. */
  numeroMandat?: string | null;
}

/** UNTDID 1001: 380 commercial invoice, 381 credit note. */
export const typeCode = (f: FactureCii) => (f.avoirDe ? "381" : "380");

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Cents -> "1234.50" (a credit note states positive amounts: its type says it credits). */
const montant = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const taux = (t: number) => String(Math.round(t * 100) / 100);
/** YYYY-MM-DD -> the CII date format 102 (YYYYMMDD). */
const date102 = (day: string) =>
  `<udt:DateTimeString format="102">${day.replace(/-/g, "")}</udt:DateTimeString>`;

/** An element with text, or nothing when the text is empty (optional elements). */
const el = (name: string, value: string, attrs = "") =>
  value ? `<ram:${name}${attrs}>${esc(value)}</ram:${name}>` : "";

function adresse(a: { adresse: string; codePostal?: string; ville?: string }) {
  return `<ram:PostalTradeAddress>${el("PostcodeCode", a.codePostal ?? "")}${el("LineOne", a.adresse)}${el(
    "CityName",
    a.ville ?? "",
  )}<ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>`;
}

/** The SIREN as the legal registration (scheme 0002, the French register), when there is one. */
const siren = (s: string) =>
  s
    ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${esc(s)}</ram:ID></ram:SpecifiedLegalOrganization>`
    : "";

function vendeur(v: Vendeur) {
  const tva = v.numeroTVA
    ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${esc(v.numeroTVA)}</ram:ID></ram:SpecifiedTaxRegistration>`
    : "";
  return `<ram:SellerTradeParty>${el("Name", v.nom)}${siren(v.siren)}${adresse(v)}${tva}</ram:SellerTradeParty>`;
}

const acheteur = (a: Acheteur) =>
  `<ram:BuyerTradeParty>${el("Name", a.nom)}${siren(a.siren)}${adresse(a)}</ram:BuyerTradeParty>`;

/**
 * The payment terms' text: an invoice is issued once paid ("Acquittée le …"); a credit note is money owed back to
 * the client, never "acquittée": it says what it credits.
 */
export function conditionsPaiement(r: Reglement, avoirDe?: { numero: string } | null): string {
  if (avoirDe)
    return `Avoir à déduire de la facture n° ${avoirDe.numero} : le montant est remboursé au client ou imputé sur sa prochaine facture.`;
  return r.date
    ? `Acquittée le ${r.date.split("-").reverse().join("/")} (${r.mode}). ${CONDITIONS_PAIEMENT}`
    : CONDITIONS_PAIEMENT;
}

/** The exemption ground an invoice prints and its XML carries, or null when its VAT is not 0 %. */
export const motifExoneration = (f: Pick<FactureCii, "tauxTva" | "vendeur">) =>
  categorieTva(f.tauxTva) === "E" ? mentionExoneration(f.vendeur.mentionExonerationTVA) : null;

/** The factur-x.xml of an invoice or credit note (EN 16931 profile). */
export function factureCii(f: FactureCii): string {
  const ht = montant(f.totalHT);
  const tva = montant(f.totalTVA);
  const ttc = montant(f.totalTTC);
  const notes = [
    `Catégorie de l'opération : ${CATEGORIE_OPERATION}.`,
    f.motif ? `Motif de l'avoir : ${f.motif}` : "",
  ]
    .filter(Boolean)
    .map((n) => `<ram:IncludedNote><ram:Content>${esc(n)}</ram:Content></ram:IncludedNote>`)
    .join("");
  const exoneration = motifExoneration(f);
  // The header's breakdown states the exemption ground (BT-120); the line only its category and rate.
  const taxe = (calcule: string) =>
    `<ram:ApplicableTradeTax>${calcule}<ram:TypeCode>VAT</ram:TypeCode>${
      calcule && exoneration ? el("ExemptionReason", exoneration) : ""
    }${
      calcule ? `<ram:BasisAmount>${ht}</ram:BasisAmount>` : ""
    }<ram:CategoryCode>${categorieTva(f.tauxTva)}</ram:CategoryCode>${
      calcule ? "<ram:DueDateTypeCode>72</ram:DueDateTypeCode>" : ""
    }<ram:RateApplicablePercent>${taux(f.tauxTva)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`;
  const reference = f.avoirDe
    ? `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${esc(f.avoirDe.numero)}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${f.avoirDe.date.replace(/-/g, "")}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${esc(f.numero)}</ram:ID><ram:TypeCode>${typeCode(f)}</ram:TypeCode><ram:IssueDateTime>${date102(f.date)}</ram:IssueDateTime>${notes}</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct>${el(
    "Name",
    f.objet,
  )}</ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${ht}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery><ram:SpecifiedLineTradeSettlement>${taxe(
    "",
  )}<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${ht}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>
<ram:ApplicableHeaderTradeAgreement>${vendeur(f.vendeur)}${acheteur(f.acheteur)}</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>${taxe(
    `<ram:CalculatedAmount>${tva}</ram:CalculatedAmount>`,
  )}<ram:SpecifiedTradePaymentTerms><ram:Description>${esc(
    conditionsPaiement(f.reglement, f.avoirDe),
  )}</ram:Description></ram:SpecifiedTradePaymentTerms><ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${ht}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${ht}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${tva}</ram:TaxTotalAmount><ram:GrandTotalAmount>${ttc}</ram:GrandTotalAmount>${
    // A credit note, or an invoice still due (a tenant's letting fees, issue 60): the whole amount is payable.
    f.avoirDe || !f.reglement.date
      ? `<ram:DuePayableAmount>${ttc}</ram:DuePayableAmount>`
      : `<ram:TotalPrepaidAmount>${ttc}</ram:TotalPrepaidAmount><ram:DuePayableAmount>0.00</ram:DuePayableAmount>`
  }</ram:SpecifiedTradeSettlementHeaderMonetarySummation>${reference}</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}
