import { type Colonne, col } from "./colonne";
import { COLONNES_FICHES, COLONNES_MANDATS } from "./colonnes-fiches";

// The templates' sheets and columns (issue 61, item 1): one sheet a kind, French headers, a `Reference` on each row
// (the record's identifier in the old software) by which the other sheets point at it. `requis`: marked in the
// template; `sorte`: which reader of saisie.ts reads the cell; `synonymes`: the headers other software and agencies
// write for it, matched bare (entetes.ts). A column the product gains is one line here.

export const FEUILLES = [
  "Proprietaires",
  "Appartements",
  "Locataires",
  "Baux",
  "Garants",
  "Mandats",
  "Soldes",
] as const;
export type Feuille = (typeof FEUILLES)[number];
const NOMS_FEUILLES: ReadonlySet<string> = new Set(FEUILLES);
/** A sheet's name as a file or a request gives it, if it is one of the templates'. */
export const estFeuille = (nom: string): nom is Feuille => NOMS_FEUILLES.has(nom);
/** A value for each sheet, made in FEUILLES's order. */
export const parFeuille = <T>(valeur: (f: Feuille) => T): Record<Feuille, T> => ({
  Proprietaires: valeur("Proprietaires"),
  Appartements: valeur("Appartements"),
  Locataires: valeur("Locataires"),
  Baux: valeur("Baux"),
  Garants: valeur("Garants"),
  Mandats: valeur("Mandats"),
  Soldes: valeur("Soldes"),
});

export type { Colonne, Sorte } from "./colonne";

const REFERENCE = (quoi: string, synonymes: string[]) =>
  col(
    "reference",
    "Reference",
    "reference",
    `L'identifiant ${quoi} dans l'ancien logiciel.`,
    ["Référence", "Ref", "Réf", "Code", "Identifiant", "ID", ...synonymes],
    true,
  );

const PERSONNE = (qui: string) => [
  col("titre", "Civilite", "civilite", "M., Mme, Monsieur, Madame ou Mademoiselle.", [
    "Civilité",
    "Titre",
  ]),
  // Required of a person; a company owner is named by its raison sociale (verifier.ts checks it at its row).
  col(
    "nom",
    "Nom",
    "texte",
    `Le nom ${qui}.`,
    [`Nom du ${qui}`, `Nom ${qui}`, "Nom de famille"],
    qui === "propriétaire" ? undefined : true,
  ),
  // Required as the forms require it (domain/schemas: client, locataire, caution); a company owner has none
  // (verifier.ts checks it there, where the row's « Personne morale » is known).
  col(
    "prenom",
    "Prenom",
    "texte",
    "Le prénom.",
    ["Prénom", `Prénom du ${qui}`],
    qui === "propriétaire" ? undefined : true,
  ),
  col("adresse", "Adresse", "texte", "Numéro et rue.", ["Rue", "Adresse postale"]),
  col("codePostal", "Code postal", "texte", "5 chiffres.", ["CP", "Code_postal"]),
  col("ville", "Ville", "texte", "La commune.", ["Commune", "Localité"]),
  col("naissance", "Date de naissance", "date", "31/12/1970 ou 1970-12-31.", [
    "Né le",
    "Naissance",
  ]),
  col("lieuNaissance", "Lieu de naissance", "texte", "La commune de naissance.", ["Né à"]),
];

export const COLONNES: Readonly<Record<Feuille, readonly Colonne[]>> = {
  Proprietaires: [
    REFERENCE("du propriétaire", [
      "Code propriétaire",
      "N° propriétaire",
      "Référence propriétaire",
    ]),
    ...PERSONNE("propriétaire"),
    col("mailPerso", "Email", "email", "L'adresse électronique.", [
      "E-mail",
      "Mail",
      "Courriel",
      "Adresse mail",
    ]),
    col("mobilePerso", "Telephone", "telephone", "06 12 34 56 78 ou +33 6 12 34 56 78.", [
      "Téléphone",
      "Tél",
      "Portable",
      "Mobile",
    ]),
    col("iban", "IBAN", "iban", "Le compte où lui verser ses loyers.", ["RIB", "Compte bancaire"]),
    col("bic", "BIC", "texte", "8 ou 11 caractères.", ["Code BIC", "SWIFT"]),
    col("numSiret", "SIRET", "texte", "Pour une société propriétaire.", ["N° SIRET"]),
    // A SCI or a company: no civilité nor prénom; its unfurnished leases run six years (loi n° 89-462, art. 10).
    col("personneMorale", "Personne morale", "booleen", "oui pour une SCI ou une société.", [
      "Société",
      "SCI",
    ]),
    col(
      "raisonSociale",
      "Raison sociale",
      "texte",
      "Le nom d'une SCI ou d'une société (vaut Personne morale : oui).",
      ["Dénomination", "Nom de la société"],
    ),
    ...COLONNES_FICHES.Proprietaires,
  ],
  Appartements: [
    REFERENCE("du lot", ["Code lot", "N° lot", "Lot", "Référence lot", "Référence du bien"]),
    col(
      "proprietaires",
      "Proprietaires",
      "parts",
      "P001:60;P002:40 (références et quotes-parts en %).",
      ["Propriétaires", "Propriétaire", "Référence propriétaire", "Mandants"],
      true,
    ),
    col("adresse", "Adresse", "texte", "Numéro et rue du lot.", ["Adresse du bien", "Rue"], true),
    col("codePostal", "Code postal", "texte", "5 chiffres.", ["CP"], true),
    col("ville", "Ville", "texte", "La commune.", ["Commune"], true),
    col("etage", "Etage", "texte", "RDC, 1, 2...", ["Étage"]),
    col("nbPiece", "Pieces", "entier", "Le nombre de pièces principales.", [
      "Pièces",
      "Nb pièces",
      "Nombre de pièces",
    ]),
    col("surface", "Surface", "nombre", "En m² (loi Carrez ou habitable).", [
      "Surface habitable",
      "m2",
      "Superficie",
    ]),
    col("loyerHC", "Loyer HC", "montant", "Le loyer hors charges du lot.", [
      "Loyer hors charges",
      "Loyer",
    ]),
    col("charge", "Charges", "montant", "Les provisions sur charges.", [
      "Provisions sur charges",
      "Provision charges",
    ]),
    col("classeEnergie", "DPE", "texte", "La classe énergie, A à G.", [
      "Classe énergie",
      "Étiquette énergie",
    ]),
    col("copropriete", "Copropriete", "booleen", "oui ou non.", ["Copropriété", "En copropriété"]),
    col("syndicNom", "Syndic", "texte", "Le nom du syndic.", ["Nom du syndic"]),
    col("situation", "Situation", "texte", "Bâtiment, escalier, porte.", ["Bâtiment", "Porte"]),
    col("autresInfo", "Autres informations", "texte", "Ce qu'il faut savoir du lot.", [
      "Observations",
      "Remarques",
    ]),
    col(
      "periodeConstruction",
      "Periode de construction",
      "texte",
      "avant 1949, 1949-1974, 1975-1989, 1990-2005, après 2005.",
      ["Période de construction", "Année de construction"],
    ),
    ...COLONNES_FICHES.Appartements,
  ],
  Locataires: [
    REFERENCE("du locataire", ["Code locataire", "N° locataire", "Référence locataire"]),
    ...PERSONNE("locataire"),
    col("mail", "Email", "email", "L'adresse électronique.", ["E-mail", "Mail", "Courriel"]),
    col("tel", "Telephone", "telephone", "06 12 34 56 78 ou +33 6 12 34 56 78.", [
      "Téléphone",
      "Tél",
      "Portable",
      "Mobile",
    ]),
    col("rp", "Residence principale", "booleen", "oui si le lot est sa résidence principale.", [
      "Résidence principale",
      "RP",
    ]),
    ...COLONNES_FICHES.Locataires,
  ],
  Baux: [
    REFERENCE("du bail", [
      "Code bail",
      "N° bail",
      "Référence bail",
      "Référence du dossier",
      "Dossier",
    ]),
    col(
      "appartement",
      "Appartement",
      "reference",
      "La référence du lot loué.",
      ["Lot", "Référence lot", "Bien"],
      true,
    ),
    col(
      "locataires",
      "Locataires",
      "references",
      "Les références des locataires, colocataires compris (L001;L002;L003).",
      ["Locataire", "Référence locataire"],
      true,
    ),
    col("typeBail", "Type de bail", "texte", "nu, meublé, mobilité...", ["Type", "Nature du bail"]),
    col(
      "dateDebutBail",
      "Date de debut",
      "date",
      "La date d'effet du bail.",
      ["Date de début", "Début du bail", "Date d'effet", "Date d'entrée"],
      true,
    ),
    col(
      "dateEntree",
      "Entree dans les lieux",
      "date",
      "L'entrée dans les lieux ; vide : la date de début.",
      ["Entrée dans les lieux"],
    ),
    col(
      "dateCreationBail",
      "Date de signature",
      "date",
      "Le jour où le bail a été signé ; vide : sa date de début.",
      ["Date de signature du bail", "Fait le", "Signé le"],
    ),
    col(
      "dateFinBail",
      "Date de fin",
      "date",
      "Vide : la fin de sa durée légale depuis son début.",
      ["Fin du bail", "Échéance"],
    ),
    col(
      "loyerHC",
      "Loyer HC",
      "montant",
      "Le loyer hors charges mensuel.",
      ["Loyer hors charges", "Loyer"],
      true,
    ),
    col(
      "loyerCharge",
      "Charges",
      "montant",
      "Les provisions sur charges mensuelles.",
      ["Provisions sur charges", "Provision charges"],
      true,
    ),
    col(
      "depotGarantie",
      "Depot de garantie",
      "montant",
      "Le dépôt versé à l'entrée.",
      ["Dépôt de garantie", "Caution", "DG"],
      true,
    ),
    col(
      "jourQuitance",
      "Jour de quittance",
      "entier",
      "Le jour du mois où le loyer est dû (1 à 31).",
      ["Jour de paiement", "Échéance du loyer"],
    ),
    col("indice", "IRL de reference", "nombre", "La valeur de l'IRL du bail.", [
      "IRL",
      "Indice de référence",
    ]),
    col("indiceTrim", "Trimestre IRL", "texte", "Le trimestre de l'IRL (T2 2026).", [
      "Trimestre de référence",
    ]),
    col("assuranceDateFin", "Fin assurance", "date", "La fin de l'assurance habitation en cours.", [
      "Fin de l'assurance",
      "Assurance jusqu'au",
    ]),
    col(
      "soumisEncadrement",
      "Encadrement",
      "booleen",
      "Vide : déduit de la commune et de la date de signature.",
      ["Soumis à l'encadrement", "Encadrement des loyers"],
    ),
    ...COLONNES_FICHES.Baux,
  ],
  Garants: [
    REFERENCE("du garant", ["Code garant", "Référence garant"]),
    col(
      "bail",
      "Bail",
      "reference",
      "La référence du bail garanti.",
      ["Référence bail", "Dossier"],
      true,
    ),
    ...PERSONNE("garant"),
    // Required as the guarantor's form requires them (domain/schemas/caution.ts): the deed is sent to them.
    col("mail", "Email", "email", "L'adresse électronique.", ["E-mail", "Mail", "Courriel"], true),
    col("tel", "Telephone", "telephone", "06 12 34 56 78.", ["Téléphone", "Tél"], true),
    ...COLONNES_FICHES.Garants,
  ],
  Mandats: COLONNES_MANDATS,
  Soldes: [
    col(
      "reference",
      "Reference",
      "reference",
      "La référence d'un bail (locataire, depot) ou d'un propriétaire.",
      ["Référence"],
      true,
    ),
    col("type", "Type", "texte", "locataire, depot ou proprietaire.", ["Nature"], true),
    col(
      "montant",
      "Montant",
      "montant",
      "Locataire : positif s'il doit. Propriétaire : positif si l'agence lui doit.",
      ["Solde", "Montant du solde"],
      true,
    ),
  ],
};
