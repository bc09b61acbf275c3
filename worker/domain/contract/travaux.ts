import { z } from "zod";
import { changementEtatSchema, interventionSchema, leveeDecennaleSchema } from "../travaux/schemas";
import { ETATS_INTERVENTION, METIERS } from "../travaux/types";
import { idOf, type Operation } from "./operation";

// Works and repairs (issue 76, ADR 119): work orders, their states and the décennale's warning. The suppliers
// themselves are a resource of the generic CRUD (resources.ts, `Fournisseur`).

const tag = "Travaux";

const etatPasse = z.object({
  de: z.enum(ETATS_INTERVENTION).nullable(),
  etat: z.enum(ETATS_INTERVENTION),
  par: z.string(),
  at: z.string(),
  commentaire: z.string().nullable(),
});

const intervention = z
  .object({
    id: z.number().int(),
    AppartementId: z.number().int(),
    DemandeId: z.number().int().nullable(),
    FournisseurId: z.number().int().nullable(),
    metier: z.enum(METIERS),
    objet: z.string(),
    description: z.string(),
    urgence: z.boolean(),
    contactLocataire: z.boolean().meta({
      description:
        "Le locataire accepte d'être appelé par le fournisseur (son contact sur l'ordre de service)",
    }),
    date: z
      .string()
      .meta({ description: "Le jour de l'ordre : la décennale est vérifiée à ce jour" }),
    datePassage: z
      .string()
      .nullable()
      .meta({ description: "Le jour où le fournisseur intervient" }),
    etat: z.enum(ETATS_INTERVENTION),
    decennaleForceePar: z.string().nullable(),
    decennaleForceeAt: z.string().nullable(),
    accepteeAt: z
      .string()
      .nullable()
      .meta({ description: "Quand le fournisseur a accepté l'intervention depuis son espace" }),
    auteur: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lot: z.string().meta({ description: "L'adresse du lot" }),
    fournisseur: z.string().nullable().meta({ description: "La raison sociale du fournisseur" }),
    alerteDecennale: z.string().nullable().meta({
      description:
        "Pourquoi l'assurance décennale du fournisseur ne couvre pas l'intervention (validité au jour de l'ordre, activité), null sinon",
    }),
    paiementBloque: z.boolean().meta({
      description:
        "L'alerte décennale bloque le paiement tant qu'un administrateur ne l'a pas levée",
    }),
  })
  .meta({ id: "Intervention" });

const interventionLue = intervention.extend({ historique: z.array(etatPasse) });
/** The order on its screen: with the supplier's photos before and after the work (ADR 135). */
const interventionEcran = interventionLue.extend({
  photos: z.array(
    z.object({
      id: z.number().int(),
      moment: z.enum(["avant", "apres"]),
      nom: z.string(),
      url: z.string().meta({ description: "La photo (GET /files/...)" }),
      createdAt: z.string(),
    }),
  ),
});
const id = { id: idOf("de l'intervention") };

export const TRAVAUX_OPERATIONS = {
  "POST /interventions": {
    tag,
    summary: "Créer une intervention sur un lot, depuis la demande d'un locataire ou par l'agence",
    description:
      "Une demande n'a qu'une intervention (409 la seconde fois) ; la demande passe « en cours ». Lot, demande (du même lot) ou fournisseur introuvables ou archivés : 400 sur le champ.",
    access: "staff",
    body: { json: interventionSchema },
    ok: { 201: { description: "L'intervention créée, « ouverte »", json: interventionLue } },
    errors: [400, 401, 403, 409],
  },
  "GET /interventions": {
    tag,
    summary: "Les interventions, les plus récentes d'abord",
    access: "staff",
    query: z.object({
      etat: z.enum(ETATS_INTERVENTION).optional(),
      AppartementId: z.string().optional(),
      FournisseurId: z.string().optional(),
    }),
    ok: {
      200: { description: "Les interventions", json: z.object({ data: z.array(intervention) }) },
    },
    errors: [400, 401, 403],
  },
  "GET /Intervention/:id": {
    tag,
    summary: "Une intervention, l'historique de ses états et les photos du fournisseur",
    access: "staff",
    params: id,
    ok: { 200: { description: "L'intervention", json: interventionEcran } },
    errors: [401, 403, 404],
  },
  "POST /Intervention/:id/etat": {
    tag,
    summary: "Faire passer une intervention à l'état suivant (chaque changement est journalisé)",
    description:
      "ouverte → devis_demande → devis_recu → attente_proprietaire → commandee → realisee → facturee → payee, ou annulee avant le paiement. Commander demande un fournisseur ; « payee » n'est jamais posé à la main (400) : seul un lot de paiement des fournisseurs validé l'écrit.",
    access: "staff",
    params: id,
    body: { json: changementEtatSchema },
    ok: { 200: { description: "L'intervention", json: interventionLue } },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Intervention/:id/decennale/lever": {
    tag,
    summary:
      "Lever l'alerte sur l'assurance décennale du fournisseur (administrateur) : sa facture peut être payée",
    description:
      "Le motif est requis et gardé dans l'historique de l'intervention (journalisé) ; 409 s'il n'y a pas d'alerte à lever.",
    access: "admin",
    params: id,
    body: { json: leveeDecennaleSchema },
    ok: { 200: { description: "L'intervention", json: interventionLue } },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
