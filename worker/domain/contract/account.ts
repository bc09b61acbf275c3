import { z } from "zod";
import { loginSchema, setPasswordSchema, userSchema } from "../schemas/reference";
import type { Operation } from "./operation";
import { object, RECORDS, sessionUser } from "./shapes";

// The session (spec 7 "Authentification"), the accounts an admin manages, and the service's own description.

const tag = "Compte";
const message = z.object({ message: z.string() });

export const ACCOUNT_OPERATIONS = {
  "GET /version": {
    tag: "Service",
    summary: "Version du service",
    access: "public",
    ok: { 200: { description: "La version déployée", json: z.object({ version: z.string() }) } },
  },
  "GET /openapi.json": {
    tag: "Service",
    summary: "Ce document (OpenAPI 3.1)",
    access: "public",
    ok: { 200: { description: "Le document OpenAPI", json: object } },
  },
  "GET /docs": {
    tag: "Service",
    summary: "La référence de l'API, lisible (HTML, sans ressource externe)",
    access: "public",
    ok: { 200: { description: "La page de référence", file: "text/html" } },
  },
  "POST /user/login": {
    tag,
    summary: "Se connecter",
    description:
      "401 « Impossible de vous connecter. Vérifiez vos identifiants », que le compte existe ou non ; 429 (en-tête Retry-After) après 5 essais d'un même compte depuis une même adresse, par délais croissants (2, 4, 8… secondes, 15 minutes au plus), ou après 100 échecs d'une même adresse en 15 minutes.",
    access: "public",
    body: { json: loginSchema },
    ok: {
      200: {
        description:
          "L'utilisateur et son jeton (Authorization: Bearer) ; pour un compte à second facteur, { secondFacteur: true, challenge } et aucun jeton : le code se donne à POST /user/login/code dans les 5 minutes",
        json: z.union([
          z.object({ user: sessionUser.extend({ token: z.string() }) }),
          z.object({
            secondFacteur: z.literal(true),
            challenge: z.string().meta({ description: "À renvoyer avec le code (5 minutes)" }),
          }),
        ]),
      },
    },
    errors: [400, 401, 429],
  },
  "GET /user/me": {
    tag,
    summary: "L'utilisateur de la session",
    access: "staff",
    ok: { 200: { description: "L'utilisateur", json: sessionUser } },
    errors: [401],
  },
  "POST /user/setPassword": {
    tag,
    summary: "Changer son mot de passe",
    description:
      "Au moins 6 caractères ; refusés (400 « Ce mot de passe est trop courant. » sur password) : les 1 000 mots de passe les plus courants et l'adresse e-mail du compte ou sa partie avant « @ », sans tenir compte de la casse. Met fin à toutes les autres sessions du compte ; celle-ci continue avec le nouveau jeton renvoyé (user.token), l'ancien n'étant plus accepté. Une session ouverte avec un mot de passe provisoire ne peut que lire /api/user/me et appeler cette route : toute autre répond 403 « Changez votre mot de passe. ».",
    access: "staff",
    body: { json: setPasswordSchema },
    ok: {
      200: {
        description: "« Votre mot de passe a bien été modifié. » et le nouveau jeton de la session",
        json: message.extend({ user: sessionUser.extend({ token: z.string() }) }),
      },
    },
    errors: [400, 401],
  },
  "POST /user/register": {
    tag,
    summary: "Créer un compte (admin)",
    access: "admin",
    body: { json: userSchema },
    ok: {
      201: {
        description: "Le compte et son mot de passe provisoire",
        json: RECORDS.User.extend({ temporaryPassword: z.string() }),
      },
    },
    errors: [400, 401, 403, 409],
  },
  "POST /user/:email/resetPassword": {
    tag,
    summary: "Réinitialiser le mot de passe d'un compte (admin)",
    access: "admin",
    params: { email: { schema: z.string(), description: "L'e-mail du compte" } },
    ok: {
      200: {
        description: "Le compte et son nouveau mot de passe provisoire",
        json: message.extend({ user: RECORDS.User, temporaryPassword: z.string() }),
      },
    },
    errors: [401, 403, 404],
  },
  "POST /user/:email/deverrouiller": {
    tag,
    summary: "Lever les délais de connexion d'un compte (admin)",
    description:
      "Efface les essais de connexion comptés pour ce compte, depuis toutes les adresses : il peut se connecter aussitôt.",
    access: "admin",
    params: { email: { schema: z.string(), description: "L'e-mail du compte" } },
    ok: {
      200: {
        description: "Le compte et un message",
        json: message.extend({ user: RECORDS.User }),
      },
    },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
