import { z } from "zod";
import { etatLieuxSchema } from "../schemas/etat-lieux";
import { ajustementSchema, annulationSchema, paiementSchema } from "../schemas/paiement";
import { periodeReleveSchema } from "../schemas/relances";
import { versionsQuerySchema } from "../signature/schemas";
import { ID, idOf, type Operation } from "./operation";
import { RECORDS, compte, dataOf, generated, object, paiement, readOne } from "./shapes";

// The lease's life beside the CRUD: a tenant moves in or out, the inventories, the tenant's account (ADR 007), the
// documents of spec 7 (each answers { generated: "/files/..." }), the renewal of a caretaking mission.

const staff = "staff" as const;
const doc = (summary: string, tag: string, params: Operation["params"]): Operation => ({
  tag,
  summary,
  access: staff,
  params,
  ok: { 200: { description: "Le lien du document", json: generated } },
  errors: [401, 403, 404, 409],
});
const solde = z
  .number()
  .meta({ description: "Le solde du compte : négatif quand le locataire a un crédit" });

const etatSet = (sens: string): Operation => ({
  tag: "Dossier",
  summary: `Enregistrer l'état des lieux ${sens} du dossier`,
  access: staff,
  params: { id: ID },
  body: { json: etatLieuxSchema },
  ok: { 200: { description: "Le dossier et ses relations", json: readOne("Dossier") } },
  errors: [400, 401, 403, 404, 409],
});

const immuable: Operation = {
  tag: "Compte locataire",
  summary: "Refusé : un paiement ne se modifie pas et ne se supprime pas (405)",
  access: staff,
  params: { id: ID },
  ok: {},
  errors: [401, 403, 405],
};

/** An apartment's history line: an owner or tenant added or removed. */
export const historyEntry = z.object({
  id: z.number(),
  etat: z.string(),
  user: z.string(),
  createdAt: z.string(),
});

export const DOSSIER_OPERATIONS = {
  "GET /Appartement/client/:clientId": {
    tag: "Appartement",
    summary: "Les appartements d'un propriétaire",
    access: staff,
    params: { clientId: idOf("du propriétaire") },
    ok: { 200: { description: "Les appartements", json: dataOf(RECORDS.Appartement) } },
    errors: [401, 403],
  },
  "GET /Appartement/:id/history": {
    tag: "Appartement",
    summary: "L'historique d'un appartement (entrées et sorties)",
    access: staff,
    params: { id: ID },
    ok: {
      200: {
        description: "Les lignes, les plus récentes d'abord",
        json: dataOf(historyEntry),
      },
    },
    errors: [401, 403, 404],
  },
  "PUT /Appartement/:id/tenant/add/:tenantId": {
    tag: "Appartement",
    summary: "Installer un locataire : crée le dossier (le bail) avec les valeurs envoyées",
    access: staff,
    params: { id: ID, tenantId: idOf("du locataire") },
    body: { json: object },
    ok: {
      200: {
        description: "Le dossier créé, l'appartement et le locataire",
        json: z.object({
          dossier: RECORDS.Dossier,
          appartement: RECORDS.Appartement,
          locataire: RECORDS.Locataire,
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "DELETE /Appartement/:id/tenant/remove/:tenantId": {
    tag: "Appartement",
    summary:
      "Clore le bail : le dossier se termine à la date donnée (?date=AAAA-MM-JJ, aujourd'hui par défaut), jamais avant l'entrée",
    access: "deleters",
    params: { id: ID, tenantId: idOf("du locataire") },
    query: z.object({ date: z.string().optional() }),
    ok: {
      200: {
        description: "Le locataire, l'appartement et son historique",
        json: z.object({
          locataire: RECORDS.Locataire,
          appartement: RECORDS.Appartement,
          history: z.array(historyEntry),
        }),
      },
    },
    errors: [400, 401, 403, 404],
  },
  "PUT /Dossier/:id/etatIn/set": etatSet("d'entrée"),
  "PUT /Dossier/:id/etatOut/set": etatSet("de sortie"),
  "GET /Dossier/:id/compte": {
    tag: "Compte locataire",
    summary: "Le compte du locataire : échéances, paiements, annulations, remises et solde",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le compte", json: compte } },
    errors: [401, 403, 404],
  },
  "POST /Dossier/:id/paiements": {
    tag: "Compte locataire",
    summary:
      "Encaisser un paiement (affecté au terme donné, puis aux plus anciens) ; après l'indemnisation d'un assureur, sa part d'abord (récupération)",
    access: staff,
    params: { id: ID },
    body: { json: paiementSchema },
    ok: {
      201: {
        description:
          "Le paiement, ses affectations et le solde ; paiement null quand tout l'argent revient à l'assureur ; assureur : la part portée sur ce que le locataire doit à l'assureur qui a indemnisé le propriétaire (null sinon)",
        json: z.object({
          paiement: paiement.nullable(),
          solde,
          assureur: z.object({ montant: z.number() }).nullable(),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Dossier/:id/ajustements": {
    tag: "Compte locataire",
    summary: "Accorder une remise au locataire (un crédit, avec son motif)",
    access: staff,
    params: { id: ID },
    body: { json: ajustementSchema },
    ok: { 201: { description: "La remise et le solde", json: z.looseObject({ solde }) } },
    errors: [400, 401, 403, 404],
  },
  "GET /Paiement/:id": {
    tag: "Compte locataire",
    summary: "Lire un paiement",
    access: staff,
    params: { id: ID },
    ok: { 200: { description: "Le paiement", json: paiement } },
    errors: [401, 403, 404],
  },
  "POST /Paiement/:id/annuler": {
    tag: "Compte locataire",
    summary: "Annuler un paiement (chèque impayé, virement rejeté) : une écriture inverse",
    access: staff,
    params: { id: ID },
    body: { json: annulationSchema },
    ok: {
      200: { description: "Le paiement annulé et le solde", json: z.object({ paiement, solde }) },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "PUT /Paiement/:id": immuable,
  "PATCH /Paiement/:id": immuable,
  "DELETE /Paiement/:id": immuable,
  "POST /Intendance/:id/renouveler": {
    tag: "Intendance",
    summary: "Renouveler une mission d'intendance pour un an",
    access: staff,
    params: { id: ID },
    ok: {
      201: {
        description: "La nouvelle mission et la précédente",
        json: z.object({ intendance: RECORDS.Intendance, precedente: RECORDS.Intendance }),
      },
    },
    errors: [401, 403, 404, 409],
  },
  "GET /Dossier/etiquetteCaution/:id/generate": doc("L'étiquette d'une caution", "Documents", {
    id: idOf("de la caution"),
  }),
  "GET /Dossier/:id/contratLocation/generate": doc("Le contrat de location", "Documents", {
    id: ID,
  }),
  "GET /Dossier/:id/etatIn/generate": doc("L'état des lieux d'entrée", "Documents", { id: ID }),
  "GET /Dossier/:id/etatOut/generate": doc("L'état des lieux de sortie", "Documents", { id: ID }),
  "GET /Dossier/:id/etiquetteLocataire/generate": doc("L'étiquette du locataire", "Documents", {
    id: ID,
  }),
  "GET /Dossier/:id/acteCautionnement/:cautionId/generate": doc(
    "L'acte de cautionnement d'une caution du dossier",
    "Documents",
    { id: ID, cautionId: idOf("de la caution") },
  ),
  "GET /Dossier/inventaireMobilier/:id/generate": doc(
    "L'inventaire du mobilier d'un appartement",
    "Documents",
    { id: idOf("de l'appartement") },
  ),
  "GET /Mission/:id/ordreMission/generate": doc("L'ordre de mission", "Documents", { id: ID }),
  "GET /Appartement/:id/ordreMissionIntendance/:intendanceId/generate": doc(
    "L'ordre de mission d'intendance",
    "Documents",
    { id: ID, intendanceId: idOf("de la mission d'intendance") },
  ),
  "GET /Dossier/:id/releveCompte/generate": {
    ...doc("Le relevé de compte du locataire (?du=&au=, AAAA-MM-JJ)", "Documents", { id: ID }),
    query: periodeReleveSchema,
    errors: [400, 401, 403, 404],
  },
  "GET /Dossier/:id/miseEnDemeure/generate": doc("La mise en demeure de payer", "Documents", {
    id: ID,
  }),
  // Issue 39: every version of a signable document (lease, deed, inventory, mission order), the signed one marked.
  "GET /documents/versions": {
    tag: "Documents",
    summary:
      "Les versions générées d'un document (?sujet=Dossier/12/contratLocation), la plus récente d'abord",
    access: staff,
    query: versionsQuerySchema,
    ok: {
      200: {
        description: "Les versions : date, empreinte SHA-256, lien, version signée",
        json: z.object({
          data: z.array(
            z.object({
              date: z.string(),
              hash: z.string(),
              generated: z.string(),
              signe: z.boolean(),
            }),
          ),
        }),
      },
    },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
