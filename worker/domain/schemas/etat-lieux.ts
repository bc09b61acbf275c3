import { z } from "zod";
import { booleen, dateRequise, idOptionnel, texte, texteRequis } from "./fields";
import { type ELEMENTS_ETAT_LIEUX, PIECES_ETAT_LIEUX } from "./enums";
import { cles, compteurs } from "./etat-lieux-releves";

/** One element of a room (Mur, Sol...): its condition, free text. */
export type ElementEtatLieux = (typeof ELEMENTS_ETAT_LIEUX)[number];
/**
 * `{ [element]: value() }` for each element, in ELEMENTS_ETAT_LIEUX's order. Written out rather than built with
 * Object.fromEntries (whose keys are any string): the return type holds it to exactly those elements.
 */
const parElement = <V>(value: () => V): Record<ElementEtatLieux, V> => ({
  Mur: value(),
  Sol: value(),
  Plafond: value(),
  Fenetre: value(),
  Electricite: value(),
  Plomberie: value(),
  Serrure: value(),
  Observation: value(),
});

// Typed by name, so that the web's grid reads room.Mur, room.Sol... as the schema checks them.
const elements = parElement(() => texte());

/**
 * One room of the inventory grid: its identity (`id`, given by the server when the room is first stored and kept by
 * the exit's copy of the entry, so that a renamed room stays paired with its entry room), its kind among the spec's
 * five (null for a room added), its editable name.
 */
const piece = z.object({ id: texte(), piece: texte(), nom: texte(), ...elements });
export type PieceEtatLieux = z.infer<typeof piece>;

/** The default grid: the five rooms of the spec, each with every element blank. */
export const piecesParDefaut = (): PieceEtatLieux[] =>
  PIECES_ETAT_LIEUX.map((p) => ({
    id: null,
    piece: p,
    nom: p,
    ...parElement(() => null),
  }));

export const etatLieuxSchema = z.object({
  AppartementId: idOptionnel(),
  interphone: booleen(false),
  doubleVitrage: booleen(false),
  eauFroide: texteRequis(),
  eauChaude: texteRequis(),
  chauffage: texteRequis(),
  antenne: texteRequis(),
  amenagement: texteRequis(),
  clef: texteRequis(),
  lieu: texteRequis(),
  date: dateRequise(),
  pieces: z.array(piece).nullish(),
  // Décret n° 2016-382, art. 3: the meters' readings, the keys handed over, the tenant's new address (exit only).
  compteurs: compteurs(),
  cles: cles(),
  nouvelleAdresse: texte(),
});
