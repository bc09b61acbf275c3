import { z } from "zod";
import { booleen, emailRequis } from "../schemas/fields";
import { setPasswordSchema } from "../schemas/reference";

// The bodies of the spaces' sign-in routes (issue 62). The password's rules are staff's, word for word.

const requis = "Ce champ est obligatoire.";
const adresse = z
  .string({ error: requis })
  .trim()
  .min(1, requis)
  .max(254, "Cette adresse est trop longue.")
  .transform((s) => s.toLowerCase());

export const motDePasseEspaceSchema = setPasswordSchema;

export const loginEspaceSchema = z.object({
  email: adresse,
  password: z.string({ error: requis }).min(1, requis).max(200),
  remember: booleen(false),
});

export const demandeCodeSchema = z.object({ email: adresse });

export const loginCodeSchema = z.object({
  email: adresse,
  code: z.string({ error: requis }).trim().min(1, requis).max(20),
  remember: booleen(false),
});

export const choisirSchema = z.object({
  AccesEspaceId: z.number({ error: "Choisissez un espace." }).int(),
});

/**
 * Staff's re-pointing of a suspended access (issue 75): the record's new address as read on the screen. Unlike the
 * sign-in's (any text, the same answer for all), a typed address that is not one is the field's 400, not a 409
 * saying the record changed.
 */
export const confirmerAdresseSchema = z.object({
  email: z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), emailRequis()),
});
