import { ApiError, NetworkError, RequestTimeout } from "@/api/client";

/** Why a save did not go through, when the form should stay as typed and offer to retry (ADR 042). */
export type SaveFailureKind = "offline" | "unreachable" | "server" | "timeout";

export interface SaveFailure {
  kind: SaveFailureKind;
  message: string;
}

const KEPT = "Vos saisies sont conservées sur cet appareil.";
export const SAVE_FAILURES: Record<SaveFailureKind, string> = {
  offline: `Vous êtes hors ligne : rien n'a été enregistré. ${KEPT} Réessayez une fois la connexion revenue.`,
  unreachable: `Le serveur est injoignable : rien n'a été enregistré. ${KEPT} Réessayez dans un instant.`,
  server: `Le serveur a rencontré une erreur : rien n'a été enregistré. ${KEPT} Réessayez dans un instant.`,
  timeout: `Le serveur n'a pas répondu à temps : l'enregistrement a pu ne pas aboutir. ${KEPT} Réessayez.`,
};

/**
 * A failure of the network or of the server (offline, no answer, 5xx, timeout); null for an answer about the input
 * (400, 409...) that the form tells field by field as before.
 */
export function saveFailure(error: unknown, online = navigatorOnline()): SaveFailure | null {
  const of = (kind: SaveFailureKind) => ({ kind, message: SAVE_FAILURES[kind] });
  if (error instanceof RequestTimeout) return of("timeout");
  if (error instanceof NetworkError) return of(online ? "unreachable" : "offline");
  if (error instanceof ApiError) {
    if (error.status === 408 || error.status === 504) return of("timeout");
    if (error.status >= 500) return of("server");
  }
  return null;
}

function navigatorOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}
