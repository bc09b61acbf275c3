import type { Feuille } from "@worker/domain/imports/colonnes";
import { enteteNu } from "@worker/domain/imports/entetes";

// What the screen calls a template's column. The template's headers are written without accents (« Reference »,
// « Depot de garantie ») and the files, the errors and the export keep them so: a header is matched bare (entetes.ts),
// and an old file, an exported one or one typed from the issues must read the same. Only the screen says them as
// French words; a header with no entry here already is one (« Nom », « IBAN »).

const LIBELLES: Readonly<Record<string, string>> = {
  Reference: "Référence",
  Civilite: "Civilité",
  Prenom: "Prénom",
  Telephone: "Téléphone",
  Proprietaires: "Propriétaires",
  Etage: "Étage",
  Pieces: "Pièces",
  Copropriete: "Copropriété",
  "Periode de construction": "Période de construction",
  "Residence principale": "Résidence principale",
  "Date de debut": "Date de début",
  "Entree dans les lieux": "Entrée dans les lieux",
  "Depot de garantie": "Dépôt de garantie",
  "IRL de reference": "IRL de référence",
  // The owner's record names them so (Autres) and the spec says no more of them: dates copied as they are.
  "Creation POI": "Création POI",
  "Depot POI": "Date de dépôt POI",
  Reserve: "Réserve conservée",
  "N EDF": "N° EDF",
  "N Enedis": "N° Enedis",
  "N clef": "N° de clé",
  "Detail clefs": "Détail des clés",
  Telecommande: "Télécommande",
  "N cave": "N° de cave",
  Equipements: "Équipements",
  "Equipements importants": "Équipements importants",
  "Telephone syndic": "Téléphone du syndic",
  "Telephone gestionnaire": "Téléphone du gestionnaire",
  "Telephone gardien": "Téléphone du gardien",
  "Loyer precedent": "Loyer précédent",
  "Date loyer precedent": "Date du loyer précédent",
  "Depense energie min": "Dépense d'énergie min.",
  "Depense energie max": "Dépense d'énergie max.",
  "Annee des prix energie": "Année des prix de l'énergie",
  "Equipements TIC": "Équipements TIC",
  "Annee electricite": "Année de l'électricité",
  "Annee gaz": "Année du gaz",
  Chaudiere: "Chaudière",
  "Zone a risques": "Zone à risques",
  "Telephone 2": "Téléphone 2",
  "Civilite du mineur": "Civilité du mineur",
  "Prenom du mineur": "Prénom du mineur",
  "Telephone du mineur": "Téléphone du mineur",
  "Motif mobilite": "Motif mobilité",
  "Debut du preavis": "Début du préavis",
  "Fin du preavis": "Fin du préavis",
  "Retour du depot": "Retour du dépôt",
  "Remise des cles": "Remise des clés",
  "Releve EDF entree": "Relevé EDF d'entrée",
  "Annexes a part": "Annexes à part",
  "Entretien chaudiere": "Entretien de la chaudière",
  "Date de revision": "Date de révision",
  "Depot garde par le bailleur": "Dépôt gardé par le bailleur",
  "Dernier loyer precedent": "Dernier loyer précédent",
  "Date dernier loyer precedent": "Date du dernier loyer précédent",
  Complement: "Complément",
  "Duree engagement": "Durée de l'engagement",
  "Numero de mandat": "Numéro de mandat",
  "Duree en mois": "Durée en mois",
  "Honoraires HT": "Honoraires HT (%)",
  "Honoraires TTC": "Honoraires TTC (%)",
  TVA: "TVA (%)",
  "TVA des frais": "TVA des frais (%)",
};

/** A template header as the screen says it. */
export const libelleDe = (entete: string) => LIBELLES[entete] ?? entete;

/**
 * A file's header as the screen says it: the template's own header (an unaltered template, an export), whatever its
 * case or accents, is said as a French word; any other header as the file writes it.
 */
export function libelleDuFichier(colonnes: readonly { entete: string }[], entete: string) {
  const nu = enteteNu(entete);
  const modele = colonnes.find((c) => enteteNu(c.entete) === nu);
  return modele ? libelleDe(modele.entete) : entete;
}

/**
 * The fields the check computes and shows in a preview though no column feeds them (services/imports/communes.ts):
 * a lot's tense-zone status, read from its commune (ADR 110).
 */
export const CALCULES: Readonly<Partial<Record<Feuille, Readonly<Record<string, string>>>>> = {
  Appartements: { zoneTendue: "Zone tendue" },
};

/** The Soldes sheet's kinds, as the template's Type column codes them. */
export const TYPES_SOLDE: Readonly<Record<string, string>> = {
  locataire: "Locataire",
  depot: "Dépôt de garantie",
  proprietaire: "Propriétaire",
};

/** The columns read as a rate in percent (a mandate's fees and VAT, a letting fee's VAT). */
export const POURCENTS: Readonly<Partial<Record<Feuille, ReadonlySet<string>>>> = {
  Mandats: new Set(["honorairesHT", "honorairesTTC", "tauxTva"]),
  Baux: new Set(["fraisDossierTauxTVA"]),
};
