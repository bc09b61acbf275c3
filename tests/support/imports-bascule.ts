// Issue 74 item 3's portfolio, taken over on 01/11/2026 and imported on 28/11/2026 (the issue's example): a company
// owner, a Paris lot without IRL nor end date nor insurance end, a co-tenancy with a tenant's credit, a furnished
// lease ended before the cut-over, a lease ending inside November (its term prorated), a lot whose DPE class is
// known without its report. Shared by the Node and edge tests.
export const REPRISE_BASCULE = "2026-11-01";
export const IMPORT_LE = "2026-11-28T10:00:00Z";

export const PORTEFEUILLE_BASCULE: Record<string, (string | number | null)[][]> = {
  Proprietaires: [
    ["Reference", "Civilite", "Nom", "Prenom", "Personne morale", "Email"],
    ["P1", null, "SCI Les Tilleuls", null, "oui", "sci@exemple.fr"],
    ["P2", "Mme", "Durand", "Anne", "non", "anne@exemple.fr"],
  ],
  Appartements: [
    ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges", "DPE"],
    ["A1", "P1", "12 rue Oberkampf", "75011", "Paris", "1000", "80", null],
    ["A2", "P2", "3 rue des Lilas", "69003", "Lyon", "800", "50", "E"],
    ["A3", "P2", "5 rue des Lilas", "69003", "Lyon", "650", "40", null],
    ["A4", "P1", "7 rue des Lilas", "69003", "Lyon", "700", "45,50", null],
  ],
  Locataires: [
    ["Reference", "Civilite", "Nom", "Prenom", "Email"],
    ["L1", "Mme", "Petit", "Julie", "julie@exemple.fr"],
    ["L2", "M.", "Leroy", "Hugo", "hugo@exemple.fr"],
    ["L3", "Mme", "Leroy", "Inès", "ines@exemple.fr"],
    ["L4", "M.", "Roux", "Marc", "marc@exemple.fr"],
    ["L5", "Mme", "Faure", "Lina", "lina@exemple.fr"],
  ],
  Baux: [
    [
      "Reference",
      "Appartement",
      "Locataires",
      "Type de bail",
      "Date de debut",
      "Date de fin",
      "Loyer HC",
      "Charges",
      "Depot de garantie",
      "Fin assurance",
    ],
    ["B1", "A1", "L1", "nu", "01/09/2024", null, "1000", "80", "1000", null],
    ["B2", "A2", "L2;L3", "nu", "01/03/2025", "28/02/2028", "800", "50", "800", "31/08/2027"],
    ["B3", "A3", "L4", "meublé", "01/10/2025", "30/09/2026", "650", "40", "1300", null],
    ["B4", "A4", "L5", "nu", "16/11/2023", "15/11/2026", "700", "45,50", "700", null],
  ],
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["B1", "locataire", "250"],
    ["B2", "locataire", "-100"],
  ],
};

/** The dry run's warning on B3, word for word. */
export const AVERTISSEMENT_B3 =
  "Feuille Baux, ligne 4 : le bail B3 a pris fin le 30/09/2026, avant la date de reprise du 01/11/2026 : il est importé clos, et aucune échéance ne lui est appelée.";
