// The letting fees of a lease (issue 60 item 1, ADR 074): the landlord's share (Dossier.honorairesBailleurTTC) is
// debited to the apartment's owners by their shares, the VAT inside split the same way; the tenant's share
// (Dossier.fraisDossierTTC) is on the tenant's account (domain/compte/emmenagement.ts). Both are the agency's income,
// each with its invoice. Pure, integer cents.
import { jourCourt } from "../compte/libelles";
import { tvaFromTtc } from "../money";
import { type Proprietaire, repartir } from "../proprietaire/repartition";

/** One owner's debit: the share of the TTC and of the VAT inside it (cents). */
export interface DebitBailleur {
  ClientId: number;
  debit: number;
  tva: number;
}

/**
 * The landlord's share split by the owners' shares (repartition.ts: the last owner takes the remainder, so the
 * debits add up to the fee to the cent, and the VAT to the fee's VAT). No debit of 0; none without an owner.
 */
export function debitsBailleurs(
  ttc: number,
  tauxTva: number,
  proprietaires: Proprietaire[],
): DebitBailleur[] {
  if (ttc <= 0 || !proprietaires.length) return [];
  const tva = repartir(tvaFromTtc(ttc, tauxTva), proprietaires);
  return repartir(ttc, proprietaires)
    .map((p, i) => ({ ClientId: p.ClientId, debit: p.montant, tva: tva[i]?.montant ?? 0 }))
    .filter((d) => d.debit !== 0);
}

export const LIBELLE_HONORAIRES_BAILLEUR = "Honoraires de location (part du bailleur)";
export const LIBELLE_CORRECTION_BAILLEUR = `${LIBELLE_HONORAIRES_BAILLEUR} : montant corrigé`;
export const LIBELLE_ANNULATION_BAILLEUR = `Annulation : ${LIBELLE_HONORAIRES_BAILLEUR.toLowerCase()} (montant corrigé)`;

/** The catch-up of a lease started before the owners were debited: dated today, its label says so. */
export const libelleRattrapage = (debutBail: string) =>
  `Rattrapage : honoraires de location du bail du ${jourCourt(debutBail)}`;

/** The invoices' object: whose share, of which lease. */
export const objetFacture = (part: "bailleur" | "locataire") =>
  `Honoraires de location (part du ${part})`;

/** How each invoice is paid: the owners' by their accounts; the tenant's on the tenant's account, due. */
export const MODE_REGLEMENT_BAILLEUR = "imputation sur le compte du propriétaire";
export const MODE_REGLEMENT_LOCATAIRE = "à régler sur le compte du locataire";
