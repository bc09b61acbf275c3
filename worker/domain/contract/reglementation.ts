import { z } from "zod";
import { NOMS_TABLES } from "../reglementation/tables";
import { ligneReglementationSchema } from "../schemas/reglementation";
import type { Operation, Param } from "./operation";

// Paramètres > Réglementation (issue 73 item 4): every regulatory table the product reads, as dated rows with their
// source; an admin adds a row (a new decree, an extension of the rent-control experiment) without a new release.

const tag = "Réglementation";

const ligne = z
  .object({
    debut: z
      .string()
      .meta({ description: "Premier jour en vigueur (AAAA-MM-JJ)", examples: ["2026-08-01"] }),
    fin: z
      .string()
      .nullable()
      .meta({ description: "Dernier jour en vigueur, null sans fin connue" }),
    source: z.string().meta({ description: "Le texte d'où vient la ligne" }),
    resume: z.string().meta({
      description: "Ce que dit la ligne, en bref (territoire, nombre de communes, valeurs)",
    }),
    saisie: z.boolean().meta({ description: "Ajoutée dans Paramètres > Réglementation" }),
  })
  .meta({ id: "LigneReglementation" });
export type LigneReglementationApi = z.infer<typeof ligne>;

const table = z
  .object({
    table: z.enum(NOMS_TABLES),
    libelle: z.string(),
    usage: z.string().meta({ description: "Où le produit lit la table" }),
    ajout: z.boolean().meta({ description: "Un administrateur y ajoute des lignes ici" }),
    fin: z
      .string()
      .nullable()
      .meta({ description: "Dernier jour de la table, null si une ligne est sans fin" }),
    avertissement: z.string().nullable().meta({
      description: "Toutes les lignes ont pris fin : la règle ne s'applique plus (à prolonger)",
    }),
    data: z.array(ligne),
  })
  .meta({ id: "TableReglementation" });
export type TableReglementationApi = z.infer<typeof table>;

const TABLE: Param = {
  schema: z.enum(NOMS_TABLES),
  description:
    "La table : encadrement, zones-tendues, relocation, impayes-caf, honoraires, decence ou irl",
};

export const REGLEMENTATION_OPERATIONS = {
  "GET /reglementation": {
    tag,
    summary:
      "Les tables réglementaires, leurs lignes datées et leurs sources, avec un avertissement pour une table échue",
    access: "staff",
    ok: { 200: { description: "Les tables", json: z.object({ data: z.array(table) }) } },
    errors: [401, 403],
  },
  "GET /reglementation/:table": {
    tag,
    summary: "Une table réglementaire : ses lignes (début, fin, source)",
    access: "staff",
    params: { table: TABLE },
    ok: { 200: { description: "La table", json: table } },
    errors: [401, 403, 404],
  },
  "POST /reglementation/:table": {
    tag,
    summary: "Ajouter une ligne à une table (un nouveau décret, une prolongation), journalisée",
    access: "admin",
    params: { table: TABLE },
    body: { json: ligneReglementationSchema },
    ok: { 201: { description: "La table avec la ligne ajoutée", json: table } },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
