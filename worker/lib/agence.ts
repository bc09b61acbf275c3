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
  /** Invoices (ADR 028): the seller's SIREN and intra-community VAT number; optional, from AGENCE_SIREN / AGENCE_TVA. */
  siren?: string;
  numeroTVA?: string;
}

export const AGENCE_PAR_DEFAUT: Agence = {
  nom: "Patrimoine Locatif",
  adresse: "",
  siret: "",
  carteProfessionnelle: "",
  telephone: "",
  email: "",
};

/** The identity from AGENCE_NOM, AGENCE_ADRESSE, AGENCE_SIRET, AGENCE_CARTE_PRO, AGENCE_TELEPHONE and CONTACT_EMAIL. */
type AgenceVar =
  | "AGENCE_NOM"
  | "AGENCE_ADRESSE"
  | "AGENCE_SIRET"
  | "AGENCE_CARTE_PRO"
  | "AGENCE_TELEPHONE"
  | "CONTACT_EMAIL"
  | "AGENCE_SIREN"
  | "AGENCE_TVA";

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
  };
}
