import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import { Session } from "../../db/schema";
import type { Ports } from "../../ports";
import { ApiError } from "../../lib/errors";

// « Déconnecter les autres appareils » (issue 75, item 6, ADR 108): every open session of the user but the request's
// ends, in one statement; the request's own goes on. Offered in « Mes sessions » and after a second factor is set up.

export const MSG_SANS_SESSION = "Reconnectez-vous pour gérer vos sessions.";

/** Ends the user's other open sessions; how many ended. A token without a session (before issue 59) is a 401. */
export async function deconnecterAutres(ports: Ports, userId: number, sid: string | undefined) {
  if (!sid) throw new ApiError(401, "invalid_token", MSG_SANS_SESSION);
  const at = ports.clock.now().toISOString();
  const ended = await ports.db
    .update(Session)
    .set({ revoqueAt: at })
    .where(
      and(
        eq(Session.UserId, userId),
        ne(Session.id, sid),
        or(isNull(Session.revoqueAt), gt(Session.revoqueAt, at)),
      ),
    )
    .returning({ id: Session.id });
  return ended.length;
}

/** The French sentence of an answer that ended `n` other sessions. */
export const messageAutres = (n: number) =>
  n === 0
    ? "Aucun autre appareil n'était connecté."
    : n === 1
      ? "L'autre appareil a été déconnecté."
      : `Les ${n} autres appareils ont été déconnectés.`;
