// A pass over an XML text before anyone parses it: one cursor going forward, so linear in the text, counting open
// elements; deeper than PROFONDEUR_MAX is a French 400 naming the line. What is not well formed is left to the
// validator that comes next (this pass stops where a construct is never ended).

import { compteurDeLignes, PROFONDEUR_MAX, tropImbrique } from "./profondeur";

/** Where the construct opened at `i` ends (the index after it), or -1 when it is never ended. */
function finDe(texte: string, i: number): number {
  for (const [ouvre, ferme] of [
    ["<!--", "-->"],
    ["<![CDATA[", "]]>"],
    ["<?", "?>"],
  ] as const)
    if (texte.startsWith(ouvre, i)) {
      const j = texte.indexOf(ferme, i + ouvre.length);
      return j < 0 ? -1 : j + ferme.length;
    }
  // A tag: up to the first ">" outside quotes (an attribute's value may hold one).
  let guillemet = "";
  for (let j = i + 1; j < texte.length; j++) {
    const c = texte.charAt(j);
    if (guillemet) {
      if (c === guillemet) guillemet = "";
    } else if (c === '"' || c === "'") guillemet = c;
    else if (c === ">") return j + 1;
  }
  return -1;
}

export function verifierProfondeurXml(texte: string): void {
  const ligne = compteurDeLignes(texte);
  let profondeur = 0;
  let i = texte.indexOf("<");
  while (i >= 0) {
    const fin = finDe(texte, i);
    if (fin < 0) return;
    const suivant = texte[i + 1];
    if (suivant === "/") profondeur--;
    else if (suivant !== "!" && suivant !== "?" && texte[fin - 2] !== "/") {
      profondeur++;
      if (profondeur > PROFONDEUR_MAX) throw tropImbrique(ligne(i));
    }
    i = texte.indexOf("<", fin);
  }
}
