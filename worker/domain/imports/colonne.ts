import type { ColonneConnue } from "./entetes";

// One column of a template (issue 61): what every sheet's list is made of (colonnes.ts, colonnes-fiches.ts).

export type Sorte =
  | "texte"
  | "reference"
  | "references"
  | "parts"
  | "date"
  | "montant"
  | "iban"
  | "telephone"
  | "civilite"
  | "statutLocataire"
  | "booleen"
  | "entier"
  | "nombre"
  | "email";

export interface Colonne extends ColonneConnue {
  sorte: Sorte;
  requis?: true;
  /** What the Lisez-moi sheet says of it. */
  aide: string;
}

export const col = (
  champ: string,
  entete: string,
  sorte: Sorte,
  aide: string,
  synonymes: string[] = [],
  requis?: true,
): Colonne => ({ champ, entete, sorte, aide, synonymes, ...(requis ? { requis } : {}) });
