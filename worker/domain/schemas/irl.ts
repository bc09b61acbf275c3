import { z } from "zod";
import { MSG_TRIMESTRE, trimestreDeCode } from "../irl/trimestre";
import { parseNombre } from "../money";
import { MSG } from "./fields";

// Paramètres > IRL: a quarter added or corrected by an admin (PUT /api/irl/{YYYY-Tn} { valeur }).

export const MSG_VALEUR_IRL =
  "L'indice doit être un nombre positif inférieur à 1 000, avec au plus deux décimales (par exemple 145,77).";

// INSEE publishes the IRL with two decimals; the index is near 150 (base 100 in 1998): 1,000 catches a lost comma.
const deuxDecimales = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** The body: `valeur` as a number or as the app writes it ("145,77"). */
export const irlValeurSchema = z.object({
  valeur: z.preprocess(
    (v) => (typeof v === "string" ? (parseNombre(v) ?? v) : v),
    z
      .number({ error: (i) => (i.input === undefined ? MSG.requis : MSG_VALEUR_IRL) })
      .finite(MSG_VALEUR_IRL)
      .positive(MSG_VALEUR_IRL)
      .lt(1000, MSG_VALEUR_IRL)
      .refine(deuxDecimales, MSG_VALEUR_IRL),
  ),
});

/** The path's quarter, "2025-T3": a bad one is a 400 on the field `trimestre`. */
export const irlTrimestreSchema = z.object({
  trimestre: z.string().refine((s) => trimestreDeCode(s) !== null, MSG_TRIMESTRE),
});

/** The dialog of Paramètres > IRL: the quarter and its value, checked as the server checks them. */
export const irlSaisieSchema = z.object({
  ...irlTrimestreSchema.shape,
  ...irlValeurSchema.shape,
});
