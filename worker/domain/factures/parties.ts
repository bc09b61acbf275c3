// The parties an invoice names, copied into it when it is issued (an invoice never changes afterwards).

/** The buyer: the mission's client (the apartment's owner for a caretaking fee). */
export interface Acheteur {
  nom: string;
  adresse: string;
  codePostal: string;
  ville: string;
  /** 9 digits, the first of the client's SIRET: a company (or a professional landlord). */
  siren: string;
}

/** The seller: the agency's settings (lib/agence.ts) at the time. */
export interface Vendeur {
  nom: string;
  adresse: string;
  siret: string;
  siren: string;
  numeroTVA: string;
  telephone: string;
  email: string;
  /** The exemption ground printed at 0 % VAT (absent from invoices issued before it existed: the default). */
  mentionExonerationTVA?: string;
}

/** How the invoice was paid: it is issued once paid. */
export interface Reglement {
  date: string | null;
  mode: string;
}

/** A buyer with a SIREN is a business client: the late-payment mentions and the 40 € indemnity apply to it. */
export const estProfessionnel = (a: Acheteur) => a.siren !== "";
