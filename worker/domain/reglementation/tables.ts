// The regulatory tables the product reads (issue 73 item 4), each a list of dated rows with their source: the rows
// the product ships (in code, beside their rule) and the rows an admin adds in Paramètres > Réglementation. Three
// take rows here; the fee ceilings and the IRL keep their own screens (Référentiels, IRL) and are listed read-only, as
// the decency floors are (a law's dates, read by every rule of decency: a new law comes with a release).

export const TABLES_REGLEMENTATION = {
  encadrement: {
    libelle: "Encadrement du niveau des loyers",
    usage: "Baux signés dans un territoire soumis aux loyers de référence (loi ELAN, art. 140)",
    ajout: true,
  },
  "zones-tendues": {
    libelle: "Communes en zone tendue",
    usage: "Zone tendue d'un lot par défaut : préavis d'un mois, loyer à la relocation",
    ajout: true,
  },
  relocation: {
    libelle: "Décret annuel sur l'évolution des loyers à la relocation",
    usage:
      "Loyer d'un nouveau bail en zone tendue, au plus le dernier loyer du précédent locataire",
    ajout: true,
  },
  "impayes-caf": {
    libelle: "Impayé à déclarer à la CAF ou à la MSA (tiers payant)",
    usage:
      "Baux en tiers payant : quand l'impayé est constitué et dans quel délai le déclarer (CCH R.824-1)",
    ajout: true,
  },
  honoraires: {
    libelle: "Plafonds des honoraires de location",
    usage: "Honoraires du locataire (décret n° 2014-890) : Paramètres > Référentiels",
    ajout: false,
  },
  decence: {
    libelle: "Seuils de décence énergétique",
    usage:
      "Logement non décent : bail nouveau refusé, mention au renouvellement (loi n° 89-462, art. 6)",
    ajout: false,
  },
  irl: {
    libelle: "Indice de référence des loyers",
    usage: "Révision des loyers (INSEE) : Paramètres > IRL",
    ajout: false,
  },
} as const;

export type TableReglementation = keyof typeof TABLES_REGLEMENTATION;
export const NOMS_TABLES = [
  "encadrement",
  "zones-tendues",
  "relocation",
  "impayes-caf",
  "honoraires",
  "decence",
  "irl",
] as const satisfies readonly TableReglementation[];
export type TableAjout = "encadrement" | "zones-tendues" | "relocation" | "impayes-caf";

export const MSG_TABLE_INCONNUE =
  "Table inconnue : encadrement, zones-tendues, relocation, impayes-caf, honoraires, decence ou irl.";
export const MSG_TABLE_AILLEURS = (t: "honoraires" | "decence" | "irl") =>
  ({
    irl: "L'IRL s'enrichit dans Paramètres > IRL.",
    honoraires: "Les plafonds d'honoraires s'enrichissent dans Paramètres > Référentiels.",
    decence:
      "Les seuils de décence sont fixés par la loi : une nouvelle loi vient avec une mise à jour du produit.",
  })[t];

/** The day before a YYYY-MM-DD day (a row's end when the next one starts). */
export function veille(jour: string): string {
  const d = new Date(`${jour}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
