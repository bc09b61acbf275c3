import { z } from "zod";
import { apercuRelanceSchema, relancerSchema } from "../schemas/relances";
import { ID, type Operation } from "./operation";

// "Relancer maintenant" on a dossier with arrears (issue 42, ADR 045): preview the stage's letters, then send them
// by e-mail (through the outbox) or download the letter; recorded like the daily job's reminder.

const tag = "Compte locataire";
const euros = z.number().meta({ description: "En euros" });
const lettre = z.object({
  destinataire: z.enum(["locataire", "caution"]),
  CautionId: z.number().int().optional(),
  nom: z.string(),
  mail: z.string().nullable(),
  objet: z.string(),
  texte: z.string(),
});

export const RELANCE_OPERATIONS = {
  "GET /Dossier/:id/relance/apercu": {
    tag,
    summary:
      "Aperçu de la relance d'une étape (?etape=1|2|3) : les lettres au locataire et aux cautions",
    access: "staff",
    params: { id: ID },
    query: apercuRelanceSchema,
    ok: {
      200: {
        description: "Les termes impayés, le total et les lettres",
        json: z.object({
          etape: z.number().int(),
          libelle: z.string(),
          total: euros,
          delai: z.string().nullable(),
          termes: z.array(
            z.object({
              QuitanceId: z.number().int(),
              du: z.string(),
              au: z.string(),
              reste: euros,
              etapeRelance: z.number().int(),
            }),
          ),
          arriere: z.object({ date: z.string(), reste: euros }).nullable().meta({
            description: "L'arriéré repris à l'import encore dû (date de reprise, reste)",
          }),
          lettres: z.array(lettre),
          pieceJointe: z.string().nullable(),
          envoiParMail: z.boolean(),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  "POST /Dossier/:id/relancer": {
    tag,
    summary: "Relancer maintenant : envoyer l'étape choisie par e-mail ou télécharger la lettre",
    access: "staff",
    params: { id: ID },
    body: { json: relancerSchema },
    ok: {
      200: {
        description:
          "L'étape enregistrée sur les termes impayés ; par e-mail, les envois mis en file et partis ; sinon le lien de la lettre",
        json: z.object({
          etape: z.number().int(),
          envoi: z.enum(["email", "telechargement"]),
          termes: z.number().int(),
          envois: z.number().int().optional(),
          envoyes: z.number().int().optional(),
          generated: z.string().optional(),
        }),
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
