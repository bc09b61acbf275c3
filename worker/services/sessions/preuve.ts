import type { z } from "zod";
import { verifyPassword } from "../../auth/password";
import { MSG_CLE_REFUSEE, MSG_PAS_DE_CLE } from "../../domain/cles-acces/messages";
import type { RelyingParty } from "../../domain/cles-acces/relying-party";
import type { confirmerSchema } from "../../domain/schemas/reference";
import { badRequest } from "../../lib/errors";
import type { Ports } from "../../ports";
import { confirmationParCle } from "../cles-acces/preuves";
import { verifierSecondFacteur } from "../deux-facteurs/verifier";

// What a session confirms its user with before a money move (POST /user/confirmer, issue 59): the second factor
// when the account has one (its TOTP code or recovery code, or one of its passkeys), else its password. The other
// kind is a 400 that checks nothing (the route counts its try on the pair as a login's would).

const SAISIR_CODE = "Saisissez le code de votre application d'authentification.";
const UTILISER_CLE = "Confirmez avec votre clé d'accès.";
const PAS_DE_MOT_DE_PASSE =
  "Votre compte a un second facteur : confirmez avec son code, pas avec le mot de passe.";
const PAS_DE_TOTP =
  "Votre compte n'a pas d'application d'authentification : confirmez avec votre clé d'accès.";
const SAISIR_MOT_DE_PASSE = "Saisissez votre mot de passe.";
const CODE_INCORRECT = "Code incorrect.";
const MOT_DE_PASSE_INCORRECT = "Mot de passe incorrect.";

type Preuve = z.infer<typeof confirmerSchema>;
type Sorte = "code" | "passkey" | "password";
interface Compte {
  id: number;
  passwordHash: string;
  deuxFacteurs: boolean;
  totpActif: boolean;
  clesAcces: number;
}

/** The proof the body brings that the account takes, or the 400 saying which one it takes. */
export function sorteDePreuve(compte: Compte, preuve: Preuve): Sorte {
  if (!compte.deuxFacteurs) {
    if (!preuve.password) throw badRequest(SAISIR_MOT_DE_PASSE, { password: SAISIR_MOT_DE_PASSE });
    return "password";
  }
  if (preuve.passkey) {
    if (!compte.clesAcces) throw badRequest(MSG_PAS_DE_CLE, { passkey: MSG_PAS_DE_CLE });
    return "passkey";
  }
  if (preuve.code) {
    if (!compte.totpActif) throw badRequest(PAS_DE_TOTP, { code: PAS_DE_TOTP });
    return "code";
  }
  const [champ, message] = compte.totpActif ? ["code", SAISIR_CODE] : ["passkey", UTILISER_CLE];
  throw badRequest(message, {
    [champ]: message,
    ...(preuve.password ? { password: PAS_DE_MOT_DE_PASSE } : {}),
  });
}

/** Whether the proof is right (a code or a passkey is spent if so). */
export async function preuveJuste(
  ports: Ports,
  compte: Compte,
  sorte: Sorte,
  preuve: Preuve,
  session: { sid: string; rp: RelyingParty },
): Promise<boolean> {
  if (sorte === "password") return verifyPassword(preuve.password ?? "", compte.passwordHash);
  if (sorte === "code") return verifierSecondFacteur(ports, compte.id, preuve.code ?? "");
  if (!preuve.passkey) return false;
  return confirmationParCle(ports, compte.id, session.sid, session.rp, preuve.passkey);
}

/** The 400 of a wrong proof, on its field. */
export const preuveFausse = (sorte: Sorte) => {
  const message = {
    code: CODE_INCORRECT,
    passkey: MSG_CLE_REFUSEE,
    password: MOT_DE_PASSE_INCORRECT,
  }[sorte];
  return badRequest(message, { [sorte]: message });
};
