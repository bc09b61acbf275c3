import { z } from "zod";
import { connexionCleSchema, enregistrementSchema } from "../cles-acces/schemas";
import { ID, type Operation } from "./operation";
import { dataOf, object, sessionUser } from "./shapes";

// Passkeys (WebAuthn), the second factor's alternative to TOTP (issue 59, item 1; ADR 072): registration by the
// signed-in user, the list and the deletion of one's own, the login's second step and the options of a confirmation
// before a money move. docs/topics/security-and-sessions.md, "Clés d'accès".

const tag = "Compte";

const cle = z
  .object({
    id: z.number().int(),
    nom: z.string().meta({ examples: ["Ordinateur du bureau"] }),
    createdAt: z.string(),
    derniereUtilisation: z.string().nullable(),
    transports: z.array(z.string()).meta({
      description: "Ce que l'authentificateur a annoncé : internal, usb, hybrid, nfc, ble",
    }),
  })
  .meta({ id: "CleAcces" });

const optionsCreation = object.meta({
  description:
    "PublicKeyCredentialCreationOptionsJSON (WebAuthn) pour navigator.credentials.create() ; le challenge est un jeton signé valable 5 minutes",
});
export const optionsAssertionJson = object.meta({
  description:
    "PublicKeyCredentialRequestOptionsJSON (WebAuthn) pour navigator.credentials.get() ; le challenge est un jeton signé valable 5 minutes",
});

export const CLES_ACCES_OPERATIONS = {
  "POST /user/2fa/passkey/options": {
    tag,
    summary: "Ajouter une clé d'accès : les options de création",
    description:
      "Les options à passer à navigator.credentials.create() (@simplewebauthn/browser startRegistration). Le domaine de la clé (RP id) est celui de la requête ; les clés déjà enregistrées du compte sont exclues.",
    access: "staff",
    ok: { 200: { description: "Les options de création", json: optionsCreation } },
    errors: [401],
  },
  "POST /user/2fa/passkey": {
    tag,
    summary: "Ajouter une clé d'accès",
    description:
      "La réponse du navigateur aux options (dans les 5 minutes) et le nom donné à la clé. 400 sur `response` si elle ne signe pas les options de ce compte sur ce domaine, 409 pour une clé déjà enregistrée ou au-delà de 10 clés. Une clé d'accès compte comme second facteur : la connexion la demande ensuite.",
    access: "staff",
    body: { json: enregistrementSchema },
    ok: { 201: { description: "La clé d'accès enregistrée", json: cle } },
    errors: [400, 401, 409],
  },
  "GET /user/2fa/passkeys": {
    tag,
    summary: "Mes clés d'accès",
    access: "staff",
    ok: { 200: { description: "Les clés d'accès du compte", json: dataOf(cle) } },
    errors: [401],
  },
  "DELETE /user/2fa/passkeys/:id": {
    tag,
    summary: "Supprimer une de ses clés d'accès",
    description:
      "Demande une confirmation récente de la session (POST /user/confirmer, 5 minutes). 404 pour la clé d'un autre compte ; 409 quand l'agence exige un second facteur et que c'est le dernier du compte.",
    access: "staff",
    params: { id: { ...ID, description: "Identifiant de la clé d'accès" } },
    confirmation: true,
    ok: { 200: { description: "Un message", json: z.object({ message: z.string() }) } },
    errors: [401, 403, 404, 409],
  },
  "POST /user/login/passkey": {
    tag,
    summary: "Se connecter : le second facteur par clé d'accès",
    description:
      "Après le mot de passe d'un compte qui a une clé d'accès (réponse { secondFacteur: true, challenge, passkey }) : la réponse de navigator.credentials.get() aux options `passkey`, avec le même challenge. Une réponse ne sert qu'une fois ; un compteur de signatures qui recule est refusé (clé clonée). 401 `cle_refusee` sinon, compté dans les délais de connexion (429) comme un mauvais mot de passe.",
    access: "public",
    body: { json: connexionCleSchema },
    ok: {
      200: {
        description: "L'utilisateur et son jeton, comme la connexion par mot de passe",
        json: z.object({ user: sessionUser.extend({ token: z.string() }) }),
      },
    },
    errors: [400, 401, 429],
  },
  "POST /user/confirmer/passkey/options": {
    tag,
    summary: "Confirmer son identité par clé d'accès : les options",
    description:
      "Les options de navigator.credentials.get() pour confirmer la session avant un mouvement d'argent ; la réponse se donne à POST /user/confirmer { passkey } dans les 5 minutes. 409 pour un compte sans clé d'accès.",
    access: "staff",
    ok: { 200: { description: "Les options de l'assertion", json: optionsAssertionJson } },
    errors: [401, 409],
  },
} as const satisfies Record<string, Operation>;
