import { z } from "zod";
import { MSG_CHALLENGE_EXPIRE } from "../deux-facteurs/messages";
import { MSG_NOM_REQUIS, MSG_NOM_TROP_LONG, MSG_REPONSE_INVALIDE } from "./messages";

// The bodies of the passkeys' routes (issue 59): the browser's answer to navigator.credentials.create() or .get()
// as @simplewebauthn/browser serialises it (base64url fields), checked in shape here and in substance by
// @simplewebauthn/server. Unknown members are kept (the library reads what it knows).

const b64url = () =>
  z
    .string({ error: MSG_REPONSE_INVALIDE })
    .max(16_000, MSG_REPONSE_INVALIDE)
    .regex(/^[A-Za-z0-9_-]*$/, MSG_REPONSE_INVALIDE);

const credential = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject(
    {
      id: b64url().min(1, MSG_REPONSE_INVALIDE),
      rawId: b64url().min(1, MSG_REPONSE_INVALIDE),
      type: z.literal("public-key", { error: MSG_REPONSE_INVALIDE }),
      response: z.looseObject(response, { error: MSG_REPONSE_INVALIDE }),
      clientExtensionResults: z.looseObject({}).default({}),
      authenticatorAttachment: z.string().max(40).optional(),
    },
    { error: MSG_REPONSE_INVALIDE },
  );

/** navigator.credentials.create()'s answer. */
export const reponseEnregistrement = credential({
  clientDataJSON: b64url(),
  attestationObject: b64url(),
  transports: z.array(z.string().max(40)).max(10).optional(),
});

/** navigator.credentials.get()'s answer. */
export const reponseAssertion = credential({
  clientDataJSON: b64url(),
  authenticatorData: b64url(),
  signature: b64url(),
  userHandle: b64url().optional(),
});

/** POST /user/2fa/passkey: the new passkey and the name its owner gives it. */
export const enregistrementSchema = z.object({
  nom: z.string({ error: MSG_NOM_REQUIS }).trim().min(1, MSG_NOM_REQUIS).max(60, MSG_NOM_TROP_LONG),
  response: reponseEnregistrement,
});

/** POST /user/login/passkey: the password step's challenge and the passkey's assertion of it. */
export const connexionCleSchema = z.object({
  challenge: z.string({ error: MSG_CHALLENGE_EXPIRE }).min(1, MSG_CHALLENGE_EXPIRE).max(4000),
  response: reponseAssertion,
});
