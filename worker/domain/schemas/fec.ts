import { z } from "zod";

// GET /api/comptabilite/fec?exercice=2026 (ADR 035): the year of the agency's books.

export const MSG_EXERCICE =
  "Indiquez l'exercice : une année sur quatre chiffres, entre 2000 et 2100.";
export const MSG_ENCODAGE = "L'encodage est « iso-8859-15 » (par défaut) ou « utf-8 ».";
export const MSG_SIREN_FEC =
  "Le SIREN de l'agence est nécessaire pour nommer le fichier des écritures comptables : renseignez-le (9 chiffres) dans Paramètres > Agence.";

export const fecQuerySchema = z.object({
  exercice: z
    .string({ error: MSG_EXERCICE })
    .regex(/^\d{4}$/, MSG_EXERCICE)
    .transform(Number)
    .refine((y) => y >= 2000 && y <= 2100, MSG_EXERCICE),
  /** The arrêté's ISO 8859-15 by default (issue 60 item 7); UTF-8 for a tool that wants it. */
  encodage: z.enum(["iso-8859-15", "utf-8"], { error: MSG_ENCODAGE }).optional(),
});

/** POST /api/comptabilite/cloture: the year to close (issue 59 item 5, ADR 067). */
export const clotureSchema = z.object({
  exercice: z
    .number({ error: MSG_EXERCICE })
    .int(MSG_EXERCICE)
    .min(2000, MSG_EXERCICE)
    .max(2100, MSG_EXERCICE),
});
