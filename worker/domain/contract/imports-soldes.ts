import { z } from "zod";
import { idOf, type Operation } from "./operation";
import { oppositionSoldesSchema } from "../imports/delai-soldes";
import { importRecord } from "./imports";

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
  "POST /Import/:id/soldes/delai": {
    tag,
    summary:
      "Mode délai des soldes : prévenir chaque propriétaire de son solde repris, retenu 72 heures plus tard sans contestation",
    description:
      "Pour l'agence dont l'auteur de l'import est le seul administrateur ou comptable (personne ne peut confirmer ses soldes). 409 hors du mode délai (Paramètres > Agence), quand un autre administrateur ou comptable existe, quand les soldes ne sont plus à vérifier ou sont contestés. Une seconde fois : personne n'est prévenu deux fois (200, `prevenus: 0`). Le délai vient d'un tableau daté.",
    access: "finance",
    params: { id: idOf("de l'import") },
    ok: {
      200: {
        description: "Combien de propriétaires prévenus, ceux sans adresse e-mail, et l'import",
        json: z.object({
          prevenus: z.number().int(),
          nonPrevenus: z.array(z.string()).meta({
            description: "Les propriétaires sans adresse e-mail : à prévenir par courrier",
          }),
          import: importRecord,
        }),
      },
    },
    errors: [401, 403, 404, 409],
  },
  "POST /Import/:id/soldes/contester": {
    tag,
    summary:
      "Noter la contestation d'un propriétaire : le délai s'arrête, une deuxième personne confirme",
    description:
      "400 quand le propriétaire n'a pas de solde repris par cet import ; 409 quand les soldes sont déjà contestés, confirmés, ou que le délai est écoulé.",
    access: "finance",
    params: { id: idOf("de l'import") },
    body: { json: oppositionSoldesSchema },
    ok: {
      200: { description: "L'import, soldes contestés", json: z.object({ import: importRecord }) },
    },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
