import { z } from "zod";
import { dateRequise } from "./fields";
import { MSG_PERIODE } from "./proprietaire";

// The compte-rendu de gérance and the tax summary (issue 38 parts 4 and 5, ADR 033): a period both of whose ends are
// given, and a calendar year of four digits.

export const MSG_ANNEE = "L'année doit s'écrire sur quatre chiffres (AAAA).";

export const periodeRequiseSchema = z
  .object({ du: dateRequise(), au: dateRequise() })
  .refine((p) => p.du <= p.au, { message: MSG_PERIODE, path: ["au"] });

export const anneeSchema = z.object({
  annee: z
    .string({ error: MSG_ANNEE })
    .regex(/^\d{4}$/, MSG_ANNEE)
    .transform(Number)
    .refine((a) => a >= 1900, MSG_ANNEE),
});
