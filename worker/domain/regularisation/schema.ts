import { z } from "zod";
import { choixRequis, dateRequise, montantRequis, texte } from "../schemas/fields";
import { CATEGORIES_CHARGES } from "./categories";

export const MSG_FIN_AVANT_DEBUT = "La fin de la période doit être après son début.";
export const MSG_AUCUNE_CHARGE = "Saisissez au moins une catégorie de charges.";
export const MSG_DEJA_REGULARISE =
  "Une régularisation existe déjà pour ce dossier et cette période.";

/** One category of actual charges: euros as the API speaks them, the lot's share as written ("125/1000"). */
const ligneSchema = z.object({
  categorie: choixRequis(CATEGORIES_CHARGES),
  montant: montantRequis(),
  quotePart: texte().pipe(z.string().max(40, "40 caractères au plus.").nullish()),
});

/** A period: au on or after du. */
export const periodeSchema = z
  .object({ du: dateRequise(), au: dateRequise() })
  .refine((p) => p.au >= p.du, { message: MSG_FIN_AVANT_DEBUT, path: ["au"] });

/** POST /api/Dossier/{id}/regularisations. */
export const regularisationSchema = z
  .object({
    du: dateRequise(),
    au: dateRequise(),
    charges: z.array(ligneSchema, { error: MSG_AUCUNE_CHARGE }).min(1, MSG_AUCUNE_CHARGE).max(50),
  })
  .refine((p) => p.au >= p.du, { message: MSG_FIN_AVANT_DEBUT, path: ["au"] });
