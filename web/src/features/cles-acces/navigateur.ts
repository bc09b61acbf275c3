// The browser's side of a passkey (issue 59, ADR 072): @simplewebauthn/browser, downloaded only when a passkey is
// used (a dynamic import: not in /login's first load, 150 KB budget), and its failures said in French.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

export const MSG_NON_PRIS_EN_CHARGE =
  "Ce navigateur ne prend pas en charge les clés d'accès : utilisez un navigateur récent ou l'application d'authentification.";
const MSG_ANNULE = "L'opération a été annulée ou la clé d'accès n'a pas répondu à temps.";
const MSG_DEJA_LA = "Cette clé d'accès est déjà enregistrée sur votre compte.";
const MSG_ECHEC = "La clé d'accès n'a pas pu être utilisée : réessayez.";

/** A browser failure as the user reads it. */
export class ErreurCle extends Error {}

function enFrancais(err: unknown): ErreurCle {
  const name = err instanceof Error ? err.name : "";
  const code = (err as { code?: string } | null)?.code ?? "";
  if (name === "NotAllowedError" || name === "AbortError") return new ErreurCle(MSG_ANNULE);
  if (name === "InvalidStateError" || code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return new ErreurCle(MSG_DEJA_LA);
  if (name === "NotSupportedError") return new ErreurCle(MSG_NON_PRIS_EN_CHARGE);
  return new ErreurCle(MSG_ECHEC);
}

const bibliotheque = async () => {
  if (typeof window === "undefined" || !window.PublicKeyCredential)
    throw new ErreurCle(MSG_NON_PRIS_EN_CHARGE);
  return import("@simplewebauthn/browser");
};

/** navigator.credentials.create() on the server's options: the answer to send back. */
export async function creerCle(options: unknown) {
  const { startRegistration } = await bibliotheque();
  try {
    return await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (err) {
    throw enFrancais(err);
  }
}

/** navigator.credentials.get() on the server's options: the assertion to send back. */
export async function utiliserCle(options: unknown) {
  const { startAuthentication } = await bibliotheque();
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (err) {
    throw enFrancais(err);
  }
}
