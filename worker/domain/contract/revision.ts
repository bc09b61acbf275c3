import { z } from "zod";
import { reviserSchema, revisionsQuerySchema } from "../revision/schemas";
import { ID, type Operation } from "./operation";
import { dataOf, generated } from "./shapes";

// The yearly IRL rent revision (loi 89-462 art. 17-1, ADR 024): the revisions due, applying one, its letter, a
// dossier's applied revisions. Amounts in euros.

const indice = z.object({
  trimestre: z.string().meta({ examples: ["2025-T3"] }),
  valeur: z.number(),
});

export const revisionDue = z
  .object({
    DossierId: z.number().int(),
    dateRevision: z.string().meta({ description: "La date de révision du bail (AAAA-MM-JJ)" }),
    loyerActuel: z.number().meta({ description: "Le loyer hors charges actuel (euros)" }),
    indiceReference: z.object({ trimestre: z.string().nullable(), valeur: z.number() }),
    nouvelIndice: indice.nullable(),
    nouveauLoyer: z.number().nullable().meta({ description: "Arrondi au centime" }),
    bloque: z
      .string()
      .nullable()
      .meta({ description: "Pourquoi la révision ne peut pas être appliquée" }),
    charges: z.number(),
    Locataire: z.object({ nom: z.string(), prenom: z.string() }),
    Appartement: z.object({
      id: z.number().int(),
      adresse: z.string().nullable(),
      codePostal: z.string().nullable(),
      ville: z.string().nullable(),
    }),
  })
  .meta({ id: "RevisionDue" });

export const revisionLoyer = z
  .object({
    id: z.number().int(),
    DossierId: z.number().int(),
    dateRevision: z.string(),
    dateEffet: z.string(),
    ancienLoyer: z.number(),
    nouveauLoyer: z.number(),
    trimestreReference: z.string(),
    indiceReference: z.number(),
    nouveauTrimestre: z.string(),
    nouvelIndice: z.number(),
    auteur: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "RevisionLoyer" });

export const REVISION_OPERATIONS = {
  "GET /revisions": {
    tag: "Révisions",
    summary:
      "Les révisions de loyer (IRL) dues ou en retard au jour donné (?au=AAAA-MM-JJ, aujourd'hui sinon)",
    access: "staff",
    query: revisionsQuerySchema,
    ok: {
      200: {
        description: "Les révisions non appliquées, avec leur calcul",
        json: dataOf(revisionDue).extend({ au: z.string() }),
      },
    },
    errors: [400, 401, 403],
  },
  "POST /Dossier/:id/reviser": {
    tag: "Révisions",
    summary: "Appliquer la révision du loyer d'une date de révision du bail, avec effet ce jour",
    access: "staff",
    params: { id: ID },
    body: { json: reviserSchema },
    ok: {
      200: {
        description: "La révision appliquée, et l'e-mail au locataire s'il en accepte",
        json: z.object({
          revision: revisionLoyer,
          mail: z.object({ id: z.number().int(), envoye: z.boolean() }).nullable(),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Dossier/:id/revisions": {
    tag: "Révisions",
    summary: "Les révisions de loyer appliquées au dossier, la plus récente d'abord",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "Les révisions", json: dataOf(revisionLoyer) } },
    errors: [401, 403],
  },
  "GET /Dossier/:id/revisionLoyer/generate": {
    tag: "Documents",
    summary: "La lettre de révision du loyer (la dernière révision appliquée)",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
