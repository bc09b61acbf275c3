// OFX 1.x is SGML: leaf elements are usually left open ("<TRNAMT>-12.50" with no "</TRNAMT>"), aggregates are
// closed, and some banks close some leaves anyway. This turns it into the same plain objects fast-xml-parser gives
// for OFX 2, so one reader walks both. An element is an aggregate when it carries no text and its name is closed
// somewhere in the file; an element with text is a leaf, closed by its own end tag or by the next tag.

import type { Noeud } from "./xml";

function ajouter(parent: Noeud, nom: string, enfant: Noeud): void {
  const deja = parent[nom];
  if (deja === undefined) parent[nom] = enfant;
  else if (Array.isArray(deja)) deja.push(enfant);
  else parent[nom] = [deja, enfant];
}

export function sgmlVersObjets(texte: string): Noeud {
  const racine: Noeud = {};
  const fermes = new Set(
    [...texte.matchAll(/<\/([A-Za-z0-9._]+)>/g)].map((m) => m[1]!.toUpperCase()),
  );
  const pile: { nom: string; noeud: Noeud; feuille: boolean }[] = [
    { nom: "", noeud: racine, feuille: false },
  ];
  const balise = /<(\/?)([A-Za-z0-9._]+)[^>]*>([^<]*)/g;
  for (const m of texte.matchAll(balise)) {
    const fin = m[1] === "/";
    const nom = m[2]!.toUpperCase();
    const contenu = m[3]!.trim();
    if (fin) {
      const i = pile.findLastIndex((e) => e.nom === nom);
      if (i > 0) pile.length = i;
      continue;
    }
    if (pile.at(-1)!.feuille) pile.pop();
    const noeud: Noeud = contenu ? { "#text": contenu } : {};
    ajouter(pile.at(-1)!.noeud, nom, noeud);
    if (contenu || !fermes.has(nom)) pile.push({ nom, noeud, feuille: true });
    else pile.push({ nom, noeud, feuille: false });
  }
  return racine;
}
