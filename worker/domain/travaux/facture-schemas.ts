import { z } from "zod";
import {
  MSG,
  choixRequis,
  dateRequise,
  montant,
  montantRequis,
  texte,
  texteRequis,
} from "../schemas/fields";
import {
  CAUSES,
  estImputableAuLocataire,
  MSG_CAUSE_NON_IMPUTABLE,
  RUBRIQUES_87_712,
} from "./reparations-locatives";
import { fautesTotaux } from "./facture-totaux";

// A supplier's invoice as staff send it (issue 76, item 4): its number, date, totals and lines, each charged to the
// owners (nature travaux or entretien) or to the tenant as réparations locatives. Amounts in euros, to the cent; the
// total TTC is `montant`, its HT and TVA optional but then making it to the cent (facture-totaux.ts).

export const IMPUTATIONS = ["proprietaires", "locataire"] as const;
/** The owner's nature as the issue names it, and the owner debit's nature (domain/gerance/natures.ts) it is. */
export const NATURES_FACTURE = {
  travaux: "travaux_amelioration",
  entretien: "travaux_entretien",
} as const;

export const ligneSchema = z
  .object({
    libelle: texte(),
    montant: montantRequis(),
    imputation: choixRequis(IMPUTATIONS),
    nature: z.enum(["travaux", "entretien"], { error: MSG.choix }).optional(),
    chargeLocataire: z
      .object({
        rubrique: choixRequis(RUBRIQUES_87_712),
        cause: choixRequis(CAUSES),
      })
      .optional(),
  })
  .superRefine((l, ctx) => {
    if (l.imputation === "proprietaires" && !l.nature)
      ctx.addIssue({
        code: "custom",
        path: ["nature"],
        message: "Choisissez travaux ou entretien.",
      });
    if (l.imputation === "locataire") {
      if (!l.chargeLocataire)
        ctx.addIssue({
          code: "custom",
          path: ["chargeLocataire"],
          message: "Indiquez la rubrique du décret 87-712 et la cause de la réparation.",
        });
      else if (!estImputableAuLocataire(l.chargeLocataire.cause))
        ctx.addIssue({
          code: "custom",
          path: ["chargeLocataire", "cause"],
          message: MSG_CAUSE_NON_IMPUTABLE,
        });
    }
  });

export const MSG_TOTAL_LIGNES = "Le montant de la facture doit être la somme de ses lignes.";

export const factureSchema = z
  .object({
    numero: texteRequis(),
    date: dateRequise(),
    montant: montantRequis(),
    montantHT: montant(),
    montantTVA: montant(),
    lignes: z
      .array(ligneSchema, { error: "Indiquez au moins une ligne." })
      .min(1, "Indiquez au moins une ligne."),
  })
  .superRefine((f, ctx) => {
    const somme = f.lignes.reduce((s, l) => s + Math.round(l.montant * 100), 0);
    if (somme !== Math.round(f.montant * 100))
      ctx.addIssue({ code: "custom", path: ["montant"], message: MSG_TOTAL_LIGNES });
    for (const [champ, message] of Object.entries(fautesTotaux(f)))
      ctx.addIssue({ code: "custom", path: [champ], message });
  });
