// OFX 1.x is SGML: leaf elements are usually left open ("<TRNAMT>-12.50" with no "</TRNAMT>"), aggregates are
// closed, and some banks close some leaves anyway. This turns it into the same plain objects fast-xml-parser gives
// for OFX 2, so one reader walks both. An element is an aggregate when it carries no text and its name is closed
// somewhere in the file; an element with text is a leaf, closed by its own end tag or by the next tag.
// One pass, each character read a bounded number of times: a hostile file (end tags matching nothing, tags never
// ended by ">") costs what its size does, and nesting deeper than PROFONDEUR_MAX is a French 400.

import { compteurDeLignes, PROFONDEUR_MAX, tropImbrique } from "./profondeur";
import type { Noeud } from "./xml";

function ajouter(parent: Noeud, nom: string, enfant: Noeud): void {
  const deja = parent[nom];
  if (deja === undefined) parent[nom] = enfant;
  else if (Array.isArray(deja)) deja.push(enfant);
  else parent[nom] = [deja, enfant];
}

interface Balise {
  fin: boolean;
  nom: string;
  contenu: string;
  position: number;
}

/** The tags in order, with the text up to the next "<"; a "<" not followed by a tag name is text. */
function* balises(texte: string): Generator<Balise> {
  const nomDeBalise = /\/?[A-Za-z0-9._]+/y;
  let chevron = -1; // the last ">" found: reused while ahead, so the search for it never goes over a part twice
  let i = texte.indexOf("<");
  while (i >= 0) {
    nomDeBalise.lastIndex = i + 1;
    const m = nomDeBalise.exec(texte);
    if (!m) {
      i = texte.indexOf("<", i + 1);
      continue;
    }
    if (chevron < nomDeBalise.lastIndex) chevron = texte.indexOf(">", nomDeBalise.lastIndex);
    if (chevron < 0) return; // no ">" left: nothing after is a tag
    const suivant = texte.indexOf("<", chevron + 1);
    const fin = m[0].startsWith("/");
    yield {
      fin,
      nom: (fin ? m[0].slice(1) : m[0]).toUpperCase(),
      contenu: texte.slice(chevron + 1, suivant < 0 ? texte.length : suivant).trim(),
      position: i,
    };
    i = suivant;
  }
}

export function sgmlVersObjets(texte: string): Noeud {
  const racine: Noeud = {};
  const fermes = new Set<string>();
  for (const b of balises(texte)) if (b.fin) fermes.add(b.nom);
  type Ouvert = { nom: string; noeud: Noeud; feuille: boolean };
  // The innermost open element (the root, named "", at first), and the ones around it, outermost first.
  let haut: Ouvert = { nom: "", noeud: racine, feuille: false };
  const pile: Ouvert[] = [];
  // How many open elements of each name the stack holds: an end tag matching none is skipped without a search.
  const ouverts = new Map<string, number>();
  const depiler = () => {
    const dessous = pile.pop();
    // Only a named element is closed, and the root is under every one of them.
    if (dessous === undefined) throw new Error("OFX SGML : la racine ne se ferme pas.");
    ouverts.set(haut.nom, (ouverts.get(haut.nom) ?? 0) - 1);
    haut = dessous;
  };
  const ligne = compteurDeLignes(texte);
  for (const { fin, nom, contenu, position } of balises(texte)) {
    if (fin) {
      if (!ouverts.get(nom)) continue;
      while (haut.nom !== nom) depiler();
      depiler();
      continue;
    }
    if (haut.feuille) depiler();
    const noeud: Noeud = contenu ? { "#text": contenu } : {};
    ajouter(haut.noeud, nom, noeud);
    pile.push(haut);
    haut = { nom, noeud, feuille: Boolean(contenu) || !fermes.has(nom) };
    ouverts.set(nom, (ouverts.get(nom) ?? 0) + 1);
    if (pile.length > PROFONDEUR_MAX) throw tropImbrique(ligne(position));
  }
  return racine;
}
