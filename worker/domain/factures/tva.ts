// The VAT of an invoice as EN 16931 names it: a rate above 0 is the standard category (S), 0 % an exempt
// operation (E), which must state its exemption ground on the invoice and in the XML (BR-E-10; CGI art. 242 nonies A).

/** The exemption ground of a small business under the franchise en base (CGI art. 293 B), the default. */
export const MENTION_EXONERATION_PAR_DEFAUT = "TVA non applicable, art. 293 B du CGI";

export type CategorieTva = "S" | "E";

/** UNCL 5305: S for a positive rate (BR-S-05 wants it above 0), E for 0 %. */
export const categorieTva = (taux: number): CategorieTva => (taux > 0 ? "S" : "E");

/** The ground printed at 0 %: the setting, else the default. */
export const mentionExoneration = (saisie: string | null | undefined) =>
  saisie?.trim() || MENTION_EXONERATION_PAR_DEFAUT;

/**
 * What an invoice of this agency lacks for EN 16931: the seller's SIRET (BR-CO-26: an identifier, a legal
 * registration or a VAT number) and its VAT number (BR-S-02, BR-E-02): one French sentence each.
 */
export function mentionsFactureManquantes(a: {
  siret: string;
  siren: string;
  numeroTVA: string;
}): string[] {
  const out: string[] = [];
  if (!a.siret.trim() && !a.siren.trim())
    out.push(
      "Le SIRET de l'agence n'est pas renseigné (Paramètres > Agence) : les factures ne sont pas conformes à la norme EN 16931.",
    );
  if (!a.numeroTVA.trim())
    out.push(
      "Le numéro de TVA intracommunautaire de l'agence n'est pas renseigné (Paramètres > Agence) : les factures ne sont pas conformes à la norme EN 16931.",
    );
  return out;
}
