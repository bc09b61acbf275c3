import { z } from "zod";
import { MODES_ENCAISSEMENT } from "../schemas/enums";
import { MSG } from "../schemas/fields";

// The actions on several rows at once (issue 42, item 6; ADR 046): what a request names, and what it answers, one
// result per row. A row that cannot be acted on is "ignoree" with its French reason, never a failure of the whole.

/** The most rows one request may name: a page of a list is far below it, a script beyond it is refused (400). */
export const LOT_MAX = 500;
export const MSG_LOT_VIDE = "Sélectionnez au moins une ligne.";
export const MSG_LOT_TROP = `Au plus ${LOT_MAX} lignes par demande : sélectionnez-en moins.`;

const ids = z
  .array(z.number({ error: MSG.id }).int(MSG.id).positive(MSG.id), { error: MSG_LOT_VIDE })
  .min(1, MSG_LOT_VIDE)
  .max(LOT_MAX, MSG_LOT_TROP)
  // The same row named twice is acted on once.
  .transform((list) => [...new Set(list)]);

/** `{ ids }`: the rows selected. */
export const lotSchema = z.object({ ids });

/** `{ ids, mode? }`: the receipts to cash in full, and how the money came (unsaid: "Non précisé"). */
export const encaissementLotSchema = z.object({
  ids,
  mode: z.enum(MODES_ENCAISSEMENT, { error: MSG.choix }).optional(),
});

export type StatutLot = "encaissee" | "relancee" | "ignoree" | "erreur";
export interface ResultatLot {
  id: number;
  statut: StatutLot;
  message: string;
}

// The reasons a row is left out, short enough to follow "1 ignorée : ".
export const RAISON = {
  introuvable: "introuvable",
  archive: "dossier archivé",
  sansDossier: "sans dossier",
  dejaPayee: "déjà payée",
  rienARelancer: "rien à relancer",
  // ADR 157: the tenant's money for a term an insurer paid is the insurer's first (ADR 153): not « payée » in bulk.
  assureur:
    "l'assureur a payé ce terme : enregistrez le paiement du locataire sur son compte (« Encaisser un paiement »)",
} as const;
