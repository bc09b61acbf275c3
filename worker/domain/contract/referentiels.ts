import { z } from "zod";
import { plafondsSaisieSchema } from "../schemas/referentiels";
import type { Operation, Param } from "./operation";
import { dataOf } from "./shapes";

// Paramètres > Référentiels (issue 23): the official list of communes by zone that an admin imports (the zone of
// the lease rules is derived from it), and the letting-fee ceilings of décret n° 2014-890 as dated rows.

const tag = "Référentiels";

const listeCommunes = z
  .object({
    chargee: z.boolean().meta({ description: "Une liste a été importée" }),
    dateListe: z.string().nullable().meta({ description: "Date de la liste (AAAA-MM-JJ)" }),
    nombre: z.number().meta({ description: "Nombre de communes de la liste" }),
    fichier: z.string().nullable().meta({ description: "Nom du fichier importé" }),
    importeLe: z.string().nullable().meta({ description: "Date et heure de l'import (ISO)" }),
    parZone: z
      .object({ "très tendue": z.number(), tendue: z.number(), "non tendue": z.number() })
      .meta({ description: "Nombre de communes par zone" }),
  })
  .meta({ id: "ListeCommunes" });
export type ListeCommunesApi = z.infer<typeof listeCommunes>;

const plafonds = z
  .object({
    depuis: z.string().meta({ description: "Premier jour en vigueur", examples: ["2026-01-01"] }),
    tresTendue: z.number().meta({ description: "€ TTC/m², zone très tendue", examples: [12.1] }),
    tendue: z.number().meta({ description: "€ TTC/m², zone tendue", examples: [10.09] }),
    nonTendue: z.number().meta({ description: "€ TTC/m², ailleurs", examples: [8.07] }),
    etatDesLieux: z.number().meta({ description: "€ TTC/m², état des lieux", examples: [3.03] }),
    source: z.string(),
    saisie: z.boolean().meta({ description: "Ajouté ou corrigé dans Paramètres > Référentiels" }),
  })
  .meta({ id: "PlafondsHonoraires" });
export type PlafondsApi = z.infer<typeof plafonds>;

const DEPUIS: Param = {
  schema: z.string().meta({ examples: ["2027-01-01"] }),
  description: "Premier jour en vigueur (AAAA-MM-JJ)",
};

export const REFERENTIEL_OPERATIONS = {
  "GET /referentiels/communes": {
    tag,
    summary: "La liste des communes par zone importée : sa date, son nombre de communes par zone",
    access: "staff",
    ok: { 200: { description: "Le résumé de la liste", json: listeCommunes } },
    errors: [401, 403],
  },
  "POST /referentiels/communes": {
    tag,
    summary:
      "Importer la liste officielle des communes par zone (CSV : code INSEE, commune, zone ; ; ou , ; UTF-8 ou Latin-1), qui remplace la précédente",
    access: "admin",
    body: {
      multipart: z.object({
        file: z.string().meta({ format: "binary", description: "Le fichier CSV (50 Mo au plus)" }),
        date: z.string().optional().meta({ description: "Date de la liste (AAAA-MM-JJ)" }),
      }),
    },
    ok: { 200: { description: "Le résumé de la nouvelle liste", json: listeCommunes } },
    errors: [400, 401, 403, 413, 415],
  },
  "GET /referentiels/honoraires": {
    tag,
    summary:
      "Les plafonds des honoraires de location (décret n° 2014-890) par date, avec les ajouts de l'administrateur",
    access: "staff",
    ok: {
      200: { description: "Les plafonds, du plus ancien au plus récent", json: dataOf(plafonds) },
    },
    errors: [401, 403],
  },
  "PUT /referentiels/honoraires/:depuis": {
    tag,
    summary: "Ajouter ou corriger les plafonds en vigueur à partir d'une date",
    access: "admin",
    params: { depuis: DEPUIS },
    body: { json: plafondsSaisieSchema },
    ok: { 200: { description: "Les plafonds enregistrés", json: plafonds } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
