import { z } from "zod";
import { MSG_CHALLENGE_EXPIRE, MSG_CODE_REQUIS } from "./messages";

// The bodies of the second factor's routes, with their French messages (the forms check the same).

/** A TOTP code or a recovery code, as typed (the services tell which). */
const code = () =>
  z
    .string({ error: MSG_CODE_REQUIS })
    .trim()
    .min(1, MSG_CODE_REQUIS)
    .max(40, "40 caractères au plus.");

/** POST /user/2fa/totp/activer, /user/2fa/codesSecours, /user/2fa/totp/desactiver. */
export const codeSchema = z.object({ code: code() });

/** POST /user/login/code: the password step's challenge and the code. */
export const connexionCodeSchema = z.object({
  challenge: z.string({ error: MSG_CHALLENGE_EXPIRE }).min(1, MSG_CHALLENGE_EXPIRE).max(4000),
  code: code(),
});

/** PUT /agence's security settings (issue 59), kept apart from the agency's printed identity. */
export const agenceSecuriteSchema = z.object({
  exigerDeuxFacteurs: z.boolean({ error: "Ce champ doit valoir vrai ou faux." }).optional(),
});
