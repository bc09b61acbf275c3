// A tenant's later payment of what it owes the insurer after a subrogation (issue 78 item 5, ADR 130): it settles
// « dû à l'assureur », never the owners' account, and is listed for transfer to the insurer (« Récupérations à
// reverser »). Pure: what staff send, and why a payment is refused.
import { z } from "zod";
import { eurosDe } from "../francais/nombres";
import { toEuros } from "../money";
import { dateRequise, montantRequis, texte } from "../schemas/fields";

export const recuperationSchema = z.object({
  date: dateRequise(),
  montant: montantRequis(),
  reference: texte(),
});

/** ADR 157: « Marquer payée » on a term an insurer paid and is still owed for: the money is the insurer's first. */
export const MSG_TERME_ASSUREUR =
  "L'assureur a payé ce terme et le locataire lui doit encore cette somme : enregistrez le paiement du locataire avec « Encaisser un paiement » (la part de l'assureur lui revient d'abord).";

/**
 * ADR 158: « Statut remis à impayé » on a term only the insurer's indemnity settles: the insurer did pay the owners,
 * so there is nothing of the tenant's to undo (the indemnity is not the tenant's payment).
 */
export const MSG_IMPAYE_ASSUREUR =
  "Ce terme n'est réglé que par l'indemnité de l'assureur : il ne peut pas être remis à impayé. Le locataire doit cette somme à l'assureur (« Dû à l'assureur »).";

export const MSG_SANS_DETTE_ASSUREUR =
  "Ce locataire ne doit rien à un assureur : enregistrez ce paiement sur son compte.";

/** The amount above what the tenant owes the insurer (cents): the rest is a payment on the tenant's account. */
export const msgAuDela = (du: number) =>
  `Le locataire ne doit que ${eurosDe(toEuros(du))} à l'assureur : enregistrez le surplus comme un paiement sur son compte.`;

/** GET /sinistres/recuperations: the period read, both days optional. */
export const periodeRecuperationsQuery = z.object({
  du: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide (AAAA-MM-JJ).")
    .optional(),
  au: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide (AAAA-MM-JJ).")
    .optional(),
});

// Their transfer to the insurer (ADR 136): a GLI insurer's in the supplier batch, Visale's by hand.
export const virementRecuperationSchema = z.object({ date: dateRequise() });

export const MSG_RECUPERATION_INTROUVABLE = "Récupération introuvable.";
/** ADR 157, 158: a recovery whose money did not come in or was not the tenant's, or the reversal itself. */
export const MSG_RECUPERATION_ANNULEE =
  "Cette récupération est annulée (prélèvement rejeté, paiement ou rapprochement annulé) : il n'y a rien à reverser à l'assureur.";
export const MSG_RECUPERATION_SANS_INDEMNITE =
  "L'indemnité de l'assureur a été annulée : cette récupération ne lui est plus due, elle ne peut pas lui être reversée.";
/** ADR 172: « Rendre au locataire » only for a recovery an indemnity's cancellation left to no one, not transferred. */
export const MSG_PAS_A_RENDRE =
  "Cette récupération n'est pas à rendre au locataire : seule une récupération plus due à l'assureur (son indemnité annulée) et pas encore reversée peut l'être, une fois.";
export const MSG_DEJA_REVERSEE = "Cette récupération est déjà reversée à l'assureur.";
export const MSG_PAR_LE_LOT =
  "Cette récupération est due à l'assureur d'un contrat GLI : elle part dans le paiement des fournisseurs.";
export const MSG_VIREMENT_QUATRE_YEUX =
  "Le virement est enregistré par un administrateur ou un comptable autre que celui qui a enregistré le paiement du locataire.";
export const MSG_VIREMENT_AVANT = "Le virement ne peut précéder le paiement du locataire.";
