import { z } from "zod";
import type { Operation } from "../operation";
import { ESPACE, tag } from "./commun";

// The spaces' sign-in (public): the invitation's page and button, a password or an e-mailed code; then who is
// signed in, the choice of another of one's spaces, the sign-out (a space session only).

const jeton = z.object({
  token: z
    .string()
    .meta({ description: "À envoyer comme celui du personnel : Authorization: Token …" }),
  espace: ESPACE,
  espaces: z
    .array(z.object({ AccesEspaceId: z.number().int(), espace: ESPACE, nom: z.string() }))
    .meta({ description: "Les espaces de ce compte (plus d'un : la personne choisit)" }),
});
const motDePasse = z.object({ password: z.string() });
const email = z.object({ email: z.string() });
const resterConnecte = z
  .boolean()
  .optional()
  .meta({ description: "« Rester connecté » : 30 jours au lieu d'un" });
const JETON: { schema: z.ZodType; description: string } = {
  schema: z.string(),
  description: "Le jeton du lien d'invitation",
};

export const ESPACE_CONNEXION_OPERATIONS = {
  "GET /espace/invitation/:jeton": {
    tag,
    summary: "Ce que montre la page d'invitation (ne change rien)",
    access: "public",
    params: { jeton: JETON },
    ok: {
      200: {
        description: "Pour qui et quel espace",
        json: z.object({ email: z.string(), espace: ESPACE, agence: z.string() }),
      },
    },
    errors: [404, 429],
  },
  "POST /espace/invitation/:jeton": {
    tag,
    summary: "Accepter l'invitation : choisir son mot de passe (le bouton de la page)",
    access: "public",
    params: { jeton: JETON },
    body: { json: motDePasse },
    ok: { 200: { description: "Connecté", json: jeton } },
    errors: [400, 404, 429],
  },
  "POST /espace/login": {
    tag,
    summary: "Se connecter à son espace : e-mail et mot de passe",
    access: "public",
    body: { json: email.extend({ password: z.string(), remember: resterConnecte }) },
    ok: { 200: { description: "Connecté", json: jeton } },
    errors: [400, 401, 429],
  },
  "POST /espace/code": {
    tag,
    summary: "Recevoir un code de connexion à 6 chiffres par e-mail (10 minutes, 5 essais)",
    description: "La même réponse que l'adresse soit connue ou non.",
    access: "public",
    body: { json: email },
    ok: {
      200: {
        description: "Si l'adresse a un espace, un code est parti",
        json: z.object({ ok: z.literal(true) }),
      },
    },
    errors: [400, 429],
  },
  "POST /espace/login/code": {
    tag,
    summary: "Se connecter avec le code reçu par e-mail",
    access: "public",
    body: { json: email.extend({ code: z.string(), remember: resterConnecte }) },
    ok: { 200: { description: "Connecté", json: jeton } },
    errors: [400, 401, 429],
  },
  "GET /espace/moi": {
    tag,
    summary: "Qui est connecté, et ses espaces",
    access: "espace",
    ok: {
      200: {
        description: "Le compte",
        json: jeton.omit({ token: true }).extend({
          email: z.string(),
          nom: z.string(),
          agence: z.string(),
          AccesEspaceId: z.number().int().meta({ description: "L'accès de la session" }),
        }),
      },
    },
    errors: [401, 403],
  },
  "POST /espace/choisir": {
    tag,
    summary: "Passer à un autre de ses espaces (propriétaire et locataire)",
    access: "espace",
    body: { json: z.object({ AccesEspaceId: z.number().int() }) },
    ok: { 200: { description: "Une session sur cet espace", json: jeton } },
    errors: [400, 401, 403, 404],
  },
  "POST /espace/logout": {
    tag,
    summary: "Se déconnecter : la session prend fin sur le serveur",
    access: "espace",
    ok: { 204: { description: "Déconnecté" } },
    errors: [401, 403],
  },
} as const satisfies Record<string, Operation>;
