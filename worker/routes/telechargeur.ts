import type { Context } from "hono";
import type { Telechargeur } from "../domain/telechargements/telechargements";
import type { AppEnv } from "../lib/env";

/** Who downloads a file the journal of downloads records (issue 59): the user, their session, their address. */
export const telechargeur = (c: Context<AppEnv>): Telechargeur => ({
  auteur: c.var.user.email,
  // The session's id (issue 59 item 7): null for a token signed before sessions had rows.
  sessionId: c.var.token?.sid ?? null,
  adresse: c.var.ip,
});
