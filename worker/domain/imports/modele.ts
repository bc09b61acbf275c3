import { COLONNES, type Colonne, FEUILLES, type Feuille } from "./colonnes";

// The templates' content (issue 61, item 1): each sheet's headers (a required one marked " *", which the header
// matching ignores), two example rows typed as people type them, and the Lisez-moi sheet that explains each column.
// The files themselves are written by services/imports/modele.ts.

export const LISEZ_MOI = "Lisez-moi";

/** Two example rows a sheet, by field: the references point at one another across the sheets. */
const EXEMPLES: Readonly<Record<Feuille, readonly Record<string, string>[]>> = {
  Proprietaires: [
    {
      reference: "P001",
      titre: "M.",
      nom: "Martin",
      prenom: "Paul",
      adresse: "3 rue des Lilas",
      codePostal: "69003",
      ville: "Lyon",
      mailPerso: "paul.martin@exemple.fr",
      mobilePerso: "06 12 34 56 78",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      bic: "AGRIFRPP",
    },
    {
      reference: "P002",
      titre: "Mme",
      nom: "Durand",
      prenom: "Anne",
      adresse: "8 avenue Foch",
      codePostal: "75016",
      ville: "Paris",
      mailPerso: "anne.durand@exemple.fr",
      mobilePerso: "+33 6 98 76 54 32",
    },
  ],
  Appartements: [
    {
      reference: "A001",
      proprietaires: "P001:60;P002:40",
      adresse: "12 rue de la Paix",
      codePostal: "75002",
      ville: "Paris",
      etage: "2",
      nbPiece: "3",
      surface: "62,5",
      loyerHC: "1 250,00",
      charge: "120,00",
      classeEnergie: "D",
      copropriete: "oui",
      syndicNom: "Cabinet Syndic & Associés",
    },
    {
      reference: "A002",
      proprietaires: "P002",
      adresse: "5 place Bellecour",
      codePostal: "69002",
      ville: "Lyon",
      etage: "RDC",
      nbPiece: "1",
      surface: "24",
      loyerHC: "540",
      charge: "40",
      classeEnergie: "E",
      copropriete: "non",
    },
  ],
  Locataires: [
    {
      reference: "L001",
      titre: "Mme",
      nom: "Petit",
      prenom: "Léa",
      mail: "lea.petit@exemple.fr",
      tel: "07 11 22 33 44",
    },
    {
      reference: "L002",
      titre: "M.",
      nom: "Bernard",
      prenom: "Hugo",
      mail: "hugo.bernard@exemple.fr",
      tel: "06 55 44 33 22",
    },
  ],
  Baux: [
    {
      reference: "B001",
      appartement: "A001",
      locataires: "L001",
      typeBail: "nu",
      dateDebutBail: "01/09/2024",
      loyerHC: "1 250,00",
      loyerCharge: "120,00",
      depotGarantie: "1 250,00",
      jourQuitance: "5",
      indice: "145,17",
      indiceTrim: "T2 2024",
    },
    {
      reference: "B002",
      appartement: "A002",
      locataires: "L002",
      typeBail: "meublé",
      dateDebutBail: "2025-10-01",
      dateFinBail: "2026-09-30",
      loyerHC: "540",
      loyerCharge: "40",
      depotGarantie: "1080",
      jourQuitance: "1",
    },
  ],
  Garants: [
    {
      reference: "G001",
      bail: "B001",
      titre: "M.",
      nom: "Petit",
      prenom: "Jean",
      adresse: "4 rue Haute",
      codePostal: "44000",
      ville: "Nantes",
      mail: "jean.petit@exemple.fr",
      tel: "02 40 11 22 33",
    },
    {
      reference: "G002",
      bail: "B002",
      titre: "Mme",
      nom: "Bernard",
      prenom: "Claire",
      ville: "Rennes",
      mail: "claire.bernard@exemple.fr",
      tel: "06 22 33 44 55",
    },
  ],
  Mandats: [
    {
      reference: "M001",
      proprietaires: "P001;P002",
      appartements: "A001",
      numeroMandat: "2019-0012",
      dateSignature: "15/03/2019",
      honorairesHT: "6",
      dureeMandatMois: "36",
    },
    {
      reference: "M002",
      proprietaires: "P002",
      appartements: "A002",
      dateSignature: "2025-09-15",
      honorairesTTC: "7,2",
      dureeMandatMois: "12",
    },
  ],
  Soldes: [
    { reference: "B001", type: "locataire", montant: "125,50" },
    { reference: "B001", type: "depot", montant: "1 250,00" },
  ],
};

/** A header as the template writes it: a required column marked. */
export const enteteModele = (c: Colonne) => (c.requis ? `${c.entete} *` : c.entete);

export interface FeuilleModele {
  nom: Feuille;
  entetes: string[];
  lignes: string[][];
}

/** Each sheet: its headers and its two examples. */
export const feuillesModele = (): FeuilleModele[] =>
  FEUILLES.map((nom) => ({
    nom,
    entetes: COLONNES[nom].map(enteteModele),
    lignes: EXEMPLES[nom].map((ex) => COLONNES[nom].map((c) => ex[c.champ] ?? "")),
  }));

/** The Lisez-moi sheet: a few lines of how to fill it in, then one row a column. */
export const lisezMoi = (): string[][] => [
  [
    "Reprise de données : un onglet par sorte d'enregistrement. Les colonnes marquées * sont obligatoires.",
  ],
  [
    "Chaque ligne porte une Reference (son identifiant dans l'ancien logiciel) : les autres onglets la citent.",
  ],
  [
    "Dates : 31/12/2026 ou 2026-12-31. Montants : 1 234,56 (le symbole € est accepté). Oui/non : oui, non, x, 1, 0.",
  ],
  [
    "Soldes : à la date de reprise ; locataire positif s'il doit, propriétaire positif si l'agence lui doit.",
  ],
  [],
  ["Onglet", "Colonne", "Obligatoire", "Description", "Autres noms acceptés"],
  ...FEUILLES.flatMap((f) =>
    COLONNES[f].map((c) => [f, c.entete, c.requis ? "oui" : "non", c.aide, c.synonymes.join(", ")]),
  ),
];
