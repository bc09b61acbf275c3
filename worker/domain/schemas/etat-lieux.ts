import { z } from "zod";
import { booleen, dateRequise, idOptionnel, texte, texteRequis } from "./fields";
import { ELEMENTS_ETAT_LIEUX, PIECES_ETAT_LIEUX } from "./enums";

const piece = z.object({
  piece: texte(),
  nom: texte(),
  ...Object.fromEntries(ELEMENTS_ETAT_LIEUX.map((e) => [e, texte()])),
});

/** The default grid: the five rooms of the spec, each with every element blank. */
export const piecesParDefaut = () =>
  PIECES_ETAT_LIEUX.map((p) => ({ piece: p, nom: p, ...Object.fromEntries(ELEMENTS_ETAT_LIEUX.map((e) => [e, null])) }));

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
});
