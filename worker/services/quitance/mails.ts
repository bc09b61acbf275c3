import type { Config } from "../../ports";
import { TITRE_DOCUMENT } from "../../domain/quittance";
import type { ReceiptDoc } from "./data";

// The French text of the e-mails about a receipt. Amounts and dates as the agency writes them.

const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const euros = (cents: number) => EUROS.format(cents / 100).replace(/\u202f/g, "\u00a0");
const jour = (day: string) => day.split("-").reverse().join("/");
const agence = (config: Config) => (config as Config & { agence?: { nom?: string } }).agence?.nom || "Patrimoine Locatif";

/** The tenant's answer links: paid / not paid, under PUBLIC_URL (the public page /quitance/validation/...). */
export function answerLinks(config: Config, uuid: string) {
  const base = config.publicUrl.replace(/\/+$/, "");
  return { paid: `${base}/quitance/validation/true/${uuid}`, unpaid: `${base}/quitance/validation/false/${uuid}` };
}

function signature(config: Config) {
  return [`Pour toute question, écrivez-nous à ${config.contactEmail}.`, "", "Cordialement,", agence(config)].join("\n");
}

/** The monthly mail: the term's document attached, and the two links the tenant answers with. */
export function receiptMail(config: Config, doc: ReceiptDoc) {
  const { data, row } = doc;
  const links = answerLinks(config, row.uuid);
  const titre = TITRE_DOCUMENT[data.type].toLowerCase();
  const body = [
    `Bonjour ${data.locataires.join(" et ")},`,
    "",
    `Veuillez trouver ci-joint votre ${titre} pour la période du ${jour(data.du)} au ${jour(data.au)} (${data.adresseLocal}).`,
    `Montant du terme : ${euros(data.loyerHC + data.charges)} (loyer ${euros(data.loyerHC)}, charges ${euros(data.charges)}).`,
    "",
    "Merci de nous indiquer d'un clic si ce loyer a été réglé :",
    `- Loyer réglé : ${links.paid}`,
    `- Loyer non réglé : ${links.unpaid}`,
    "",
    signature(config),
  ].join("\n");
  return { subject: `${TITRE_DOCUMENT[data.type]} - ${jour(data.du)} au ${jour(data.au)}`, body };
}

/** A reminder for an unpaid term; `caution` names the guarantor it is written to (from the second reminder). */
export function reminderMail(config: Config, doc: ReceiptDoc, n: number, caution?: string) {
  const { data } = doc;
  const restant = data.loyerHC + data.charges - (data.montantRegle ?? 0);
  const intro = caution
    ? `Bonjour ${caution},\n\nVous vous êtes porté(e) caution de ${data.locataires.join(" et ")} pour le logement situé ${data.adresseLocal}.`
    : `Bonjour ${data.locataires.join(" et ")},`;
  const body = [
    intro,
    "",
    `Sauf erreur de notre part, le loyer de la période du ${jour(data.du)} au ${jour(data.au)} (${data.adresseLocal}) reste impayé : ${euros(restant)}.`,
    n > 1 ? `Il s'agit de notre relance n° ${n}.` : "",
    "Merci de procéder au règlement dans les meilleurs délais, ou de nous contacter si celui-ci a déjà été effectué.",
    "",
    signature(config),
  ].filter((l, i, all) => l !== "" || all[i - 1] !== "").join("\n");
  return { subject: `Relance : loyer impayé du ${jour(data.du)} au ${jour(data.au)}`, body };
}
