import { z } from "zod";

// GET /api/comptabilite/fec?exercice=2026 (ADR 035): the year of the agency's books.

export const MSG_EXERCICE =
  "Indiquez l'exercice : une année sur quatre chiffres, entre 2000 et 2100.";
export const MSG_SIREN_FEC =
  "Le SIREN de l'agence est nécessaire pour nommer le fichier des écritures comptables : renseignez-le (9 chiffres) dans Paramètres > Agence.";

export const fecQuerySchema = z.object({
  exercice: z
    .string({ error: MSG_EXERCICE })
    .regex(/^\d{4}$/, MSG_EXERCICE)
    .transform(Number)
    .refine((y) => y >= 2000 && y <= 2100, MSG_EXERCICE),
});
