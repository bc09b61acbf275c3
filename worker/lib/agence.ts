import { delivreeParCci } from "../domain/mandats/cci";

// The agency's identity printed on every document (letterhead, footer, the landlord's representative): read
// once by each entry from its settings (environment variables on Node, [vars] on the edge). A missing line
// prints nothing; only the name has a default.

export interface Agence {
  nom: string;
  /** Street, postal code and town, one line. */
  adresse: string;
  siret: string;
  /** The professional card (loi Hoguet) a lease signed by an agency must quote. */
  carteProfessionnelle: string;
  telephone: string;
  email: string;
  siren: string;
  /** Intra-community VAT number, for invoices. */
  numeroTVA: string;
  /** The CCI that issued the card ("Paris Île-de-France"). */
  cciDelivrance: string;
  /** The financial guarantee (loi Hoguet art. 3): the guarantor and its amount in cents (null: none given). */
  garantFinancier: string;
  montantGarantie: number | null;
  /** Professional liability insurance: the insurer and the policy. */
  assureurRCP: string;
  policeRCP: string;
  /** The trust account (compte séquestre) the owners' payouts leave from: IBAN without spaces, BIC. */
  iban: string;
  bic: string;
  /** The monthly job e-mails the owners' comptes-rendus de gérance after the payouts. */
  envoiCompteRendu: boolean;
  /** The exemption ground an invoice at 0 % VAT prints ("" : domain/factures/tva.ts's default). */
  mentionExonerationTVA: string;
  /** The SEPA creditor identifier the tenants' direct debits are collected under ("" : none, issue 41). */
  ics: string;
  /** Days between the pre-notification (the avis d'échéance) and the debit. */
  delaiPrenotification: number;
}

export const AGENCE_PAR_DEFAUT: Agence = {
  nom: "Patrimoine Locatif",
  adresse: "",
  siret: "",
  carteProfessionnelle: "",
  telephone: "",
  email: "",
  siren: "",
  numeroTVA: "",
  cciDelivrance: "",
  garantFinancier: "",
  montantGarantie: null,
  assureurRCP: "",
  policeRCP: "",
  iban: "",
  bic: "",
  envoiCompteRendu: false,
  mentionExonerationTVA: "",
  ics: "",
  delaiPrenotification: 14,
};

/**
 * The identity from AGENCE_NOM, AGENCE_ADRESSE, AGENCE_SIRET, AGENCE_CARTE_PRO, AGENCE_TELEPHONE, CONTACT_EMAIL,
 * AGENCE_SIREN, AGENCE_TVA, AGENCE_CCI, AGENCE_GARANT, AGENCE_GARANTIE_MONTANT (euros), AGENCE_RCP_ASSUREUR and
 * AGENCE_RCP_POLICE: the defaults of Paramètres > Agence (services/mandats/agence.ts), whose saved fields win.
 */
type AgenceVar =
  | "AGENCE_NOM"
  | "AGENCE_ADRESSE"
  | "AGENCE_SIRET"
  | "AGENCE_CARTE_PRO"
  | "AGENCE_TELEPHONE"
  | "CONTACT_EMAIL"
  | "AGENCE_SIREN"
  | "AGENCE_TVA"
  | "AGENCE_CCI"
  | "AGENCE_GARANT"
  | "AGENCE_GARANTIE_MONTANT"
  | "AGENCE_RCP_ASSUREUR"
  | "AGENCE_RCP_POLICE";

export function agenceFromEnv(env: { readonly [K in AgenceVar]?: string }): Agence {
  const v = (k: AgenceVar) => (env[k] ?? "").trim();
  return {
    nom: v("AGENCE_NOM") || AGENCE_PAR_DEFAUT.nom,
    adresse: v("AGENCE_ADRESSE"),
    siret: v("AGENCE_SIRET"),
    carteProfessionnelle: v("AGENCE_CARTE_PRO"),
    telephone: v("AGENCE_TELEPHONE"),
    email: v("CONTACT_EMAIL"),
    siren: v("AGENCE_SIREN"),
    numeroTVA: v("AGENCE_TVA"),
    cciDelivrance: v("AGENCE_CCI"),
    garantFinancier: v("AGENCE_GARANT"),
    montantGarantie: eurosEnCentimes(v("AGENCE_GARANTIE_MONTANT")),
    assureurRCP: v("AGENCE_RCP_ASSUREUR"),
    policeRCP: v("AGENCE_RCP_POLICE"),
    iban: "",
    bic: "",
    envoiCompteRendu: false,
    mentionExonerationTVA: "",
    ics: "",
    delaiPrenotification: 14,
  };
}

/** "110000" or "110 000,00" euros -> cents; anything else (or nothing) -> null. */
function eurosEnCentimes(raw: string): number | null {
  const n = Number(raw.replace(/[\s\u202f]/g, "").replace(",", "."));
  return raw && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}

/**
 * The line the law asks of an agency's documents (loi Hoguet, décret 1972-678 art. 92 et 93): its card, the CCI that
 * issued it, its financial guarantee and its liability insurance; "" when no card is set.
 */
export function mentionsHoguet(a: Agence, euros: (cents: number) => string): string {
  if (!a.carteProfessionnelle) return "";
  const cci = delivreeParCci(a.cciDelivrance);
  const parts = [
    `Carte professionnelle n° ${a.carteProfessionnelle}${cci ? ` délivrée par ${cci}` : ""}`,
  ];
  if (a.garantFinancier)
    parts.push(
      `garantie financière : ${a.garantFinancier}${a.montantGarantie != null ? ` (${euros(a.montantGarantie)})` : ""}`,
    );
  if (a.assureurRCP)
    parts.push(`RCP : ${a.assureurRCP}${a.policeRCP ? `, police n° ${a.policeRCP}` : ""}`);
  return parts.join(", ");
}
