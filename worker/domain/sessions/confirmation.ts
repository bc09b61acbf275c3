// The confirmation before money moves (issue 59, item 2): a guarded action is done only when the caller's session
// confirmed its user (second factor, or password without one) within the last five minutes. Signing in does not
// count. Pure: the server's guard (worker/auth/middleware.ts) and its tests read these.

/** How long a confirmation holds: five minutes, inclusive (confirmed at 10:00:00, still good at 10:05:00.000). */
export const CONFIRMATION_MS = 5 * 60 * 1000;

export const CONFIRMATION_REQUISE = "confirmation_requise";
export const MSG_CONFIRMATION_REQUISE = "Confirmez votre identité pour continuer.";

/** Whether a session confirmed at `confirmeAt` (ISO instant, or null: never) may do a guarded action at `now`. */
export function confirmationFraiche(confirmeAt: string | null | undefined, now: Date): boolean {
  if (!confirmeAt) return false;
  const at = Date.parse(confirmeAt);
  if (Number.isNaN(at)) return false;
  const ecart = now.getTime() - at;
  // A confirmation "from the future" (a clock moved back) is not one: it would hold for longer than five minutes.
  return ecart >= 0 && ecart <= CONFIRMATION_MS;
}

/** A session's last use is written again only once it is older than this: no write on every request. */
export const USAGE_RAFRAICHI_MS = 5 * 60 * 1000;

/** Whether the stored last use should move on to `now`. */
export const usageARafraichir = (derniereUtilisation: string | null | undefined, now: Date) =>
  !!derniereUtilisation && now.getTime() - Date.parse(derniereUtilisation) > USAGE_RAFRAICHI_MS;

/**
 * Whether a session is still open at `now`: `revoqueAt` is when it ends, the token's expiry from the sign-in, moved
 * to the instant of a "Déconnecter" (or null: no end of its own, the token's expiry still applies).
 */
export const sessionOuverte = (revoqueAt: string | null | undefined, now: Date) =>
  !revoqueAt || Date.parse(revoqueAt) > now.getTime();
