import { z } from "zod";
import { date, MSG } from "./fields";

// The trust-account check (ADR 034): its day, and the bank account's form that marks the trust account.

export const jourSchema = z.object({ au: date() });

/** PUT /banque/comptes/{id}: what staff may change of an account (merged over the stored row). */
export const compteBancaireSchema = z.object({
  libelle: z
    .string({ error: MSG.texte })
    .trim()
    .min(1, MSG.requis)
    .max(200, "200 caractères au plus.")
    .optional(),
  sequestre: z.boolean({ error: MSG.booleen }).optional(),
});
