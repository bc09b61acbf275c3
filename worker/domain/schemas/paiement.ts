import { z } from "zod";
import { MODES_ENCAISSEMENT } from "./enums";
import { choixRequis, dateRequise, idOptionnel, montantRequis, texte, texteRequis } from "./fields";

export const MSG_MONTANT_NUL = "Le montant doit être supérieur à zéro.";
export const MSG_DATE_FUTURE = "La date ne peut pas être dans le futur.";

/** POST /api/Dossier/{id}/paiements: money received (euros, "1 450,50" accepted). */
export const paiementSchema = z.object({
  montant: montantRequis().refine((n) => n > 0, MSG_MONTANT_NUL),
  date: dateRequise(),
  mode: choixRequis(MODES_ENCAISSEMENT),
  reference: texte(),
  QuitanceId: idOptionnel(),
});

/** POST /api/Paiement/{id}/annuler: why the payment is reversed (rejected transfer, bounced cheque...). */
export const annulationSchema = z.object({ motif: texteRequis() });

/** POST /api/Dossier/{id}/ajustements: a remise granted to the tenant (credit), with its reason. */
export const ajustementSchema = z.object({
  montant: montantRequis().refine((n) => n > 0, MSG_MONTANT_NUL),
  date: dateRequise(),
  motif: texteRequis(),
  QuitanceId: idOptionnel(),
});
