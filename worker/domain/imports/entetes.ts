import { motNu } from "./saisie";

// Headers matched as people write them (issue 61, item 2): without case, accents, spaces or punctuation, and through
// the usual synonyms of each column (colonnes.ts). A header matched by none is reported, never guessed at.

/** "Nom du propriétaire", "NOM_PROPRIETAIRE", "nom-proprietaire" -> "nomduproprietaire" / "nomproprietaire". */
export const enteteNu = (s: string) => motNu(s).replace(/[^a-z0-9]/g, "");

export interface ColonneConnue {
  champ: string;
  entete: string;
  synonymes: readonly string[];
}

export interface Correspondance {
  /** For each header of the file, in its order: the field it feeds, or null. */
  champs: (string | null)[];
  /** The file's headers no column knows. */
  inconnues: string[];
  /** Headers naming a field another header already feeds (the first one wins). */
  doublons: string[];
}

/**
 * Each of the file's headers matched to a column: its template header or one of its synonyms, compared bare. A
 * header chosen by hand (`choix`: bare header -> field, the screen's memory) wins over the synonyms.
 */
export function associerEntetes(
  colonnes: readonly ColonneConnue[],
  entetes: readonly string[],
  choix: Readonly<Record<string, string | null>> = {},
): Correspondance {
  const index = new Map<string, string>();
  for (const c of colonnes)
    for (const nom of [c.entete, c.champ, ...c.synonymes]) {
      const cle = enteteNu(nom);
      if (!index.has(cle)) index.set(cle, c.champ);
    }
  const vus = new Set<string>();
  const champs: (string | null)[] = [];
  const inconnues: string[] = [];
  const doublons: string[] = [];
  for (const entete of entetes) {
    const cle = enteteNu(entete);
    const champ = cle in choix ? (choix[cle] ?? null) : (index.get(cle) ?? null);
    if (champ === null) {
      if (cle !== "") inconnues.push(entete);
      champs.push(null);
    } else if (vus.has(champ)) {
      doublons.push(entete);
      champs.push(null);
    } else {
      vus.add(champ);
      champs.push(champ);
    }
  }
  return { champs, inconnues, doublons };
}
