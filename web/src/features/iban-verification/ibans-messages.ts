import { countLabel } from "@/lib/format";
import { accord } from "@worker/domain/francais/pluriel";

// What the imported IBANs' screen says of a count, in French agreement (0 and 1 singular): it read « IBAN
// confirmé(s) », « propriétaire(s) prévenu(s) ».

/** The toast once the second person confirmed them. */
export const ibansConfirmes = (n: number) =>
  `${countLabel(n, "IBAN confirmé", "IBAN confirmés")} : ${accord(n, "il sera payé", "ils seront payés")} aux prochains reversements.`;

/** The toast once the owners were told by e-mail (`suite`: « par e-mail », « de son solde »...). */
export const proprietairesPrevenus = (n: number, suite: string) =>
  `${countLabel(n, "propriétaire prévenu", "propriétaires prévenus")} ${suite}`;

/** The card's line while some wait for their check (`le`: the day and time they were imported). */
export const ibansEnAttente = (n: number, le: string) =>
  `${countLabel(n, "IBAN importé", "IBAN importés")} le ${le} ${accord(n, "attend sa", "attendent leur")} vérification : aucun reversement vers ${accord(n, "ce compte", "ces comptes")} avant.`;

/** The button of the single admin's delay mode. */
export const prevenirLes = (n: number) =>
  n === 1 ? "Prévenir le propriétaire" : `Prévenir les ${countLabel(n, "propriétaire")}`;
