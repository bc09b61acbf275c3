import { z } from "zod";
import { NATURES_CHARGE } from "../gerance/natures";
import { quotesPartsSchema } from "../schemas/proprietaire";
import { depenseManuelleSchema } from "../proprietaire/saisie";
import { idOf, type Operation } from "./operation";
import { attenteQuotesParts, statutQuotesParts } from "./quotes-parts";

const partEnVigueur = z.object({ ClientId: z.number().int(), quotePart: z.number().nullable() });

// The owner's side (issue 38, ADR 031): the apartment's quote-parts and the owner's account, written by the
// business events (a tenant's payment and its reversal, an expense paid by the agency, an instalment settled on the
// account) and read here.

const tag = "Compte propriétaire";

const ecriture = z
  .object({
    id: z.number().int(),
    date: z.string(),
    type: z.string().meta({
      description:
        "loyer, honoraires (de gestion ou, le libellé le dit, de location), depense, acompte, reversement, annulation ou reprise",
    }),
    libelle: z.string(),
    debit: z.number().meta({ description: "Euros" }),
    credit: z.number().meta({ description: "Euros" }),
    solde: z.number().meta({ description: "Le solde après cette écriture (euros)" }),
    AppartementId: z.number().int().nullable(),
    DossierId: z.number().int().nullable(),
    natureCharge: z.enum(NATURES_CHARGE).nullable().meta({
      description:
        "La nature d'une dépense (ni honoraires ni reversement) ; « autre » pour une dépense saisie avant les natures",
    }),
  })
  .meta({ id: "EcritureProprietaire" });

export const compteProprietaire = z
  .object({
    solde: z.number().meta({
      description: "Ce que l'agence doit au propriétaire (euros), à la fin de la période",
    }),
    disponible: z
      .number()
      .meta({ description: "Le solde moins la réserve, jamais négatif (euros)" }),
    reserve: z.number().meta({ description: "La réserve conservée à chaque reversement (euros)" }),
    ecritures: z.array(ecriture),
  })
  .meta({ id: "CompteProprietaire" });

export const PROPRIETAIRE_OPERATIONS = {
  "POST /Client/:id/depenses": {
    tag,
    summary: "Inscrire à la main une dépense au débit du propriétaire, avec sa nature",
    description:
      "Une charge qu'aucune dépense d'intendance ne porte (son assurance, sa taxe foncière réglée par l'agence...) : un débit de son compte, dans un exercice ouvert. Le lot, s'il est donné, doit être le sien. Réservé aux administrateurs et comptables, après une confirmation d'identité (une fausse dépense est une façon de détourner l'argent d'un propriétaire).",
    access: "finance",
    confirmation: true,
    params: { id: idOf("du propriétaire") },
    body: { json: depenseManuelleSchema },
    ok: {
      201: {
        description: "L'écriture inscrite et un message",
        json: z.object({
          ecriture: z.object({
            id: z.number().int(),
            date: z.string(),
            type: z.literal("depense"),
            libelle: z.string(),
            debit: z.number().meta({ description: "Euros" }),
            natureCharge: z.enum(NATURES_CHARGE),
            nature: z.string().meta({ description: "La nature en français" }),
            AppartementId: z.number().int().nullable(),
          }),
          message: z.string(),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Client/:id/compte": {
    tag,
    summary:
      "Le compte du propriétaire : loyers encaissés, honoraires, dépenses, reversements, et son solde",
    description:
      "du et au (AAAA-MM-JJ, inclus, facultatifs) : la période ; le solde courant part du solde avant du.",
    access: "staff",
    params: { id: idOf("du propriétaire") },
    query: z.object({ du: z.string().optional(), au: z.string().optional() }),
    ok: { 200: { description: "Le compte", json: compteProprietaire } },
    errors: [400, 401, 403, 404],
  },
  "PUT /Appartement/:id/quotesParts": {
    tag,
    summary: "Proposer les quotes-parts des propriétaires d'un appartement (en %, total 100)",
    description:
      "Une modification n'est pas appliquée : elle attend la confirmation d'un autre administrateur ou comptable (POST /Appartement/{id}/quotesParts/confirmer) et la réponse est 202 avec la modification en attente ; les quotes-parts en vigueur restent celles des loyers et des reversements. Les mêmes quotes-parts : 200, rien n'est proposé. Une deuxième modification pendant qu'une autre attend : 409.",
    access: "staff",
    params: { id: idOf("de l'appartement") },
    body: { json: quotesPartsSchema },
    ok: {
      200: {
        description: "Rien n'a changé : les quotes-parts en vigueur",
        json: z.object({ parts: z.array(partEnVigueur), quotesPartsStatut: statutQuotesParts }),
      },
      202: {
        description: "La modification est en attente de vérification ; parts : celles en vigueur",
        json: z.object({
          parts: z.array(partEnVigueur),
          quotesPartsStatut: statutQuotesParts,
          attente: attenteQuotesParts,
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
