import { z } from "zod";
import { eurosDe } from "../francais/nombres";
import { jourFr } from "../iban-verification/regles";
import { toEuros } from "../money";

// An agency with one admin confirms its opening balances by the delay (issue 74, item 7; ADR 132): nobody else can
// confirm them (ADR 113), so each owner is told its opening balance, and without an objection within the delay the
// balances count. The delay is a dated row with its reason, like the IBANs' (ADR 068, 116): an owner who reads
// « 72 heures » in the e-mail must read the same delay the server applies.

/** The delay before an import's balances count without a second person, dated: a new row from its day on. */
export interface DelaiSoldesRepris {
  /** First day (ISO, the day the owners are told) the row applies to. */
  depuis: string;
  heures: number;
  raison: string;
  source: string;
}

export const DELAIS_SOLDES_REPRIS: readonly DelaiSoldesRepris[] = [
  {
    depuis: "2000-01-01",
    heures: 72,
    raison:
      "Le même délai que celui d'un IBAN importé (mode délai de l'agence) : le propriétaire prévenu par e-mail a trois jours pour contester le solde que l'agence lui reprend avant qu'il ne soit reversé.",
    source:
      "Contrôle interne de l'agence (représentation des fonds, loi n° 70-9 du 2 janvier 1970, art. 5 ; décret n° 72-678 du 20 juillet 1972, art. 64 : reddition des comptes au mandant)",
  },
];

/** The row in force on a day (ISO). */
export function delaiSoldesAu(jour: string): DelaiSoldesRepris {
  const enVigueur =
    DELAIS_SOLDES_REPRIS.filter((d) => d.depuis <= jour).at(-1) ?? DELAIS_SOLDES_REPRIS[0];
  if (!enVigueur) throw new Error("DELAIS_SOLDES_REPRIS est vide");
  return enVigueur;
}

/** When the balances count without an objection: the instant the owners are told, plus the delay in force. */
export function soldesComptentApres(maintenant: Date, jour: string): string {
  return new Date(maintenant.getTime() + delaiSoldesAu(jour).heures * 3600_000).toISOString();
}

export const MSG_SEUL_CONFIRMATEUR_SOLDES = (heures: number) =>
  `Vous êtes le seul administrateur ou comptable de l'agence : personne d'autre ne peut confirmer ces soldes d'ouverture. Après l'import, passez en mode délai : chaque propriétaire est prévenu de son solde par e-mail et, sans opposition sous ${heures} heures, les soldes comptent.`;
export const MSG_SOLDES_PAS_EN_DELAI =
  "La vérification de l'agence n'est pas en mode délai : choisissez « 72 heures après l'e-mail au propriétaire » dans Paramètres > Agence, puis prévenez les propriétaires.";
export const MSG_SOLDES_PAS_A_VERIFIER =
  "Cette reprise n'a pas de soldes en attente de vérification.";
export const MSG_SOLDES_DELAI_ECOULE =
  "Le délai de contestation de ces soldes est écoulé : ils comptent déjà.";
export const MSG_SOLDES_DEJA_CONTESTES = "Les soldes de cette reprise sont déjà contestés.";

/** Staff recording an owner's objection (by phone, by letter): which owner, and what it says. */
export const oppositionSoldesSchema = z.object({
  ClientId: z.number({ error: "Choisissez le propriétaire qui conteste." }).int().positive(),
  motif: z
    .string({ error: "Le motif de la contestation est requis." })
    .trim()
    .min(1, { error: "Le motif de la contestation est requis." })
    .max(2000, { error: "Motif trop long (2 000 caractères au plus)." }),
});

/** The owner's own objection from its space: only what it says. */
export const oppositionEspaceSchema = oppositionSoldesSchema.pick({ motif: true });

/** The e-mail to an owner whose opening balance came with the agency's files. */
export function avisSoldeRepris(a: {
  destinataire: string;
  /** Cents, positive: the agency owes the owner. */
  montant: number;
  dateReprise: string;
  comptentApres: string;
  heures: number;
  agence: { nom: string; telephone: string; email: string };
}): { subject: string; body: string } {
  const contact = [
    a.agence.telephone && `au ${a.agence.telephone}`,
    a.agence.email && `à ${a.agence.email}`,
  ]
    .filter(Boolean)
    .join(" ou ");
  const sens = a.montant >= 0 ? "en votre faveur" : "à votre charge";
  return {
    subject: "Votre solde repris par votre agence",
    body: [
      `Bonjour ${a.destinataire},`,
      "",
      `${a.agence.nom} a repris la gestion de vos biens dans un nouveau logiciel. Votre solde au ${jourFr(a.dateReprise)} y est de ${eurosDe(toEuros(Math.abs(a.montant)))} ${sens}.`,
      `Sans contestation de votre part sous ${a.heures} heures, il sera retenu à partir du ${jourFr(a.comptentApres)} : vous le retrouvez dans votre espace propriétaire, où vous pouvez le contester.`,
      "",
      `Si ce montant n'est pas le bon, contactez-nous sans attendre${contact ? ` ${contact}` : ""} : aucun reversement n'en tiendra compte avant vérification.`,
      "",
      `${a.agence.nom}`,
    ].join("\n"),
  };
}
