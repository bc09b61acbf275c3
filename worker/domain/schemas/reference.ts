import { z } from "zod";
import { reponseAssertion } from "../cles-acces/schemas";
import { MSG, booleen, choixRequis, emailRequis, nombreRequis, texteRequis } from "./fields";

export const equipementSchema = z.object({ nom: texteRequis(), collectif: booleen(false) });
// The "tva" row is the default VAT rate of the computations: the same 0..100 as every rate field.
export const variableSchema = z
  .object({ nom: texteRequis(), valeur: nombreRequis() })
  .superRefine((v, ctx) => {
    if (v.nom === "tva" && !(v.valeur >= 0 && v.valeur <= 100))
      ctx.addIssue({ code: "custom", path: ["valeur"], message: MSG.tauxTva });
  });
export const fichierSchema = z.object({ nom: texteRequis() });
/** An image is uploaded (POST /Image); its PUT only renames it. */
export const imageSchema = z.object({ nom: z.string().nullish() });

export const userSchema = z.object({
  email: emailRequis(),
  role: choixRequis(["user", "user_delete", "comptable"] as const),
});

export const MOT_DE_PASSE_COURT = "Votre mot de passe doit contenir au moins 6 caractères.";
export const setPasswordSchema = z.object({
  password: z.string({ error: "Ce champ est obligatoire." }).min(6, MOT_DE_PASSE_COURT).max(200),
});
export const loginSchema = z.object({
  // Login takes any identifier: the generated first admin is admin@localhost, which has no TLD.
  credentials: z.object({
    email: texteRequis(),
    password: z.string({ error: "Ce champ est obligatoire." }).min(1, "Ce champ est obligatoire."),
  }),
  remember: booleen(false),
});

/**
 * POST /api/user/confirmer (issue 59): the caller confirms before a money move, with its second-factor code or, for
 * a user without one, its password. Which one the account needs is the server's rule (a 400 on the other field).
 */
export const confirmerSchema = z.object({
  code: z.string().trim().max(64, "Ce code est trop long.").optional(),
  password: z.string().max(200, "Ce mot de passe est trop long.").optional(),
  /** A passkey's assertion of the options of POST /user/confirmer/passkey/options (ADR 072). */
  passkey: reponseAssertion.optional(),
});
