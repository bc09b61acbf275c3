import type { Feuille } from "../../domain/imports/colonnes";
import { dictionnaireDe, estTexteOuNull, type Forme } from "../../lib/lignes-typees";

// What an import request carries, once its multipart body is read (issue 61): the files as sent, the cut-over day
// (ISO) and the column matches changed by hand. Shared by the Node route, the edge's queue and the web's screen.

export interface FichierEnvoye {
  nom: string;
  bytes: Uint8Array;
}

/** { Feuille: { "header of the file": template field, or null to leave the column out } }. */
export type Correspondances = Partial<Record<Feuille, Record<string, string | null>>>;
/**
 * Matches of any sheet names: an unknown sheet is refused with its name by the import
 * (services/imports/correspondances.ts).
 */
export const estCorrespondances: Forme<Correspondances> = dictionnaireDe(
  dictionnaireDe(estTexteOuNull),
);

export interface Envoi {
  fichiers: FichierEnvoye[];
  /** AAAA-MM-JJ. */
  dateReprise: string;
  correspondances: Correspondances;
}
