import { z } from "zod";
import { confirmerIbansImportSchema } from "../iban-verification/import";
import { idOf, type Operation } from "./operation";

// The IBANs an import brought (issue 74, item 7; ADR 116): their confirmation all at once by a second person, or the
// delay mode's e-mail to their owners when the importer is the agency's only admin or comptable.

const tag = "Vérification des IBAN";

const ibanImporte = z.object({
  ClientId: z.number().int(),
  reference: z.string().nullable(),
  nom: z.string(),
  fin: z.string().meta({ description: "Les 4 derniers caractères de l'IBAN" }),
  statut: z.enum(["a_verifier", "verifie", "remplace"]).meta({
    description: "« remplace » : l'IBAN n'est plus celui du propriétaire",
  }),
  createdAt: z.string(),
  verifieApres: z.string().nullable(),
  informeA: z.string().nullable(),
});

const ibansImport = z
  .object({
    auteur: z.string().meta({ description: "Qui a importé (il ne peut confirmer ces IBAN)" }),
    seulConfirmateur: z.boolean().meta({
      description:
        "Vrai quand aucun autre administrateur ou comptable que l'auteur de l'import n'existe : seul le mode délai permet de payer",
    }),
    modeVerification: z.enum(["deuxieme_personne", "delai"]),
    ibans: z.array(ibanImporte),
  })
  .meta({ id: "IbansImport" });

const params = { id: idOf("de l'import") };

export const IBAN_IMPORT_OPERATIONS = {
  "GET /Import/:id/ibans": {
    tag,
    summary: "Les IBAN qu'un import a apportés : propriétaire, 4 derniers caractères, statut",
    access: "finance",
    params,
    ok: { 200: { description: "Les IBAN de l'import", json: ibansImport } },
    errors: [401, 403, 404],
  },
  "POST /Import/:id/ibans/confirmer": {
    tag,
    summary:
      "Confirmer d'un coup les IBAN d'un import (un autre administrateur ou comptable que son auteur)",
    description:
      "`ibans` : chaque propriétaire lu avec les 4 derniers caractères de son IBAN ; `confirme: true`. Si un IBAN en attente manque à la liste ou diffère, 409 et rien n'est confirmé. 403 pour l'auteur de l'import ; une seconde fois, rien n'est confirmé de plus (200, `confirmes: 0`).",
    access: "finance",
    params,
    body: { json: confirmerIbansImportSchema },
    ok: {
      200: {
        description: "Combien d'IBAN confirmés, et la liste",
        json: ibansImport.extend({ confirmes: z.number().int() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Import/:id/ibans/delai": {
    tag,
    summary:
      "Mode délai : prévenir par e-mail chaque propriétaire d'un IBAN importé, utilisé 72 heures plus tard sans opposition",
    description:
      "409 si la vérification des IBAN de l'agence n'est pas en mode délai (Paramètres > Agence). Un propriétaire sans adresse e-mail attend une deuxième personne.",
    access: "finance",
    params,
    ok: {
      200: {
        description: "Combien de propriétaires prévenus, et la liste",
        json: ibansImport.extend({ prevenus: z.number().int() }),
      },
    },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
