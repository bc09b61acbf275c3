// The XML statements (camt.053, OFX 2) are read with fast-xml-parser into plain objects, then walked with these
// guards: no cast, a missing element is null. A DOCTYPE is refused: no bank statement has one, and entity
// declarations are how an XML bomb gets in.

import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ReleveInvalide } from "./releve";
import { verifierProfondeurXml } from "./xml-profondeur";

export type Noeud = Record<string, unknown>;

const estNoeud = (v: unknown): v is Noeud =>
  typeof v === "object" && v !== null && !Array.isArray(v);

// Made with the first statement read, not when the server starts: building its options costs a few ms of every
// start, and most starts never read an XML statement.
let parseur: XMLParser | undefined;
const parseurXml = () =>
  (parseur ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    // No callback reads a path: without building one string per element, a deep file parses about twice as fast.
    jPath: false,
  }));

// The validator's message quotes the faulty tag, which a hostile file makes megabytes long.
const court = (message: string) => (message.length > 160 ? `${message.slice(0, 160)}…` : message);

/** The document's root object; a French 400 naming the line when the XML is not well formed or nests too deep. */
export function lireXml(texte: string, format: string): Noeud {
  if (/<!DOCTYPE|<!ENTITY/i.test(texte))
    throw new ReleveInvalide(`Fichier ${format} refusé : déclaration DOCTYPE.`);
  verifierProfondeurXml(texte);
  const valide = XMLValidator.validate(texte);
  if (valide !== true)
    throw new ReleveInvalide(
      `Ligne ${valide.err.line} : XML mal formé (${format}) : ${court(valide.err.msg)}`,
    );
  let racine: unknown;
  try {
    racine = parseurXml().parse(texte);
  } catch (e) {
    throw new ReleveInvalide(`XML illisible (${format}) : ${court(String(e))}`);
  }
  if (!estNoeud(racine)) throw new ReleveInvalide(`Fichier ${format} vide.`);
  return racine;
}

/** The children named `nom` (an element repeated or not is always a list here). */
export function enfants(noeud: unknown, nom: string): Noeud[] {
  if (!estNoeud(noeud)) return [];
  const v = noeud[nom];
  const liste = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return liste.map((x) => (estNoeud(x) ? x : { "#text": x }));
}

/** The first child named `nom`, following a path of names ("Acct", "Id", "IBAN"). */
export function enfant(noeud: unknown, ...chemin: string[]): Noeud | null {
  let courant: unknown = noeud;
  for (const nom of chemin) {
    const suivant = enfants(courant, nom)[0];
    if (!suivant) return null;
    courant = suivant;
  }
  return estNoeud(courant) ? courant : null;
}

/** The text of the element at the path, trimmed; null when missing or empty. */
export function texte(noeud: unknown, ...chemin: string[]): string | null {
  const n = chemin.length ? enfant(noeud, ...chemin) : estNoeud(noeud) ? noeud : null;
  if (!n) return null;
  const t = n["#text"];
  const s = typeof t === "string" ? t : typeof t === "number" ? String(t) : null;
  return s?.trim() || null;
}

/** An attribute of the element at the path. */
export function attribut(noeud: unknown, nom: string, ...chemin: string[]): string | null {
  const n = enfant(noeud, ...chemin);
  const v = n?.[`@${nom}`];
  return typeof v === "string" ? v : null;
}
