// The closed lists of values the spec names, shared by forms and the server.
export const TITRES = ["Monsieur", "Madame", "Mademoiselle"] as const;
// Spec 3 lists "Non défini" as a choice while spec 9 names the default "Non définit": both are accepted.
export const SEXES = ["Non définit", "Non défini", "Male", "Femelle"] as const;
export const ADRESSE_DEFAUT = ["adresse", "adresseFiscale"] as const;
export const MAIL_DEFAUT = ["mailPerso", "mailPro"] as const;
export const TEL_DEFAUT = ["fixePerso", "fixePro", "mobilePerso", "mobilePro"] as const;
export const TYPES_IMMEUBLE = ["collectif", "individuel"] as const;
export const DESTINATIONS = ["usage d'habitation", "usage mixte"] as const;
export const PERIODES_CONSTRUCTION = [
  "avant 1946",
  "1946-1970",
  "1971-1990",
  "après 1990",
] as const;
export const COLLECTIVE_INDIVIDUELLE = ["collective", "individuelle"] as const;
export const MODES_PAIEMENT = ["Cheque", "Virement"] as const;
/** An instalment may also be settled by deduction from the owner's account (issue 38). */
export const MODE_COMPTE_PROPRIETAIRE = "CompteProprietaire";
export const MODES_ACCOMPTE = [...MODES_PAIEMENT, MODE_COMPTE_PROPRIETAIRE] as const;
export type { Role } from "../roles";
export const PIECES_ETAT_LIEUX = ["Entrée", "Séjour", "Cuisine", "Salle d'eau", "W.C."] as const;
/**
 * The individual meters an inventory reads (décret n° 2016-382 du 30 mars 2016, art. 3: "les relevés des compteurs
 * individuels de consommation d'eau ou d'énergie"): electricity on a single rate, or its peak (heures pleines) and
 * off-peak (heures creuses) registers, gas, hot and cold water. Stored and printed as written here.
 */
export const TYPES_COMPTEUR = [
  "électricité",
  "électricité HP",
  "électricité HC",
  "gaz",
  "eau chaude",
  "eau froide",
] as const;
export const ELEMENTS_ETAT_LIEUX = [
  "Mur",
  "Sol",
  "Plafond",
  "Fenetre",
  "Electricite",
  "Plomberie",
  "Serrure",
  "Observation",
] as const;
/** How a tenant's payment came in (the ledger's payments; "Non précisé" for a term switched to paid or declared). */
export const MODES_ENCAISSEMENT = [
  "Virement",
  "Chèque",
  "Espèces",
  "Prélèvement",
  "Carte",
  "Non précisé",
] as const;
/**
 * How a tenant pays, as the lease records it (issue 60). "Prélèvement" is not chosen here: the dossier reads it while
 * a direct-debit mandate is active (services/mandats), and this mode again once the mandate is revoked.
 */
export const MODES_PAIEMENT_LOYER = ["Virement", "Chèque", "Espèces", "Carte"] as const;
/** What a dossier with an active mandate reads as its mode; sent back by a form, it keeps the stored mode. */
export const MODE_PRELEVEMENT = "Prélèvement" as const;
/** A bail mobilité's reasons, those of art. 25-12 of loi n° 89-462 (titre Ier ter): the tenant states one. */
export const MOTIFS_MOBILITE = [
  "formation professionnelle",
  "études supérieures",
  "contrat d'apprentissage",
  "stage",
  "engagement volontaire dans le cadre d'un service civique",
  "mutation professionnelle",
  "mission temporaire",
] as const;
