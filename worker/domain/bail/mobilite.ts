// The bail mobilité's reason (loi n° 89-462, art. 25-12): the tenant must be, on the day the lease takes effect, in
// one of the situations the article lists; the lease states which (art. 25-13). Required for that kind only.
import type { TypeBail } from "./types-bail";

export const MSG_MOTIF_MOBILITE =
  "Indiquez le motif du bail mobilité (article 25-12 de la loi du 6 juillet 1989) : formation professionnelle, études supérieures, contrat d'apprentissage, stage, service civique, mutation professionnelle ou mission temporaire.";

/** The refusal of a bail mobilité without its reason (message for motifMobilite), or null. */
export const regleMotifMobilite = (type: TypeBail, motif: string | null | undefined) =>
  type === "mobilité" && !motif ? MSG_MOTIF_MOBILITE : null;
