// No IBAN changed behind anyone's back (issue 59, item 3; ADR 068). Pure rules shared by the server and the web: when
// an owner's bank details are "à vérifier", who may confirm them, when the delay makes them trusted, and what the
// owner is told. The services write them (services/iban-verification/), the payout batch applies them in SQL.

import { parisDate, parisHeure } from "../dates";
import { normaliserIban } from "../sepa/iban";
import { ibanVerifieApres } from "./delai";

export const STATUTS_IBAN = ["a_verifier", "verifie"] as const;
export type StatutIban = (typeof STATUTS_IBAN)[number];
/** A row of an owner's history: the current one is "a_verifier" or "verifie", every older one "remplace". */
export type StatutHistorique = StatutIban | "remplace";

/**
 * How a changed IBAN becomes trusted (Paramètres > Agence): confirmed by a second person only, or also by the
 * passing of 72 hours after the owner was told at the address known before the change.
 */
export const MODES_VERIFICATION = ["deuxieme_personne", "delai"] as const;
export type ModeVerification = (typeof MODES_VERIFICATION)[number];
export const MODE_VERIFICATION_LABELS: Record<ModeVerification, string> = {
  deuxieme_personne: "Par une deuxième personne",
  delai: "Par une deuxième personne, ou 72 heures après l'e-mail au propriétaire",
};
export const MODE_VERIFICATION_AIDES: Record<ModeVerification, string> = {
  deuxieme_personne:
    "Un IBAN saisi ou modifié n'est payé qu'une fois confirmé par un autre administrateur ou comptable que son auteur. Le propriétaire est prévenu par e-mail.",
  delai:
    "Le propriétaire est prévenu par e-mail à l'adresse connue avant le changement ; sans opposition, l'IBAN est vérifié 72 heures plus tard. Un autre administrateur ou comptable peut le confirmer avant. Sans adresse connue, ou avec une adresse modifiée peu avant l'IBAN, seule une deuxième personne peut le confirmer.",
};

export const STATUT_IBAN_LABELS: Record<StatutHistorique, string> = {
  a_verifier: "À vérifier",
  verifie: "Vérifié",
  remplace: "Remplacé",
};

/** An owner's bank details as stored (IBAN without spaces, or null). */
export interface Coordonnees {
  iban: string | null;
  bic: string | null;
}

/**
 * What a write does to an owner's bank details: a first IBAN ("nouveau", at creation or on a record that had none),
 * another IBAN or BIC ("modifie"), the IBAN removed ("retire"), or nothing to verify ("aucun"). A first IBAN is held
 * like a changed one: the issue holds "a new or changed owner IBAN", and a creation is the same typing by one person.
 */
export type Changement = "aucun" | "nouveau" | "modifie" | "retire";

const net = (v: string | null | undefined) => (v ?? "").trim();

export function changementIban(avant: Coordonnees | undefined, apres: Coordonnees): Changement {
  const ibanAvant = normaliserIban(net(avant?.iban));
  const ibanApres = normaliserIban(net(apres.iban));
  if (!ibanApres) return ibanAvant ? "retire" : "aucun";
  if (!ibanAvant) return "nouveau";
  if (ibanAvant !== ibanApres || net(avant?.bic) !== net(apres.bic)) return "modifie";
  return "aucun";
}

/** The e-mail fields of an owner (Client), as stored. */
export interface Courriels {
  mailDefaut: string | null;
  mailPerso: string | null;
  mailPro: string | null;
}

/**
 * The address the owner is told at: the default one (mailDefaut) as it was before the change, the other one when
 * the default is empty; null when the record held none (a creation has no "before": the typist gave the address).
 */
export function adresseConnue(avant: Courriels | undefined): string | null {
  if (!avant) return null;
  const defaut = avant.mailDefaut === "mailPro" ? avant.mailPro : avant.mailPerso;
  const autre = avant.mailDefaut === "mailPro" ? avant.mailPerso : avant.mailPro;
  return net(defaut) || net(autre) || null;
}

/** The moment the IBAN becomes trusted by the delay: in the "delai" mode, when the owner could be told. */
export function verifieApresDe(
  mode: ModeVerification,
  informeA: string | null,
  now: Date,
): string | null {
  return mode === "delai" && informeA ? ibanVerifieApres(now) : null;
}

/** The status reads show: a pending IBAN whose delay is over is verified, before the daily job writes it so. */
export function statutEffectif(
  statut: StatutIban,
  verifieApres: string | null | undefined,
  now: Date,
): StatutIban {
  return statut === "a_verifier" && verifieApres && verifieApres <= now.toISOString()
    ? "verifie"
    : statut;
}

export const MSG_RIEN_A_CONFIRMER =
  "Aucun IBAN n'est en attente de vérification pour ce propriétaire.";
export const MSG_AUTEUR_NE_CONFIRME_PAS =
  "Vous avez saisi cet IBAN : il doit être confirmé par un autre administrateur ou comptable.";
export const MSG_IBAN_CHANGE =
  "L'IBAN de ce propriétaire a changé entre-temps : relisez la fiche avant de le confirmer.";
export const MSG_SEQUESTRE_RIEN_A_CONFIRMER =
  "Le compte séquestre de l'agence n'est pas en attente de vérification.";
export const MSG_SEQUESTRE_AUTEUR =
  "Vous avez modifié le compte séquestre : il doit être confirmé par un autre administrateur ou comptable.";
/** A line left out at validation: it pays an IBAN no longer the owner's verified one. */
export const MSG_LIGNE_IBAN_NON_VERIFIE =
  "L'IBAN de ce propriétaire a été modifié depuis la préparation du lot : il sera payé au prochain lot, une fois son nouvel IBAN vérifié.";

/** "2026-11-21T10:00:00.000Z" -> "21/11/2026", the Paris day. */
export const jourFr = (iso: string) => parisDate(new Date(iso)).split("-").reverse().join("/");

/** The reason a payout batch leaves the owner out (two pieces: the SQL writes the date between them). */
export const EN_ATTENTE = ["IBAN modifié le ", ", en attente de vérification"] as const;
export const MSG_IBAN_EN_ATTENTE = (createdAt: string) =>
  `${EN_ATTENTE[0]}${jourFr(createdAt)}${EN_ATTENTE[1]}`;

/** No SEPA file while the trust account waits for a second person (payouts' and direct debits' `.../sepa`: 409). */
export const MSG_SEQUESTRE_A_VERIFIER = (par: string | null, le: string | null) =>
  `Le compte séquestre de l'agence a été modifié par ${par || "un utilisateur"}${le ? ` le ${jourFr(le)}` : ""} : il doit être confirmé par un autre administrateur ou comptable avant tout fichier SEPA.`;

/**
 * Who may confirm a pending IBAN (theirs or the agency's), the role aside (FINANCE_ROLES): someone else than
 * its author. Null when `par` may; else the answer's status and French message.
 */
export function refusConfirmation(
  enAttente: { auteur: string } | undefined,
  par: string,
  rien = MSG_RIEN_A_CONFIRMER,
  auteur = MSG_AUTEUR_NE_CONFIRME_PAS,
): { status: 403 | 409; message: string } | null {
  if (!enAttente) return { status: 409, message: rien };
  if (enAttente.auteur.toLowerCase() === par.toLowerCase()) return { status: 403, message: auteur };
  return null;
}

/** The last 4 characters of an IBAN: what an e-mail may show of it. */
export const quatreDerniers = (iban: string) => normaliserIban(iban).slice(-4);

export interface AvisChangement {
  /** "Monsieur Dupont Jean". */
  destinataire: string;
  iban: string;
  at: Date;
  /** When the IBAN will be used without a second person's confirmation (the "delai" mode), else null. */
  verifieApres: string | null;
  agence: { nom: string; telephone: string; email: string };
  /** What the IBAN pays: « vos reversements » (an owner's, the default), « nos règlements ». */
  usage?: string;
}

const quandFr = (d: Date) => `${jourFr(d.toISOString())} à ${parisHeure(d).replace(":", " h ")}`;

/** The e-mail to the owner at the address known before the change: "Votre IBAN a été modifié...". */
export function avisChangementIban(a: AvisChangement): { subject: string; body: string } {
  const contact = [
    a.agence.telephone && `au ${a.agence.telephone}`,
    a.agence.email && `à ${a.agence.email}`,
  ]
    .filter(Boolean)
    .join(" ou ");
  const usage = a.usage ?? "vos reversements";
  const effet = a.verifieApres
    ? `Sans opposition de votre part, il sera utilisé pour ${usage} à partir du ${quandFr(new Date(a.verifieApres))}.`
    : `Il ne sera utilisé pour ${usage} qu'après sa vérification par notre agence.`;
  return {
    subject: "Votre IBAN a été modifié",
    body: [
      `Bonjour ${a.destinataire},`,
      "",
      `Votre IBAN a été modifié dans nos fichiers le ${quandFr(a.at)} : ${usage} iront désormais sur le compte dont l'IBAN se termine par ${quatreDerniers(a.iban)}.`,
      effet,
      "",
      "Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.",
      `Si vous ne l'avez pas demandé, contactez-nous sans attendre${contact ? ` ${contact}` : ""}, sans répondre au message qui vous aurait demandé vos nouvelles coordonnées bancaires : nous bloquerons tout reversement vers ce compte. Ne communiquez jamais vos codes bancaires.`,
      "",
      `${a.agence.nom}`,
    ].join("\n"),
  };
}
