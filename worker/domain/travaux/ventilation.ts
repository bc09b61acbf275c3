import { z } from "zod";
import type { RUBRIQUES_87_712 } from "./reparations-locatives";
import { toCents } from "../money";
import { ligneSchema } from "./facture-schemas";

// Staff's split of a supplier's invoice before it is paid (issue 76, ADR 135): its lines again, owners' or the
// tenant's, summing to the invoice's amount; the rest of the invoice (number, date, amount, PDF) stays as entered.

export const MSG_A_VENTILER =
  "Facture envoyée par le fournisseur : l'agence doit la ventiler entre propriétaires et locataire avant de la payer.";
export const MSG_VENTILATION_PAYEE =
  "Cette facture est déjà dans un paiement des fournisseurs validé : sa ventilation ne peut plus changer.";
export const MSG_SANS_FACTURE = "Cette intervention n'a pas encore de facture à ventiler.";
export const msgSommeLignes = (montant: string) =>
  `Les lignes doivent faire le montant de la facture, ${montant}.`;

export const ventilationSchema = z.object({
  lignes: z
    .array(ligneSchema, { error: "Indiquez au moins une ligne." })
    .min(1, "Indiquez au moins une ligne."),
});

/** A line as stored (cents), the same shape the invoice's entry writes. */
export interface LigneVentilee {
  libelle: string | null;
  montant: number;
  imputation: "proprietaires" | "locataire";
  nature?: "travaux" | "entretien";
  chargeLocataire?: { rubrique: (typeof RUBRIQUES_87_712)[number]; cause: string };
}

export const lignesEnCentimes = (
  lignes: z.infer<typeof ventilationSchema>["lignes"],
): LigneVentilee[] =>
  lignes.map((l) => ({
    libelle: l.libelle ?? null,
    montant: toCents(l.montant),
    imputation: l.imputation,
    ...(l.imputation === "proprietaires"
      ? { nature: l.nature }
      : { chargeLocataire: l.chargeLocataire }),
  }));
