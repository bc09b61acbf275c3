import { z } from "zod";
import { date, idRequis, MSG } from "./fields";

// The owner's side (issue 38, ADR 031): the apartment's quote-parts and the owner's account period.

export const MSG_QUOTES_PARTS_TOTAL =
  "Les quotes-parts d'un appartement doivent totaliser exactement 100 %.";
export const MSG_QUOTE_PART =
  "Une quote-part est un pourcentage entre 0 et 100, à deux décimales au plus.";
export const MSG_PAS_PROPRIETAIRE =
  "Chaque quote-part doit désigner un propriétaire de cet appartement.";
export const MSG_TOUS_PROPRIETAIRES =
  "Indiquez une seule quote-part pour chacun des propriétaires de l'appartement.";
export const MSG_PERIODE = "La date de début doit précéder la date de fin.";

/** Percent as hundredths: 33.33 -> 3333 (the sum is checked on integers, never on floats). */
export const centiemes = (p: number) => Math.round(p * 100);

const quotePart = z.preprocess(
  (v) => (typeof v === "string" ? Number(v.replace(",", ".")) : v),
  z
    .number({ error: MSG_QUOTE_PART })
    .finite(MSG_QUOTE_PART)
    .min(0, MSG_QUOTE_PART)
    .max(100, MSG_QUOTE_PART)
    .refine((p) => Math.abs(p * 100 - centiemes(p)) < 1e-6, MSG_QUOTE_PART),
);

export const quotesPartsSchema = z.object({
  parts: z
    .array(z.object({ ClientId: idRequis(), quotePart }), { error: MSG.requis })
    .min(1, MSG_TOUS_PROPRIETAIRES)
    .superRefine((parts, ctx) => {
      if (new Set(parts.map((p) => p.ClientId)).size !== parts.length)
        ctx.addIssue({ code: "custom", message: MSG_TOUS_PROPRIETAIRES });
      else if (parts.reduce((s, p) => s + centiemes(p.quotePart), 0) !== 10000)
        ctx.addIssue({ code: "custom", message: MSG_QUOTES_PARTS_TOTAL });
    }),
});

export const periodeSchema = z
  .object({ du: date(), au: date() })
  .refine((p) => !p.du || !p.au || p.du <= p.au, { message: MSG_PERIODE, path: ["au"] });
