import { z } from "zod";
import { decisionDevisSchema } from "../travaux/schemas";
import { idOf, type Operation } from "./operation";
import { dataOf } from "./shapes";
import { tag as tagEspace } from "./espace/commun";

// Quotes of a work order and the owners' approval (issue 76, item 3; ADR 120). Amounts in cents.

const tag = "Travaux";

const decision = z.object({
  DevisId: z.number().int(),
  ClientId: z.number().int(),
  proprietaire: z.string(),
  decision: z.enum(["accepte", "refuse"]),
  commentaire: z.string().nullable(),
  quotePart: z.number().meta({ description: "La part du lot du propriétaire, en %" }),
  at: z.string(),
});

const devis = z
  .object({
    id: z.number().int(),
    FournisseurId: z.number().int(),
    fournisseur: z.string(),
    montantHT: z.number().int().meta({ description: "En centimes" }),
    tauxTVA: z.number(),
    montantTTC: z.number().int().meta({ description: "En centimes, calculé par le serveur" }),
    mentionTVA: z.string().nullable().meta({
      description:
        "La mention d'un taux réduit signée par l'agence pour le propriétaire (BOI-LETTRE-000280), null à 20 %",
    }),
    nom: z.string(),
    fichierUrl: z.string().meta({ description: "Le PDF du devis (GET /files/...)" }),
    choisi: z.boolean(),
    choisiPar: z.string().nullable(),
    choisiAt: z.string().nullable(),
    refuseAt: z.string().nullable(),
    auteur: z.string(),
    createdAt: z.string(),
    decisions: z.array(decision),
  })
  .meta({ id: "Devis" });

const devisDeLIntervention = z.object({ etat: z.string(), data: z.array(devis) });

const travauxProprietaire = z
  .object({
    id: z.number().int(),
    objet: z.string(),
    description: z.string(),
    metier: z.string(),
    urgence: z.boolean(),
    etat: z.string(),
    lot: z.string(),
    fournisseur: z.string(),
    DevisId: z.number().int(),
    montantHT: z.number().int(),
    tauxTVA: z.number(),
    montantTTC: z.number().int(),
    mentionTVA: z.string().nullable(),
    maDecision: z.enum(["accepte", "refuse"]).nullable(),
    monCommentaire: z.string().nullable(),
    decideLe: z.string().nullable(),
    partsAcceptees: z.number(),
    aDecider: z.boolean(),
  })
  .meta({ id: "TravauxProprietaire" });

const id = { id: idOf("de l'intervention") };

export const DEVIS_OPERATIONS = {
  "GET /Intervention/:id/devis": {
    tag,
    summary: "Les devis d'une intervention et les décisions des propriétaires",
    access: "staff",
    params: id,
    ok: { 200: { description: "Les devis", json: devisDeLIntervention } },
    errors: [401, 403, 404],
  },
  "POST /Intervention/:id/devis": {
    tag,
    summary: "Joindre le devis d'un fournisseur (PDF, montant HT, taux de TVA 20, 10 ou 5,5 %)",
    description:
      "Plusieurs devis par intervention ; le premier la fait passer « devis reçu ». Un taux réduit demande un logement achevé depuis plus de deux ans (lot d'habitation, période de construction connue ; « après 1990 » : acheveDepuisDeuxAns=oui) et porte la mention signée par l'agence.",
    access: "staff",
    params: id,
    body: {
      multipart: z.object({
        file: z.string(),
        montantHT: z.string(),
        tauxTVA: z.string(),
        FournisseurId: z.string(),
        acheveDepuisDeuxAns: z.string().optional(),
      }),
    },
    ok: { 201: { description: "Les devis", json: devisDeLIntervention } },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  "GET /Intervention/:id/ordre": {
    tag,
    summary:
      "L'ordre de service du fournisseur, en PDF : lot et accès, contact du locataire s'il l'accepte, travaux, prix convenu, facturation au propriétaire chez l'agence",
    access: "staff",
    params: id,
    ok: { 200: { description: "L'ordre de service", file: "application/pdf" } },
    errors: [401, 403, 404],
  },
  "POST /Intervention/:id/devis/:devisId/choisir": {
    tag,
    summary:
      "Choisir le devis : commandé s'il est au plus au plafond du mandat (ou urgent), sinon soumis aux propriétaires",
    access: "staff",
    params: { ...id, devisId: idOf("du devis") },
    ok: { 200: { description: "Les devis", json: devisDeLIntervention } },
    errors: [401, 403, 404, 409],
  },
  "GET /espace/proprietaire/interventions": {
    tag: tagEspace,
    summary: "Les travaux de ses lots dont un devis est choisi, et ceux qui attendent sa décision",
    access: "proprietaire",
    ok: { 200: { description: "Les travaux", json: dataOf(travauxProprietaire) } },
    errors: [401, 403],
  },
  "POST /espace/proprietaire/interventions/:id/decision": {
    tag: tagEspace,
    summary: "Accepter ou refuser le devis de travaux",
    description:
      "Une décision par propriétaire : la seconde ne change rien. Les travaux sont commandés quand les propriétaires détenant plus de la moitié des parts acceptent.",
    access: "proprietaire",
    params: id,
    body: { json: decisionDevisSchema },
    ok: { 200: { description: "Les travaux", json: travauxProprietaire } },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
