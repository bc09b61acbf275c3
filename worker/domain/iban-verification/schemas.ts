import { z } from "zod";
import { iban } from "../schemas/fields";
import { MODES_VERIFICATION } from "./regles";

// What the routes of the IBAN's verification take (issue 59, item 3), with French messages.

/**
 * `POST /Client/{id}/iban/confirmer` and `POST /agence/iban/confirmer`: the IBAN the confirmer read on the screen
 * (optional; the web sends it). A change since then is refused rather than confirmed by mistake.
 */
export const confirmerIbanSchema = z.object({ iban: iban() });

/** Paramètres > Agence, "Vérification des IBAN" (PUT /api/agence). */
export const verificationIbanSchema = z.object({
  verificationIban: z.enum(MODES_VERIFICATION, { error: "Valeur non autorisée." }).optional(),
});
