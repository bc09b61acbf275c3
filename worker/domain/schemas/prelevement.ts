import { z } from "zod";
import { bic, dateRequise, iban, MSG } from "./fields";
import { MSG_IBAN_INVALIDE } from "../sepa/iban";
import { CODES_REJET } from "../prelevements/rejets";

// Rents by SEPA direct debit (issue 41, ADR 041): a tenant's mandate, a batch prepared for a debit date, a reject.

const nom = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : (v ?? undefined)),
    z
      .string({ error: (i) => (i.input === undefined ? MSG.requis : MSG.texte) })
      .max(max, `${max} caractères au plus.`),
  );

export const mandatSepaSchema = z.object({
  titulaire: nom(70),
  iban: iban().refine((v) => v != null, MSG_IBAN_INVALIDE),
  bic: bic(),
  dateSignature: dateRequise(),
  lieuSignature: nom(70),
});

export const preparerPrelevementSchema = z.object({ dateEcheance: dateRequise() });

export const rejetSchema = z.object({
  ligneId: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? Number(v) : v),
    z
      .number({ error: (i) => (i.input === undefined ? MSG.requis : MSG.id) })
      .int(MSG.id)
      .min(1, MSG.id),
  ),
  motif: z.enum(CODES_REJET, {
    error: (i) => (i.input === undefined ? MSG.requis : "Code de rejet ISO inconnu."),
  }),
});
