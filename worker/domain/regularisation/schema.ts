import { z } from "zod";
import { dateRequise, MSG, montantRequis, texte } from "../schemas/fields";
import { CATEGORIES_CHARGES, lireCategorie, MSG_CATEGORIE_INCONNUE } from "./categories";

export const MSG_FIN_AVANT_DEBUT = "La fin de la période doit être après son début.";
export const MSG_AUCUNE_CHARGE = "Saisissez au moins une catégorie de charges.";
export const MSG_DEJA_REGULARISE =
  "Une régularisation existe déjà pour ce dossier et cette période.";
export const MSG_QUOTE_PART =
  "La quote-part doit être un nombre ou une fraction de nombres (par exemple 125/1000 ou 12,5).";
export const MSG_PERIODE_FUTURE =
  "La période régularisée ne peut pas finir après aujourd'hui : les charges réelles ne sont pas encore connues.";
export const MSG_AVANT_BAIL = (debut: string) =>
  `La période ne peut pas commencer avant le début du bail (${debut.split("-").reverse().join("/")}).`;

const NOMBRE = /^\d+(?:[.,]\d+)?$/;

/** A quote-part as written: a number ("12,5", "0.125") or a fraction of numbers with a positive divisor ("125/1000"). */
export function quotePartValide(s: string): boolean {
  const t = s.replace(/[\s\u00a0\u202f]/g, "");
  const parts = t.split("/");
  if (parts.length > 2 || !parts.every((p) => NOMBRE.test(p))) return false;
  return parts.length === 1 || Number((parts[1] ?? "").replace(",", ".")) > 0;
}

/**
 * The period a regularisation may cover: ended by today (the actual charges of a period to come are not known) and
 * within the lease (the provisions before it were not this tenant's). The French field errors, none when it holds.
 */
export function erreursPeriode(
  p: { du: string; au: string },
  o: { aujourdhui: string; debutBail: string },
): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.au > o.aujourdhui) out.au = MSG_PERIODE_FUTURE;
  if (p.du < o.debutBail) out.du = MSG_AVANT_BAIL(o.debutBail);
  return out;
}

/** One category of actual charges: euros as the API speaks them, the lot's share as written ("125/1000"). */
const ligneSchema = z.object({
  // Its key, its label or a usual name, any case or accent (« Parties communes », « TEOM »): the key is stored.
  categorie: z.preprocess(
    (v) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : lireCategorie(v)),
    z.enum(CATEGORIES_CHARGES, {
      error: (i) => (i.input === undefined ? MSG.requis : MSG_CATEGORIE_INCONNUE),
    }),
  ),
  montant: montantRequis(),
  // A number typed as a number is written as the letter prints it ("12,5").
  quotePart: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v).replace(".", ",") : v),
    texte().pipe(
      z
        .string()
        .max(40, "40 caractères au plus.")
        .refine(quotePartValide, MSG_QUOTE_PART)
        .nullish(),
    ),
  ),
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
