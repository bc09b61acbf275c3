import { z } from "zod";
import { jourFr, quatreDerniers } from "./regles";

// The IBANs an import brought (issue 74, item 7; ADR 116): confirmed all at once by a second person, who sees each
// owner with the last four characters of their IBAN and confirms that list explicitly; or, in the agency's delay
// mode, each owner told and the IBAN used 72 hours later without opposition. Pure rules and French texts.

export const MSG_IMPORTEUR_NE_CONFIRME_PAS =
  "Vous avez importé ces IBAN : ils doivent être confirmés par un autre administrateur ou comptable.";
export const MSG_LISTE_CHANGEE =
  "Les IBAN de cet import ont changé depuis leur affichage : relisez la liste avant de la confirmer.";
export const MSG_CONFIRMATION_EXPLICITE =
  "Cochez la case pour confirmer avoir vérifié chaque IBAN auprès de son propriétaire.";
export const MSG_PAS_EN_DELAI =
  "La vérification des IBAN n'est pas en mode délai : choisissez « 72 heures après l'e-mail au propriétaire » dans Paramètres > Agence, puis prévenez les propriétaires.";
export const MSG_SEUL_CONFIRMATEUR =
  "Vous êtes le seul administrateur ou comptable de l'agence : personne d'autre ne peut confirmer ces IBAN. Passez la vérification des IBAN en mode délai (Paramètres > Agence) : chaque propriétaire est prévenu par e-mail et son IBAN est utilisé 72 heures plus tard sans opposition.";

/** « IBAN importé le 28/11/2026 » beside « IBAN modifié le … » (EN_ATTENTE): the payout's reason for an import's. */
export const IMPORTE_EN_ATTENTE = "IBAN importé le ";
export const MSG_IBAN_IMPORTE_EN_ATTENTE = (createdAt: string) =>
  `${IMPORTE_EN_ATTENTE}${jourFr(createdAt)}, en attente de vérification`;

/**
 * POST /Import/{id}/ibans/confirmer: the list the confirmer read, each owner with their IBAN's last four characters,
 * and the explicit confirmation. A pending IBAN of the import missing from the list, or whose end differs, refuses
 * the whole confirmation: what is confirmed is exactly what was read.
 */
export const confirmerIbansImportSchema = z.object({
  ibans: z
    .array(
      z.object({
        ClientId: z.number({ error: "Propriétaire requis." }).int().positive(),
        fin: z.string({ error: "Les 4 derniers caractères de l'IBAN sont requis." }).length(4, {
          error: "Les 4 derniers caractères de l'IBAN sont requis.",
        }),
      }),
      { error: "La liste des IBAN lus est requise." },
    )
    .min(1, { error: "La liste des IBAN lus est requise." })
    .max(5000, { error: "Liste trop longue." }),
  confirme: z.literal(true, { error: MSG_CONFIRMATION_EXPLICITE }),
});

/** The e-mail to an owner whose IBAN came with the agency's files: what the owner may refuse within 72 hours. */
export function avisIbanImporte(a: {
  destinataire: string;
  iban: string;
  verifieApres: string;
  agence: { nom: string; telephone: string; email: string };
}): { subject: string; body: string } {
  const contact = [
    a.agence.telephone && `au ${a.agence.telephone}`,
    a.agence.email && `à ${a.agence.email}`,
  ]
    .filter(Boolean)
    .join(" ou ");
  return {
    subject: "Votre IBAN enregistré par votre agence",
    body: [
      `Bonjour ${a.destinataire},`,
      "",
      `${a.agence.nom} a repris la gestion de vos biens dans un nouveau logiciel : vos reversements iront sur le compte dont l'IBAN se termine par ${quatreDerniers(a.iban)}.`,
      `Sans opposition de votre part, il sera utilisé à partir du ${jourFr(a.verifieApres)}.`,
      "",
      `Si ce n'est pas votre compte, contactez-nous sans attendre${contact ? ` ${contact}` : ""} : nous bloquerons tout reversement vers ce compte. Ne communiquez jamais vos codes bancaires.`,
      "",
      `${a.agence.nom}`,
    ].join("\n"),
  };
}
