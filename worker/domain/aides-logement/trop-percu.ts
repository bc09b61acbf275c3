import { z } from "zod";
import { idRequis, montantRequis, texteRequis } from "../schemas/fields";

// An aid the CAF or MSA paid too much and takes back (trop-perçu, issue 77 item 2). Money leaving the trust account:
// a payment out, prepared by one person and validated by another admin or comptable (as the owners' and suppliers'
// payouts), debiting the tenant's account by what the excess aid had credited; never a negative aid or share.

export const MSG_TROP_PERCU_POSITIF =
  "Le trop-perçu est un montant positif : il est remboursé à l'organisme par un virement, jamais comme une aide négative.";
export const MSG_MOIS_AIDE = "Indiquez le mois de l'aide au format AAAA-MM (par exemple 2026-11).";
export const MSG_SANS_AIDE =
  "Ce bail n'a pas d'aide au logement enregistrée : il n'y a pas de trop-perçu à rembourser.";
export const MSG_TROP_PERCU_DEJA =
  "Un trop-perçu de cette aide est déjà enregistré pour ce bail et ce mois : il n'est remboursé qu'une fois.";
export const MSG_TROP_PERCU_INTROUVABLE = "Ce trop-perçu est introuvable.";
export const MSG_TROP_PERCU_REMBOURSE = "Ce trop-perçu est déjà remboursé.";
export const MSG_TROP_PERCU_QUATRE_YEUX =
  "Vous avez enregistré ce trop-perçu : son remboursement doit être validé par un autre administrateur ou comptable.";

/** POST /api/aidesLogement/tropPercus. */
export const tropPercuSchema = z.object({
  DossierId: idRequis(),
  montant: montantRequis().refine((n) => n > 0, MSG_TROP_PERCU_POSITIF),
  mois: texteRequis().refine((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m), MSG_MOIS_AIDE),
  motif: texteRequis(),
});
