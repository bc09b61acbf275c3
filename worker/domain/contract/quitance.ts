import { z } from "zod";
import { dateRequise } from "../schemas/fields";
import { quitanceManuelleSchema } from "../schemas/quitance";
import { ID, STATE, YEAR, idOf, type Operation } from "./operation";
import { RECORDS, dataOf, generated } from "./shapes";

// The receipts of spec 7 beside their generic CRUD: generation, the month's and the year's lists, the state, the
// month's archive, the reminder; and the tenant's answer from the e-mailed link (no login).

const tag = "Quitance";
const UUID = { schema: z.string(), description: "L'identifiant du lien envoyé au locataire" };
const quitanceGeneree = RECORDS.Quitance.extend({ generated: z.string() });
const ADRESSE = { id: true, adresse: true, codePostal: true, ville: true } as const;
/** A row of the month's or the year's receipts: its tenant, apartment and status. */
export const quitanceLigne = z.object({
  ...RECORDS.Quitance.shape,
  resteDu: z.number().meta({ description: "Ce qui reste à payer (euros)" }),
  statut: z.enum(["Payée", "Impayée", "Inconnue"]),
  typeDocument: z.enum(["quittance", "recu", "avis"]),
  Locataire: RECORDS.Locataire.pick({
    id: true,
    titre: true,
    nom: true,
    prenom: true,
    mail: true,
  }).nullable(),
  Appartement: RECORDS.Appartement.pick(ADRESSE).nullable(),
});

export const QUITANCE_OPERATIONS = {
  "GET /Quitance/contact": {
    tag: "Locataire (lien)",
    summary: "L'adresse de l'agence que montre la page du locataire",
    access: "public",
    ok: { 200: { description: "L'e-mail de contact", json: z.object({ email: z.string() }) } },
  },
  "GET /Quitance/validation/:state/:uuid": {
    tag: "Locataire (lien)",
    summary: "Le terme que le lien concerne, avant que le locataire réponde",
    access: "public",
    params: { state: STATE, uuid: UUID },
    ok: {
      200: {
        description: "Le terme (période, montant) et s'il attend une réponse",
        json: z.object({
          agence: z.string(),
          contact: z.string(),
          periode: z.string(),
          du: z.string(),
          au: z.string(),
          montant: z.number(),
          ouverte: z.boolean(),
        }),
      },
    },
    errors: [404, 429],
  },
  "POST /Quitance/validation/:state/:uuid": {
    tag: "Locataire (lien)",
    summary: "La réponse du locataire : payé (true) ou non payé (false)",
    access: "public",
    params: { state: STATE, uuid: UUID },
    ok: {
      200: {
        description: "Réponse enregistrée",
        json: z.object({ ok: z.boolean(), regle: z.boolean(), contact: z.string() }),
      },
    },
    errors: [404, 429],
  },
  "POST /Quitance/generate/:dossierId": {
    tag,
    summary: "Générer le terme du mois d'une date pour un dossier",
    description: "201 pour un nouveau terme ; 200 quand le mois en a déjà un (jamais deux).",
    access: "staff",
    params: { dossierId: idOf("du dossier") },
    body: { json: z.object({ date: dateRequise() }) },
    ok: {
      200: { description: "Le terme existant du mois", json: RECORDS.Quitance },
      201: { description: "Le nouveau terme", json: RECORDS.Quitance },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Quitance/generate/manual/:dossierId": {
    tag,
    summary: "Quittance manuelle : période et montants saisis",
    access: "staff",
    params: { dossierId: idOf("du dossier") },
    body: { json: quitanceManuelleSchema },
    ok: { 201: { description: "La quittance et son document", json: quitanceGeneree } },
    errors: [400, 401, 403, 404, 409],
  },
  "GET /Quitance/:id/generate": {
    tag,
    summary: "Le document du terme (quittance, reçu ou avis d'échéance selon son état)",
    access: "staff",
    params: { id: ID },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [401, 403, 404],
  },
  "GET /Quitance/:appartementId/generate/:year": {
    tag,
    summary: "La quittance annuelle d'un appartement",
    access: "staff",
    params: { appartementId: idOf("de l'appartement"), year: YEAR },
    ok: { 200: { description: "Le lien du document", json: generated } },
    errors: [400, 401, 403, 404],
  },
  "GET /Quitance/byDate/:period": {
    tag,
    summary: "Les termes d'un mois",
    access: "staff",
    params: { period: { schema: z.string(), description: "Le mois, MM-AAAA" } },
    ok: {
      200: { description: "Les termes, leur locataire et leur état", json: dataOf(quitanceLigne) },
    },
    errors: [400, 401, 403],
  },
  "GET /Quitance/byYear/:year": {
    tag,
    summary: "Les termes d'une année",
    access: "staff",
    params: { year: YEAR },
    ok: {
      200: { description: "Les termes, leur locataire et leur état", json: dataOf(quitanceLigne) },
    },
    errors: [400, 401, 403],
  },
  "GET /Quitance/switchState/:state/:id": {
    tag,
    summary:
      "Marquer un terme payé (un paiement du solde) ou non payé (l'annulation des paiements du locataire, jamais l'indemnité d'un assureur)",
    access: "staff",
    params: { state: STATE, id: ID },
    ok: {
      200: { description: "Le terme et son état", json: z.looseObject(RECORDS.Quitance.shape) },
    },
    errors: [401, 403, 404, 409],
  },
  "GET /Quitance/downloadMonth/:year/:month": {
    tag,
    summary: "Les documents d'un mois en une archive zip",
    access: "staff",
    params: { year: YEAR, month: { schema: z.string(), description: "Le mois, 1 à 12" } },
    ok: { 200: { description: "L'archive", file: "application/zip" } },
    errors: [400, 401, 403],
  },
  "POST /Quitance/:id/relance": {
    tag,
    summary: "Relancer le locataire (et ses cautions dès la deuxième relance)",
    access: "staff",
    params: { id: ID },
    ok: {
      200: {
        description: "Le terme, les e-mails mis en file et envoyés",
        json: RECORDS.Quitance.extend({ envois: z.number().int(), envoyes: z.number().int() }),
      },
    },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
