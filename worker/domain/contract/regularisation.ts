import { z } from "zod";
import { CATEGORIES_CHARGES } from "../regularisation/categories";
import { regularisationSchema } from "../regularisation/schema";
import { ID, type Operation } from "./operation";
import { generated } from "./shapes";

// The charges regularisation of a dossier (ADR 025): provisions called against actual charges by category, the
// balance on the tenant's account, the letter. Amounts in euros, as the rest of the API.

const tag = "Régularisation des charges";
const staff = "staff" as const;

const ligne = z.object({
  categorie: z.enum(CATEGORIES_CHARGES),
  libelle: z.string(),
  montant: z.number().meta({ description: "Euros : la part du lot" }),
  quotePart: z.string().nullable(),
});

export const regularisation = z
  .object({
    id: z.number().int(),
    DossierId: z.number().int(),
    du: z.string(),
    au: z.string(),
    date: z.string().meta({ description: "Le jour où elle a été faite" }),
    provisions: z
      .number()
      .meta({ description: "Euros : les charges des échéances dont la période est dans du..au" }),
    reel: z.number().meta({ description: "Euros : les charges réelles (somme des lignes)" }),
    solde: z.number().meta({
      description: "Euros : reel - provisions ; positif, dû par le locataire ; négatif, remboursé",
    }),
    mois: z.number().int(),
    nouvelleProvision: z
      .number()
      .meta({ description: "Euros : provision mensuelle suggérée (reel / mois)" }),
    enRetard: z.boolean().meta({
      description:
        "Faite après la fin de l'année civile suivant la période : paiement en 12 fois offert",
    }),
    EcritureId: z.number().int().nullable(),
    auteur: z.string(),
    charges: z.array(ligne),
  })
  .meta({ id: "Regularisation" });

const provisions = z
  .object({
    du: z.string(),
    au: z.string(),
    provisions: z.number(),
    termes: z.number().int().meta({ description: "Les échéances comptées" }),
    mois: z.number().int(),
  })
  .meta({ id: "ProvisionsAppelees" });

export const REGULARISATION_OPERATIONS = {
  "GET /Dossier/:id/regularisations": {
    tag,
    summary: "Les régularisations de charges du dossier, les plus récentes d'abord",
    access: staff,
    params: { id: ID },
    ok: {
      200: {
        description: "Les régularisations",
        json: z.object({ data: z.array(regularisation) }),
      },
    },
    errors: [401, 403, 404],
  },
  "GET /Dossier/:id/regularisations/provisions": {
    tag,
    summary:
      "Les provisions appelées sur une période (les charges des échéances comprises dans du..au)",
    access: staff,
    params: { id: ID },
    query: z.object({ du: z.string(), au: z.string() }),
    ok: { 200: { description: "Les provisions", json: provisions } },
    errors: [400, 401, 403, 404],
  },
  "POST /Dossier/:id/regularisations": {
    tag,
    summary: "Régulariser les charges d'une période : le solde est écrit au compte du locataire",
    access: staff,
    params: { id: ID },
    body: { json: regularisationSchema },
    ok: {
      201: {
        description: "La régularisation et le solde du compte",
        json: z.object({ regularisation, soldeCompte: z.number() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Regularisation/:id/generate": {
    tag,
    summary: "La lettre de régularisation des charges (détail, exigibilité, pièces justificatives)",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;

export type RegularisationApi = z.output<typeof regularisation>;
export type ProvisionsApi = z.output<typeof provisions>;
