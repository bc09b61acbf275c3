import { z } from "zod";
import { CHILD_ID, YEAR, type Operation } from "../operation";
import { compte, dataOf, generated } from "../shapes";
import { demande, documentEspace, tag } from "./commun";

// The tenant's space (access `locataire`): the lease, the account, the receipts, the documents, the insurance
// certificate, the requests.

export const espaceLocataire = z
  .object({
    nom: z.string(),
    bail: z.object({
      DossierId: z.number().int(),
      adresse: z.string(),
      typeBail: z.string(),
      dateDebutBail: z.string(),
      loyerHC: z.number(),
      loyerCharge: z.number(),
      jourQuitance: z.number().int(),
      assuranceDateFin: z.string().nullable(),
    }),
    compte: compte.pick({ solde: true, ecritures: true }).extend({
      prochaineEcheance: z
        .object({ date: z.string(), montant: z.number() })
        .nullable()
        .meta({ description: "Ce qui est dû ensuite et quand" }),
      depotGarantieDetenu: z.number().meta({
        description:
          "Le dépôt de garantie repris et détenu par l'agence (euros) : montré à part, jamais comme une dette",
      }),
    }),
    quittances: z.array(
      z.object({
        id: z.number().int(),
        periode: z.string(),
        montant: z.number(),
        resteDu: z.number(),
        typeDocument: z.enum(["quittance", "recu", "avis"]),
        declaration: z.boolean().nullable(),
      }),
    ),
    annees: z.array(z.number().int()).meta({ description: "Les années d'une quittance annuelle" }),
    documents: z.array(documentEspace),
  })
  .meta({ id: "EspaceLocataire" });

export const ESPACE_LOCATAIRE_OPERATIONS = {
  "GET /espace/locataire": {
    tag,
    summary: "L'espace du locataire : son compte, ses quittances, ses documents",
    description: "Les montants du compte sont ceux de GET /Dossier/{id}/compte, au centime.",
    access: "locataire",
    ok: { 200: { description: "L'espace", json: espaceLocataire } },
    errors: [401, 403, 404],
  },
  "GET /espace/locataire/quittances/:id": {
    tag,
    summary: "Le document d'un terme : quittance, reçu d'un paiement partiel ou avis d'échéance",
    access: "locataire",
    params: { id: CHILD_ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404, 429],
  },
  "POST /espace/locataire/quittances/:id/declaration": {
    tag,
    summary: "Déclarer un terme payé ou non (comme le lien de l'e-mail ; le personnel confirme)",
    access: "locataire",
    params: { id: CHILD_ID },
    body: { json: z.object({ paye: z.boolean() }) },
    ok: {
      200: {
        description: "Déclaration enregistrée",
        json: z.object({ ok: z.boolean(), regle: z.boolean() }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /espace/locataire/quittanceAnnuelle/:annee": {
    tag,
    summary: "La quittance annuelle d'une année",
    access: "locataire",
    params: { annee: YEAR },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 404, 429],
  },
  "GET /espace/locataire/attestation": {
    tag,
    summary:
      "Une attestation de loyer (PDF) : le bail, le loyer et les charges, à jour ou les arriérés",
    access: "locataire",
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404, 429],
  },
  "GET /espace/locataire/dossiers/:id/attestationPaiement": {
    tag,
    summary:
      "L'attestation de paiement des loyers d'un de ses baux : les douze derniers mois et le solde (PDF)",
    description: "Le bail d'un autre locataire répond 404.",
    access: "locataire",
    params: { id: CHILD_ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404, 429],
  },
  "POST /espace/locataire/assurance": {
    tag,
    summary: "Envoyer l'attestation d'assurance habitation (PDF ou image) et sa date de fin",
    access: "locataire",
    body: {
      multipart: z.object({
        file: z.string(),
        dateFin: z.string(),
        assureur: z.string().optional(),
      }),
    },
    ok: {
      201: {
        description: "L'attestation reçue",
        json: z.object({ dateFin: z.string(), assureur: z.string().nullable(), nom: z.string() }),
      },
    },
    errors: [400, 401, 403, 404, 413, 415],
  },
  "GET /espace/locataire/demandes": {
    tag,
    summary: "Ses demandes, leur état et les réponses de l'agence",
    access: "locataire",
    ok: { 200: { description: "Les demandes", json: dataOf(demande) } },
    errors: [401, 403],
  },
  "POST /espace/locataire/demandes": {
    tag,
    summary: "Une demande : une fuite, une panne, une question (jusqu'à 5 photos)",
    access: "locataire",
    body: {
      multipart: z.object({ objet: z.string(), texte: z.string(), photos: z.string().optional() }),
    },
    ok: { 201: { description: "La demande", json: demande } },
    errors: [400, 401, 403, 404, 413, 415],
  },
} as const satisfies Record<string, Operation>;
