import { z } from "zod";
import { congeSchema } from "../reconduction/conge";
import { ID, type Operation } from "./operation";
import { readOne } from "./shapes";

// Issue 73: a lease's end as the law reads it. The landlord's notice, and the reopening of a lease the old rule
// closed at its end with no notice (tacitly renewed in law). The daily job's tacit renewals have no route.

const staff = "staff" as const;

export const RECONDUCTION_OPERATIONS = {
  "POST /Dossier/:id/conge": {
    tag: "Dossier",
    summary:
      "Congé du bailleur (vente, reprise, motif légitime et sérieux) : le bail prend fin à son terme ; 409 s'il est tardif, avec le premier terme possible",
    access: staff,
    params: { id: ID },
    body: { json: congeSchema },
    ok: { 201: { description: "Le dossier, son congé enregistré", json: readOne("Dossier") } },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Dossier/:id/reconduction": {
    tag: "Dossier",
    summary:
      "Rouvrir (reconduction tacite) un bail clos à son terme sans congé ni préavis : renouvelé, ses échéances manquées appelées",
    access: staff,
    params: { id: ID },
    ok: {
      200: {
        description: "Le dossier rouvert, et le nombre d'échéances appelées",
        json: z.looseObject({
          id: z.number().int(),
          dateFinBail: z.string().nullable(),
          termesAppeles: z.number().int(),
        }),
      },
    },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
