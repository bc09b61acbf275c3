import { eurosDe } from "../francais/nombres";
import { toEuros } from "../money";

// The chain of an account's statements (issue 59 item 5, ADR 067): a statement's opening balance is the closing
// balance of the account's previous statement, the one with the latest end day before this one's first day. A
// statement or a previous one without that balance (a CSV without a balance column) is not checked, and a
// statement without a first day neither: there is nothing to compare. An admin may record an explained break.

const jour = (iso: string) => iso.split("-").reverse().join("/");

/** The 409's code: the screen then offers an admin to import with an explanation. */
export const CODE_RUPTURE = "rupture_releve";

export const MSG_RUPTURE_VIDE =
  "Expliquez la rupture du solde (par exemple : relevé manquant, erreur de la banque).";
export const MSG_RUPTURE_LONGUE = "1 000 caractères au plus.";
export const RUPTURE_MAX = 1000;

/** « Le solde initial de ce relevé (1 234,56 €) ne correspond pas au solde final du relevé précédent (1 200,00 €) du compte « … » … » */
export function msgRuptureReleve(r: {
  /** Cents. */
  soldeInitial: number;
  /** Cents: the previous statement's closing balance. */
  soldePrecedent: number;
  compte: string;
  /** The previous statement's last day and this one's first day. */
  precedentAu: string;
  du: string;
}): string {
  return (
    `Le solde initial de ce relevé (${eurosDe(toEuros(r.soldeInitial))}) ne correspond pas au solde final du relevé ` +
    `précédent (${eurosDe(toEuros(r.soldePrecedent))}) du compte « ${r.compte} » : le relevé précédent s'arrête au ` +
    `${jour(r.precedentAu)}, celui-ci commence le ${jour(r.du)}. Importez d'abord le relevé manquant, ou faites ` +
    `importer celui-ci par un administrateur avec l'explication de l'écart.`
  );
}
