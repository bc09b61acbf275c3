import { z } from "zod";
import { date, montant, montantRequis, parDefaut, texte, texteRequis } from "./fields";

// The deposit's settlement, sent whole: PUT /Dossier/{id}/restitutionDepot replaces the deductions with
// `deductions`, in their order. Amounts in euros as everywhere in the API.

export const deductionDepotSchema = z.object({
  motif: texteRequis(),
  montant: montantRequis(),
  /** The room of the exit inventory that justifies it (its id, or its name for rooms stored without one). */
  piece: texte(),
  /** The day it was found or invoiced; none: the keys' return (the exit inventory's day). */
  date: date(),
});

export const restitutionDepotSchema = z.object({
  deductions: z
    .array(deductionDepotSchema, { error: "La liste des retenues est attendue." })
    .max(100, "100 retenues au plus."),
  /** The hold-back until the co-ownership's accounts are closed: 20 % of the deposit at most. */
  retenue: parDefaut(montant(), 0),
  /** The day the deposit was paid back. */
  dateRestitution: date(),
});

export type RestitutionDepotInput = z.infer<typeof restitutionDepotSchema>;
