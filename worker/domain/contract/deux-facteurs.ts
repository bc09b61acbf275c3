import { z } from "zod";
import { codeSchema, connexionCodeSchema } from "../deux-facteurs/schemas";
import type { Operation } from "./operation";
import { RECORDS, sessionUser } from "./shapes";

// The second factor of staff accounts (issue 59, item 1): TOTP set-up, recovery codes, the login's second step and
// an admin's reset. docs/topics/security-and-sessions.md, "Second facteur".

const tag = "Compte";
const message = z.object({ message: z.string() });
const codesSecours = z.object({
  codesSecours: z
    .array(z.string().meta({ examples: ["k7mq-3xta"] }))
    .meta({ description: "Les 10 codes de secours, à usage unique, montrés cette fois seulement" }),
});

export const DEUX_FACTEURS_OPERATIONS = {
  "POST /user/login/code": {
    tag,
    summary: "Se connecter : le second facteur",
    description:
      "Après le mot de passe d'un compte à second facteur (réponse { secondFacteur: true, challenge }) : le code à 6 chiffres de l'application d'authentification, ou un code de secours (utilisable une fois). Un code ne sert qu'une fois. 401 si le code est faux ou déjà utilisé, ou si la vérification a expiré (5 minutes) ; les délais de connexion (429, Retry-After) comptent un mauvais code comme un mauvais mot de passe.",
    access: "public",
    body: { json: connexionCodeSchema },
    ok: {
      200: {
        description: "L'utilisateur et son jeton, comme la connexion par mot de passe",
        json: z.object({ user: sessionUser.extend({ token: z.string() }) }),
      },
    },
    errors: [400, 401, 429],
  },
  "POST /user/2fa/totp": {
    tag,
    summary: "Configurer l'application d'authentification (TOTP)",
    description:
      "Un nouveau secret (base32) et son URL otpauth:// (le QR code) ; il remplace un secret pas encore activé. 409 si le second facteur est déjà activé.",
    access: "staff",
    ok: {
      200: {
        description: "Le secret et l'URL à scanner",
        json: z.object({
          secret: z.string().meta({ examples: ["JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"] }),
          otpauthUrl: z.string(),
        }),
      },
    },
    errors: [401, 409],
  },
  "POST /user/2fa/totp/activer": {
    tag,
    summary: "Activer le second facteur avec un premier code",
    description:
      "Le code à 6 chiffres de l'application confirme la configuration (400 sur code sinon) ; la réponse porte les 10 codes de secours, montrés une seule fois.",
    access: "staff",
    body: { json: codeSchema },
    ok: { 200: { description: "Les codes de secours", json: codesSecours } },
    errors: [400, 401, 409],
  },
  "POST /user/2fa/codesSecours": {
    tag,
    summary: "Remplacer ses codes de secours",
    description:
      "Avec un code de l'application (ou un code de secours) : 10 nouveaux codes, les anciens ne valent plus rien.",
    access: "staff",
    body: { json: codeSchema },
    ok: { 200: { description: "Les nouveaux codes de secours", json: codesSecours } },
    errors: [400, 401, 409],
  },
  "POST /user/2fa/totp/desactiver": {
    tag,
    summary: "Désactiver son second facteur",
    description:
      "Avec un code de l'application (ou un code de secours). 409 quand l'agence exige un second facteur.",
    access: "staff",
    body: { json: codeSchema },
    ok: { 200: { description: "Un message", json: message } },
    errors: [400, 401, 409],
  },
  "DELETE /user/:email/2fa": {
    tag,
    summary: "Réinitialiser le second facteur d'un compte (admin)",
    description:
      "Efface le secret et les codes de secours du compte, qui en configurera un nouveau ; l'utilisateur en est informé par e-mail. Inscrit au journal.",
    access: "admin",
    params: { email: { schema: z.string(), description: "L'e-mail du compte" } },
    ok: {
      200: {
        description: "Le compte et un message",
        json: message.extend({ user: RECORDS.User }),
      },
    },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Operation>;
