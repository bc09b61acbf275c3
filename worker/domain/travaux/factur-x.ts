import { parseMontant, toCents } from "../money";

// What an invoice's Factur-X XML (UN/CEFACT CII, EN 16931) says that staff also type (issue 76, item 4, ADR 129): its
// number (BT-1), issue date (BT-2), totals HT, TVA, TTC (BT-109, BT-110, BT-112) and the seller's legal registration
// (BT-30, scheme 0002: the SIREN, or the SIRET that starts with it). Read by patterns on the few elements needed, not
// a general XML parser: the values are plain text in fixed elements.

export interface DonneesFacturX {
  numero: string | null;
  date: string | null;
  totalHT: number | null;
  totalTVA: number | null;
  totalTTC: number | null;
  siret: string | null;
}

const texte = (xml: string, re: RegExp) => {
  const m = re.exec(xml);
  return m?.[1] ? decoder(m[1].trim()) : null;
};

const decoder = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** An amount in cents from the XML's decimal ("1234.50"), null when absent or unreadable. */
const centimes = (s: string | null) =>
  s !== null && /^-?\d+(\.\d{1,4})?$/.test(s) ? Math.round(Number(s) * 100) : null;

/** The element's own content, whatever its namespace prefix and attributes. */
const el = (nom: string) => new RegExp(`<(?:\\w+:)?${nom}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${nom}>`);

export function lireFacturX(xml: string): DonneesFacturX {
  const doc =
    /<(?:\w+:)?ExchangedDocument(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?ExchangedDocument>/.exec(
      xml,
    )?.[1] ?? "";
  const jour =
    /<(?:\w+:)?IssueDateTime[^>]*>\s*<(?:\w+:)?DateTimeString[^>]*>(\d{4})(\d{2})(\d{2})</.exec(
      doc,
    );
  const somme =
    /<(?:\w+:)?SpecifiedTradeSettlementHeaderMonetarySummation[^>]*>([\s\S]*?)<\/(?:\w+:)?SpecifiedTradeSettlementHeaderMonetarySummation>/.exec(
      xml,
    )?.[1] ?? "";
  const vendeur =
    /<(?:\w+:)?SellerTradeParty[^>]*>([\s\S]*?)<\/(?:\w+:)?SellerTradeParty>/.exec(xml)?.[1] ?? "";
  const legal =
    /<(?:\w+:)?SpecifiedLegalOrganization[^>]*>([\s\S]*?)<\/(?:\w+:)?SpecifiedLegalOrganization>/.exec(
      vendeur,
    )?.[1] ?? "";
  return {
    numero: texte(doc, el("ID")),
    date: jour ? `${jour[1]}-${jour[2]}-${jour[3]}` : null,
    totalHT: centimes(texte(somme, el("TaxBasisTotalAmount"))),
    totalTVA: centimes(texte(somme, el("TaxTotalAmount"))),
    totalTTC: centimes(texte(somme, el("GrandTotalAmount"))),
    siret: texte(legal, el("ID"))?.replace(/\s/g, "") ?? null,
  };
}

export const MSG_FACTURX_NUMERO = (x: string) =>
  `Le numéro ne correspond pas à celui de la facture Factur-X (${x}).`;
export const MSG_FACTURX_DATE = (x: string) =>
  `La date ne correspond pas à celle de la facture Factur-X (${x}).`;
export const MSG_FACTURX_MONTANT = (x: string) =>
  `Le montant TTC ne correspond pas au total de la facture Factur-X (${x}).`;
export const MSG_FACTURX_HT = (x: string) =>
  `Le montant HT ne correspond pas au total hors taxes de la facture Factur-X (${x}).`;
export const MSG_FACTURX_TVA = (x: string) =>
  `La TVA ne correspond pas au total de TVA de la facture Factur-X (${x}).`;
export const MSG_FACTURX_TOTAUX =
  "Les totaux de la facture Factur-X ne concordent pas : le montant HT et la TVA n'y font pas le montant TTC.";
export const MSG_FACTURX_SIRET =
  "Le SIRET du vendeur de la facture Factur-X n'est pas celui du fournisseur de l'intervention.";

/** Each total of the XML (cents) and the form's field it fills or must agree with, with its mismatch's message. */
const totaux = (x: DonneesFacturX) =>
  [
    ["montant", x.totalTTC, MSG_FACTURX_MONTANT],
    ["montantHT", x.totalHT, MSG_FACTURX_HT],
    ["montantTVA", x.totalTVA, MSG_FACTURX_TVA],
  ] as const;

/**
 * The typed fields completed from the XML when left empty (the pre-fill), and the mismatches, by field. Amounts in
 * cents; `euros` formats the XML's totals for the messages. An XML whose HT and TVA do not make its TTC is refused
 * at the file: nothing typed is wrong. The seller is checked against the order's supplier apart (`memeVendeur`), in
 * the invoice's transaction.
 */
export function confronterFacturX(
  champs: Record<string, string>,
  x: DonneesFacturX,
  euros: (cents: number) => string,
): { champs: Record<string, string>; fautes: Record<string, string> } {
  const out = { ...champs };
  const fautes: Record<string, string> = {};
  const vide = (k: string) => (out[k] ?? "").trim() === "";
  if (x.numero !== null) {
    if (vide("numero")) out.numero = x.numero;
    else if (out.numero!.trim() !== x.numero) fautes.numero = MSG_FACTURX_NUMERO(x.numero);
  }
  if (x.date !== null) {
    if (vide("date")) out.date = x.date;
    else if (out.date!.trim() !== x.date) fautes.date = MSG_FACTURX_DATE(x.date);
  }
  if (x.totalHT !== null && x.totalTVA !== null && x.totalTTC !== null)
    if (x.totalHT + x.totalTVA !== x.totalTTC) fautes.fichier = MSG_FACTURX_TOTAUX;
  for (const [k, total, message] of totaux(x)) {
    if (total === null) continue;
    if (vide(k)) {
      out[k] = (total / 100).toFixed(2);
      continue;
    }
    // An unreadable typed amount is the schema's to refuse; a readable one must be the XML's.
    const typed = parseMontant(out[k]!);
    if (typed !== null && toCents(typed) !== total) fautes[k] = message(euros(total));
  }
  return { champs: out, fautes };
}

/** The SIREN is the SIRET's first nine digits: either form in the XML names the same company. */
export const memeVendeur = (x: DonneesFacturX, siretFournisseur: string | null) =>
  !x.siret || !siretFournisseur || siretFournisseur.startsWith(x.siret.slice(0, 9));
