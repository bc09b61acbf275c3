import { z } from "zod";
import { irlValeurSchema } from "../schemas/irl";
import type { Operation, Param } from "./operation";
import { dataOf } from "./shapes";

// The IRL table (issue 23): the published quarters the app ships with the admin's additions and corrections.

const irlValeur = z
  .object({
    trimestre: z.string().meta({ examples: ["2025-T3"] }),
    valeur: z.number().meta({ examples: [145.77] }),
    publication: z.string().meta({
      description:
        "Jour de publication par l'INSEE (connu, sinon le 15 du mois qui suit le trimestre)",
    }),
    saisie: z.boolean().meta({ description: "Ajouté ou corrigé dans Paramètres > IRL" }),
  })
  .meta({ id: "Irl" });

/** Checked by the handler, not the router: a bad quarter is a French 400 on `trimestre`, not a 404. */
const TRIMESTRE: Param = {
  schema: z.string().meta({ examples: ["2026-T3"] }),
  description: "Trimestre AAAA-Tn (n de 1 à 4)",
};

export const IRL_OPERATIONS = {
  "GET /irl": {
    tag: "IRL",
    summary:
      "Les IRL publiés par trimestre (depuis 2022), avec les ajouts et corrections de l'administrateur",
    access: "staff",
    ok: {
      200: {
        description: "Les trimestres, du plus ancien au plus récent",
        json: dataOf(irlValeur),
      },
    },
    errors: [401, 403],
  },
  "PUT /irl/:trimestre": {
    tag: "IRL",
    summary: "Ajouter ou corriger l'IRL d'un trimestre",
    access: "admin",
    params: { trimestre: TRIMESTRE },
    body: { json: irlValeurSchema },
    ok: { 200: { description: "Le trimestre enregistré", json: irlValeur } },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
