// How deep a statement may nest: a camt.053 goes about 12 levels down, an OFX about 8. Deeper is no bank's file,
// and refusing it early keeps every later walk (and fast-xml-parser's own limit) out of reach.

import { ReleveInvalide } from "./releve";

export const PROFONDEUR_MAX = 100;

export const tropImbrique = (ligne: number) =>
  new ReleveInvalide(`Fichier trop imbriqué (profondeur > ${PROFONDEUR_MAX}) à la ligne ${ligne}.`);

/** Line numbers of positions read in increasing order, in time linear in the text overall. */
export function compteurDeLignes(texte: string): (position: number) => number {
  let vu = 0;
  let ligne = 1;
  return (position) => {
    for (; vu < position; vu++) if (texte.charCodeAt(vu) === 10) ligne++;
    return ligne;
  };
}
