import { z } from "zod";
import { confirmerSchema, loginSchema, setPasswordSchema, userSchema } from "../schemas/reference";
import type { Operation } from "./operation";
import { MSG_CONFIRMATION_REQUISE } from "../sessions/confirmation";
import { dataOf, object, RECORDS, sessionUser } from "./shapes";
import { optionsAssertionJson } from "./cles-acces";

// The session (spec 7 "Authentification"), the accounts an admin manages, and the service's own description.

const tag = "Compte";
const message = z.object({ message: z.string() });

/** A row of "Mes sessions" (issue 59). */
const sessionListee = z
  .object({
    id: z.string(),
    appareil: z.string().meta({ description: "« Chrome sur Windows », lu dans le User-Agent" }),
    adresse: z.string(),
    lieu: z.string().meta({
      description: "La plage de l'adresse : « Réseau 203.0.113.0/24 », « Réseau local (…) »",
    }),
    createdAt: z.string(),
    derniereUtilisation: z.string(),
    courante: z.boolean().meta({ description: "La session de la requête" }),
  })
  .meta({ id: "Session" });

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
          "L'utilisateur et son jeton (Authorization: Bearer) ; pour un compte à second facteur, { secondFacteur: true, challenge } et aucun jeton : le code se donne à POST /user/login/code dans les 5 minutes. Un compte qui a une clé d'accès reçoit aussi `passkey` (les options de navigator.credentials.get(), dont le challenge est celui-ci : la réponse se donne à POST /user/login/passkey) et `totp` (un code est-il aussi accepté)",
        json: z.union([
          z.object({ user: sessionUser.extend({ token: z.string() }) }),
          z.object({
            secondFacteur: z.literal(true),
            challenge: z.string().meta({ description: "À renvoyer avec le code (5 minutes)" }),
            totp: z.boolean().optional(),
            passkey: optionsAssertionJson.optional(),
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
  "POST /user/confirmer": {
    tag,
    summary: "Confirmer son identité avant un mouvement d'argent (5 minutes)",
    description: `Avec { code } (le code du second facteur) ou { passkey } (la réponse d'une clé d'accès aux options de POST /user/confirmer/passkey/options) pour un compte qui a un second facteur, { password } sinon (l'autre champ est refusé : 400). Un code ou un mot de passe faux : 400 sur son champ, compté dans les mêmes délais que la connexion pour ce compte et cette adresse (429 ensuite). Les actions qui déplacent de l'argent (valider un lot, télécharger un fichier SEPA, changer un IBAN, l'ICS, exporter le FEC ou une sauvegarde) répondent 403 \`confirmation_requise\` « ${MSG_CONFIRMATION_REQUISE} » sans confirmation de la session dans les 5 dernières minutes ; la connexion ne compte pas. Un jeton émis avant les sessions (sans sid) : 401, se reconnecter.`,
    access: "staff",
    body: { json: confirmerSchema },
    ok: {
      200: {
        description: "« Identité confirmée. » et la fin de la confirmation",
        json: message.extend({ confirmeAt: z.string(), valableJusqua: z.string() }),
      },
    },
    errors: [400, 401, 429],
  },
  "GET /user/sessions": {
    tag,
    summary: "Mes sessions ouvertes (appareil, adresse, dernière utilisation)",
    description:
      "Les sessions non terminées de l'utilisateur, la plus récemment utilisée d'abord ; `courante` marque celle de la requête. La dernière utilisation est mise à jour au plus toutes les 5 minutes.",
    access: "staff",
    ok: { 200: { description: "Les sessions", json: dataOf(sessionListee) } },
    errors: [401],
  },
  "POST /user/logout": {
    tag,
    summary: "Se déconnecter : la session de la requête se termine",
    description:
      "Le jeton de la requête est refusé ensuite (401) sur tous les points d'entrée ; un jeton sans session (émis avant les sessions) expire à son terme.",
    access: "staff",
    ok: { 200: { description: "« Vous êtes déconnecté. »", json: message } },
    errors: [401],
  },
  "POST /user/sessions/deconnecterAutres": {
    tag,
    summary: "Déconnecter les autres appareils",
    description:
      "Termine toutes les sessions ouvertes de l'utilisateur sauf celle de la requête (proposé aussi après l'activation d'un second facteur). Un jeton sans session : 401.",
    access: "staff",
    ok: {
      200: {
        description: "Le nombre de sessions terminées et un message",
        json: message.extend({ sessions: z.number().int() }),
      },
    },
    errors: [401],
  },
  "DELETE /user/sessions/:id": {
    tag,
    summary: "Déconnecter une de ses sessions",
    description:
      "Sa prochaine requête répond 401. 404 pour une session d'un autre utilisateur, inconnue ou déjà terminée. La session de la requête peut être déconnectée elle aussi.",
    access: "staff",
    params: { id: { schema: z.string(), description: "L'identifiant de la session" } },
    ok: { 200: { description: "Un message", json: message } },
    errors: [401, 404],
  },
  "POST /user/:email/deconnecter": {
    tag,
    summary: "Déconnecter partout un compte (admin)",
    description:
      "Termine toutes les sessions du compte, y compris les jetons émis avant les sessions : il devra se reconnecter sur chaque appareil.",
    access: "admin",
    params: { email: { schema: z.string(), description: "L'e-mail du compte" } },
    ok: {
      200: {
        description: "Le compte, le nombre de sessions terminées et un message",
        json: message.extend({
          user: z.object({ id: z.number().int(), email: z.string(), role: z.string() }),
          sessions: z.number().int(),
        }),
      },
    },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
