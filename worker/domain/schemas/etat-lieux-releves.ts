import { z } from "zod";
import { choixRequis, entierRequis, nombreRequis, texte, texteRequis } from "./fields";
import { TYPES_COMPTEUR } from "./enums";

// What décret n° 2016-382 du 30 mars 2016 (art. 3) requires of an inventory beyond the rooms: the readings of the
// individual meters, the number and use of the keys, and on the exit the tenant's new address.

export const MSG_RELEVES = {
  releve: "Le relevé du compteur ne peut pas être négatif.",
  nombreCles: "Le nombre de clés doit être un entier positif ou nul.",
  nouvelleAdresse: "Seul l'état des lieux de sortie porte la nouvelle adresse du locataire.",
} as const;

/** One meter: its kind (TYPES_COMPTEUR), its number as printed on it, its reading (kWh or m³, never negative). */
const compteur = z.object({
  type: choixRequis(TYPES_COMPTEUR),
  numero: texte(),
  releve: nombreRequis(0, MSG_RELEVES.releve),
});
export type Compteur = z.infer<typeof compteur>;

/** One kind of key or access means (porte d'entrée, boîte aux lettres, badge...) and how many are handed over. */
const cle = z.object({
  type: texteRequis(),
  nombre: entierRequis(0, undefined, MSG_RELEVES.nombreCles),
});
export type Cle = z.infer<typeof cle>;

export const compteurs = () => z.array(compteur).nullish();
export const cles = () => z.array(cle).nullish();
