import type { Config } from "../../ports";
import type { Agence } from "../../lib/agence";
import { eurosFr } from "../../domain/loyer";
import { TITRE_DOCUMENT } from "../../domain/quitance";
import type { QuitanceDoc } from "./data";
import { phraseArriere } from "../../domain/arrieres/repris";

// The French text of the e-mails about a receipt. Amounts and dates as the agency writes them.

const euros = (cents: number) => eurosFr(cents).replace(/\u202f/g, "\u00a0");
const jour = (day: string) => day.split("-").reverse().join("/");
const agence = (config: Config) => config.agence?.nom || "Patrimoine Locatif";

/** The tenant's answer links: paid / not paid, under PUBLIC_URL (the public page /quitance/validation/...). */
export function answerLinks(config: Config, uuid: string) {
  const base = config.publicUrl.replace(/\/+$/, "");
  return {
    paid: `${base}/quitance/validation/true/${uuid}`,
    unpaid: `${base}/quitance/validation/false/${uuid}`,
  };
}

/** Who signs a mail: the agency's name and e-mail of Paramètres > Agence, the host's values where they are empty. */
export interface Signataire {
  nom: string;
  email: string;
}

export const signataireDe = (
  config: Config,
  a?: Pick<Agence, "nom" | "email"> | null,
): Signataire => ({ nom: a?.nom || agence(config), email: a?.email || config.contactEmail });

/** The closing lines of every mail to a tenant or guarantor. */
export function signature(s: Signataire) {
  return [`Pour toute question, écrivez-nous à ${s.email}.`, "", "Cordialement,", s.nom].join("\n");
}

/**
 * The monthly mail: the term's document attached, and the two links the tenant answers with; signed as `sig` (the
 * agency of Paramètres > Agence, as its other mails: the host's default name is the software's, not the agency's).
 */
export function quitanceMail(config: Config, doc: QuitanceDoc, sig: Signataire) {
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
    signature(sig),
  ].join("\n");
  return { subject: `${TITRE_DOCUMENT[data.type]} - ${jour(data.du)} au ${jour(data.au)}`, body };
}

/** A reminder for an unpaid term; `caution` names the guarantor it is written to (from the second reminder). */
export function reminderMail(sig: Signataire, doc: QuitanceDoc, n: number, caution?: string) {
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
    signature(sig),
  ]
    .filter((l, i, all) => l !== "" || all[i - 1] !== "")
    .join("\n");
  return { subject: `Relance : loyer impayé du ${jour(data.du)} au ${jour(data.au)}`, body };
}

/** What every staged reminder says of fees: none (loi n° 89-462 du 6 juillet 1989, art. 4). */
export const SANS_FRAIS =
  "Cette relance ne vous est pas facturée : aucun frais de relance ne peut être mis à la charge du locataire (loi du 6 juillet 1989, article 4).";

const SUJETS_ETAPES = [
  "Rappel : loyer impayé",
  "Deuxième relance : loyer impayé",
  "Mise en demeure de payer : loyer impayé",
] as const;

/** What a staged reminder is about: the tenants, the premises, each open term and what is left on it (cents). */
export interface Impayes {
  locataires: string[];
  adresseLocal: string;
  termes: { du: string; au: string; reste: number }[];
  /** The opening debt an import took over, still owed (ADR 114): named beside the terms. */
  arriere?: { date: string; reste: number } | null;
}

/**
 * The daily job's reminder at stage 1 (friendly), 2 (second, guarantors in copy) or 3 (formal notice, the notice
 * attached); `caution` names the guarantor it is written to. `delai` is the notice's payment deadline (YYYY-MM-DD).
 */
export function stageReminderMail(
  sig: Signataire,
  doc: QuitanceDoc,
  etape: 1 | 2 | 3,
  o: {
    caution?: string;
    delai?: string;
    aideManquante?: number;
    /** The same aid, stated apart in the letter (issue 77): never claimed. */
    aide?: { organisme: string; attendue: number; nonRecue: number };
  } = {},
) {
  const { data } = doc;
  // The housing aid still expected is not the tenant's debt (issue 77, ADR 123): the reminder claims the rest less it.
  const reste = data.loyerHC + data.charges - (data.montantRegle ?? 0) - (o.aideManquante ?? 0);
  const impayes = { ...data, termes: [{ du: data.du, au: data.au, reste }] };
  return relanceEtapeMail(sig, impayes, etape, o);
}

/** The reminder of a stage for one or several open terms ("Relancer maintenant" writes about all of a dossier's). */
/** The aid apart from the tenant's own debt: what the organisme pays is never claimed from the tenant. */
const phraseAide = (a: { organisme: string; attendue: number; nonRecue: number }) =>
  `Ce montant est votre part seule : l'aide au logement versée par la ${a.organisme} ne vous est pas réclamée (aide au logement attendue : ${euros(a.attendue)} ; aide non reçue : ${euros(a.nonRecue)}).`;

export function relanceEtapeMail(
  sig: Signataire,
  d: Impayes,
  etape: 1 | 2 | 3,
  o: {
    caution?: string;
    delai?: string;
    /** The housing aid missing (tiers payant, issue 77): stated apart, never claimed. */
    aide?: { organisme: string; attendue: number; nonRecue: number };
  } = {},
) {
  const restant = d.termes.reduce((s, t) => s + t.reste, 0) + (d.arriere?.reste ?? 0);
  const un = d.termes.length + (d.arriere ? 1 : 0) === 1;
  const periodes = d.termes.map((t) => `du ${jour(t.du)} au ${jour(t.au)}`).join(", ");
  const loyers = d.termes.length
    ? [
        `${d.termes.length === 1 ? "le loyer de la période" : "les loyers des périodes"} ${periodes}`,
      ]
    : [];
  const dus = d.arriere ? [...loyers, phraseArriere(d.arriere.date)] : loyers;
  const loyer = `${dus.join(" et ")} (${d.adresseLocal})`;
  const impaye = un ? "reste impayé" : "restent impayés";
  const locataires = d.locataires.join(" et ");
  const intro = o.caution
    ? `Bonjour ${o.caution},\n\nVous vous êtes porté(e) caution de ${locataires} pour le logement situé ${d.adresseLocal}. Nous vous informons de la situation suivante.`
    : `Bonjour ${locataires},`;
  const corps =
    etape === 1
      ? [
          `Sauf erreur de notre part, ${loyer} ${un ? "n'a pas encore été réglé" : "n'ont pas encore été réglés"} : ${euros(restant)} restent dus.`,
          "Il s'agit peut-être d'un simple oubli : merci de procéder au règlement dans les meilleurs délais, ou de nous contacter si celui-ci a déjà été effectué.",
        ]
      : etape === 2
        ? [
            `Malgré notre premier rappel, ${loyer} ${impaye} : ${euros(restant)}.`,
            "Merci de régulariser cette situation sans attendre, ou de nous contacter pour en parler.",
          ]
        : [
            `${loyer.charAt(0).toUpperCase()}${loyer.slice(1)} ${impaye} malgré nos relances : ${euros(restant)}.`,
            `Vous trouverez ci-joint la mise en demeure de payer, qui détaille l'ensemble des sommes restant dues${o.delai ? `, à régler au plus tard le ${jour(o.delai)}` : ""}.`,
            "À défaut de règlement, le bailleur pourra engager les procédures prévues par le bail et par la loi.",
          ];
  const aide = o.aide && o.aide.attendue + o.aide.nonRecue > 0 ? ["", phraseAide(o.aide)] : [];
  const body = [intro, "", ...corps, ...aide, "", SANS_FRAIS, "", signature(sig)].join("\n");
  const premier = d.termes[0];
  const dernier = d.termes.at(-1);
  const du = premier && dernier ? ` du ${jour(premier.du)} au ${jour(dernier.au)}` : "";
  return { subject: `${SUJETS_ETAPES[etape - 1]}${du}`, body };
}
