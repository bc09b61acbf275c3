import { z } from "zod";
import { idOf, type Operation } from "../operation";
import { dataOf } from "../shapes";
import { demande, tagStaff } from "./commun";

// Staff's side of the spaces' requests (ADR 086): the list, a request, its state, a reply; a lease's insurance
// certificates.

export const ESPACE_DEMANDES_OPERATIONS = {
  "GET /demandes": {
    tag: tagStaff,
    summary: "Les demandes des locataires et des propriétaires",
    access: "staff",
    query: z.object({ statut: z.string().optional() }),
    ok: { 200: { description: "Les demandes, les plus récentes d'abord", json: dataOf(demande) } },
    errors: [400, 401, 403],
  },
  "GET /Demande/:id": {
    tag: tagStaff,
    summary: "Une demande, ses photos et ses réponses",
    access: "staff",
    params: { id: idOf("de la demande") },
    ok: { 200: { description: "La demande", json: demande } },
    errors: [401, 403, 404],
  },
  "PUT /Demande/:id": {
    tag: tagStaff,
    summary: "Changer l'état d'une demande",
    access: "staff",
    params: { id: idOf("de la demande") },
    body: { json: z.object({ statut: z.enum(["nouvelle", "en_cours", "traitee"]) }) },
    ok: { 200: { description: "La demande", json: demande } },
    errors: [400, 401, 403, 404],
  },
  "POST /Demande/:id/reponses": {
    tag: tagStaff,
    summary: "Répondre à une demande : son auteur reçoit un e-mail",
    access: "staff",
    params: { id: idOf("de la demande") },
    body: { json: z.object({ texte: z.string() }) },
    ok: { 201: { description: "La demande et sa réponse", json: demande } },
    errors: [400, 401, 403, 404],
  },
  "GET /Dossier/:id/assurances": {
    tag: tagStaff,
    summary: "Les attestations d'assurance habitation du bail, la plus récente d'abord",
    access: "staff",
    params: { id: idOf("du dossier") },
    ok: {
      200: {
        description: "Les attestations",
        json: dataOf(
          z.object({
            id: z.number().int(),
            dateFin: z.string(),
            assureur: z.string().nullable(),
            deposePar: z.string(),
            createdAt: z.string(),
            nom: z.string(),
            url: z.string(),
          }),
        ),
      },
    },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
