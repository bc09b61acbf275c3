import { z } from "zod";
import { ORGANISMES, TYPES_AIDE } from "./aide";
import {
  booleen,
  choix,
  choixRequis,
  date,
  dateRequise,
  idOptionnel,
  montant,
  montantRequis,
  texte,
  texteRequis,
} from "../schemas/fields";

export const MSG_ALLOCATAIRE = "Le numéro d'allocataire est fait de chiffres (7 au moins).";
export const MSG_MONTANT_AIDE = "Le montant de l'aide ne peut pas être négatif.";
export const MSG_DEPUIS = "L'aide change au premier du mois : indiquez une date au 1er.";
export const MSG_DETAIL_VIDE =
  "Collez le détail du versement (n° d'allocataire, nom, mois, montant par ligne) ou joignez le CSV.";
export const MSG_DATE_VIREMENT =
  "Indiquez la date du virement, ou choisissez sa ligne du relevé bancaire.";
export const MSG_DECLARE_FUTUR =
  "La date de déclaration ne peut pas être postérieure à aujourd'hui.";

/** PUT /api/Dossier/{id}/aideLogement: the aid from a month on (euros, "250,00" accepted). */
export const aideLogementSchema = z.object({
  organisme: choixRequis(ORGANISMES),
  numeroAllocataire: texteRequis().refine(
    (s) => /^\d{7,}$/.test(s.replace(/\s/g, "")),
    MSG_ALLOCATAIRE,
  ),
  type: choixRequis(TYPES_AIDE),
  tiersPayant: booleen(),
  montantMensuel: montantRequis().refine((n) => n >= 0, MSG_MONTANT_AIDE),
  depuis: dateRequise().refine((d) => d.endsWith("-01"), MSG_DEPUIS),
});

/**
 * POST /api/aidesLogement/versements: the detail pasted, the transfer it belongs to: its bank-statement line (whose
 * day and amount are then the transfer's), or its day typed.
 */
export const versementsSchema = z
  .object({
    detail: texteRequis().refine((s) => s.trim().length > 0, MSG_DETAIL_VIDE),
    /** The CAF unless told: issue 77 writes the body without it, and most agencies' aid comes from the CAF. */
    organisme: choix(ORGANISMES, "CAF"),
    /** The bank-statement line of the transfer: matched by the split, never offered again. */
    LigneBancaireId: idOptionnel(),
    /** The transfer's day (the payments' date); the line's when a line is given. */
    date: date(),
    /** The transfer's amount, to check the detail's total against. */
    montantVirement: montant(),
    /** The bank line's reference, or any reference of the transfer: a share of it is paid once. */
    reference: texte(),
    /** true: only read and split, nothing recorded (the screen's preview). */
    apercu: booleen(),
  })
  .superRefine((v, ctx) => {
    if (!v.date && v.LigneBancaireId == null)
      ctx.addIssue({ code: "custom", path: ["date"], message: MSG_DATE_VIREMENT });
  });

/** POST /api/Dossier/{id}/declarationImpayeCaf: « Déclaré le … » recorded by staff. */
export const declarationSchema = z.object({
  dateConstitution: dateRequise(),
  declareLe: dateRequise(),
});
