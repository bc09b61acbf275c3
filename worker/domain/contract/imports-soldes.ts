import { z } from "zod";
import type { Operation } from "./operation";

// The balances of the imports, for the person who confirms them (issue 74, ADR 124): a comptable confirms what an
// admin imported, so it reads this list, and only this: no files, no errors, no records created, just who imported
// which balances, their totals as written, and who confirmed them when.

const tag = "Reprise de données";

const soldesImport = z
  .object({
    id: z.number().int(),
    dateReprise: z.string(),
    auteur: z.string().meta({ description: "Qui a importé (il ne peut confirmer ces soldes)" }),
    termineAt: z.string().nullable(),
    soldes: z.enum(["a_verifier", "confirme"]),
    proprietaires: z.number().meta({ description: "Soldes des propriétaires, en euros (signés)" }),
    locataires: z.number().meta({
      description: "Soldes des locataires, en euros : dus positifs, avoirs négatifs",
    }),
    depots: z.number().meta({ description: "Dépôts de garantie déclarés détenus, en euros" }),
    soldesConfirmesPar: z.string().nullable(),
    soldesConfirmesAt: z.string().nullable(),
  })
  .meta({ id: "SoldesImport" });

export const IMPORT_SOLDES_OPERATIONS = {
  "GET /imports/soldes": {
    tag,
    summary: "Les soldes d'ouverture des reprises terminées : à vérifier ou confirmés, et par qui",
    access: "finance",
    ok: {
      200: {
        description: "Les reprises avec des soldes, la plus récente d'abord",
        json: z.object({ imports: z.array(soldesImport) }),
      },
    },
    errors: [401, 403],
  },
} as const satisfies Record<string, Operation>;
