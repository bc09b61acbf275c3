import type { Operation } from "./operation";

// Moving an agency in and out (issue 61): the templates of the import, admin only like the import itself.

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const tag = "Reprise de données";

export const IMPORT_OPERATIONS = {
  "GET /imports/modele.xlsx": {
    tag,
    summary: "Le modèle de reprise : un classeur d'un onglet par sorte (et Lisez-moi)",
    description:
      "Onglets Proprietaires, Appartements, Locataires, Baux, Garants, Soldes : en-têtes en français (les obligatoires marqués *), deux lignes d'exemple chacun ; l'onglet Lisez-moi décrit chaque colonne et ses autres noms acceptés.",
    access: "admin",
    ok: { 200: { description: "Le classeur", file: XLSX } },
    errors: [401, 403],
  },
  "GET /imports/modele.zip": {
    tag,
    summary: "Le même modèle en fichiers CSV (un par onglet), dans un zip",
    description: "UTF-8 avec BOM, « ; » entre les cellules : ce qu'Excel ouvre tel quel.",
    access: "admin",
    ok: { 200: { description: "Le zip des CSV", file: "application/zip" } },
    errors: [401, 403],
  },
} as const satisfies Record<string, Operation>;

export const XLSX_MIME = XLSX;
