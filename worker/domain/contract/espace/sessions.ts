import { z } from "zod";
import type { Operation } from "../operation";
import { tag } from "./commun";

// « Mes sessions » of the spaces (issue 75, item 6, ADR 108): the account's open sessions, one ended, the others.

const sessionEspace = z
  .object({
    id: z.string(),
    appareil: z.string().meta({ description: "« Chrome sur Android », lu dans le User-Agent" }),
    lieu: z.string().meta({ description: "La plage de l'adresse : « Réseau 203.0.113.0/24 »" }),
    createdAt: z.string(),
    derniereUtilisation: z.string(),
    courante: z.boolean().meta({ description: "La session de la requête" }),
  })
  .meta({ id: "SessionEspace" });

const message = z.object({ message: z.string() });

export const ESPACE_SESSIONS_OPERATIONS = {
  "GET /espace/sessions": {
    tag,
    summary:
      "Mes sessions : les sessions ouvertes du compte (appareil, lieu, dernière utilisation)",
    access: "espace",
    ok: { 200: { description: "Les sessions", json: z.object({ data: z.array(sessionEspace) }) } },
    errors: [401, 403],
  },
  "POST /espace/sessions/deconnecterAutres": {
    tag,
    summary: "Déconnecter les autres appareils : toutes les sessions du compte sauf celle-ci",
    access: "espace",
    ok: {
      200: {
        description: "Le nombre de sessions terminées et un message",
        json: message.extend({ sessions: z.number().int() }),
      },
    },
    errors: [401, 403],
  },
  "DELETE /espace/sessions/:id": {
    tag,
    summary: "Déconnecter une session du compte (404 pour une autre ou déjà terminée)",
    access: "espace",
    params: { id: { schema: z.string(), description: "L'identifiant de la session" } },
    ok: { 200: { description: "Un message", json: message } },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
