import { z } from "zod";
import { date, dateRequise, montantRequis, texte } from "./fields";

// Paramètres > Référentiels: a row of letting-fee ceilings (PUT /api/referentiels/honoraires/{depuis}) and the
// commune list's optional date (POST /api/referentiels/communes).

/** The ceilings in euros TTC per m², as the décret and its revisions write them (12,10 ; 3,03). */
export const plafondsSaisieSchema = z.object({
  tresTendue: montantRequis(),
  tendue: montantRequis(),
  nonTendue: montantRequis(),
  etatDesLieux: montantRequis(),
  source: texte(),
});

/** The path's first day in force. */
export const plafondsDepuisSchema = z.object({ depuis: dateRequise() });

/** The import's form field `date` (the list's date; the import's day when absent). */
export const listeDateSchema = z.object({ date: date() });

/** The dialog of Paramètres > Référentiels: the first day and the ceilings, checked as the server checks them. */
export const plafondsFormSchema = z.object({
  ...plafondsDepuisSchema.shape,
  ...plafondsSaisieSchema.shape,
});
