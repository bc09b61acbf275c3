// Hostile data for the document tests: accents, apostrophes, quotes, '€', 'œ', 300-character names and addresses,
// characters the standard PDF fonts cannot encode, and optional fields left empty.
import type { Agence } from "../../worker/lib/agence";

/** `s` repeated to exactly `n` characters, ending on a letter (no dangling space). */
const toLength = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n - 1) + "x";

/** 300 characters with spaces: it must wrap, never leave the page. */
export const NOM_LONG = toLength("Marie-Hélène d’Aubigné-Lefèvre « Œdipe » Çà-et-là Ærø ", 300);
export const ADRESSE_LONGUE = toLength("12 bis rue de l’Évêché « côté cour » bâtiment Œ escalier Ç ", 300);
/** Characters outside WinAnsi: replaced (ł -> l, emoji -> ?), never an error. */
export const PRENOM_ETRANGER = "Łukasz 😀";
export const PRENOM = "Zoë « Zozo » d’Arçon";

export const AGENCE_TEST: Agence = {
  nom: "Agence de l’Œuvre « Étoile » & Cie",
  adresse: "5 place de l’Hôtel-de-Ville, 75004 Paris",
  siret: "123 456 789 00012",
  carteProfessionnelle: "CPI 7501 2026 000 012 345",
  telephone: "01 23 45 67 89",
  email: "contact@agence.test",
};
