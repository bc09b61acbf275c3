import { z } from "zod";
import { ELEMENTS_OBLIGATOIRES, ETATS_MOBILIER } from "../mobilier/decret-2015-981";
import { mobilierSchema } from "../schemas/mobilier";
import { idOf, type Operation } from "./operation";

// An apartment's furniture list (issue 23, part 7): read, pre-filled with décret n° 2015-981 art. 2 when empty, and
// replaced whole. Printed by GET /Dossier/inventaireMobilier/{id}/generate.

const ligne = z
  .object({
    id: z
      .number()
      .int()
      .nullable()
      .meta({ description: "null : ligne proposée, pas encore enregistrée" }),
    designation: z.string(),
    quantite: z.number().int().min(0),
    etat: z.enum(ETATS_MOBILIER).nullable(),
    piece: z.string().nullable(),
    elementObligatoire: z
      .enum(ELEMENTS_OBLIGATOIRES)
      .nullable()
      .meta({ description: "L'élément du décret n° 2015-981 (art. 2) que la ligne représente" }),
    ordre: z.number().int(),
  })
  .meta({ id: "LigneMobilier" });

export const listeMobilierShape = z
  .object({
    data: z.array(ligne),
    enregistre: z.boolean().meta({
      description:
        "false : aucune liste enregistrée, data propose le mobilier minimum du décret n° 2015-981",
    }),
    manquants: z.array(z.string()).meta({
      description: "Les éléments obligatoires absents de la liste enregistrée ou en quantité 0",
    }),
  })
  .meta({ id: "ListeMobilier" });
export type ListeMobilier = z.infer<typeof listeMobilierShape>;
export type LigneMobilierApi = ListeMobilier["data"][number];

const id = idOf("de l'appartement");
const answer = { 200: { description: "La liste du mobilier", json: listeMobilierShape } };

export const MOBILIER_OPERATIONS = {
  "GET /Appartement/:id/mobilier": {
    tag: "Appartement",
    summary: "L'inventaire du mobilier d'un appartement (pré-rempli avec le mobilier obligatoire)",
    access: "staff",
    params: { id },
    ok: answer,
    errors: [401, 403, 404],
  },
  "PUT /Appartement/:id/mobilier": {
    tag: "Appartement",
    summary: "Remplacer l'inventaire du mobilier d'un appartement (toute la liste, dans son ordre)",
    access: "staff",
    params: { id },
    body: { json: mobilierSchema },
    ok: answer,
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
