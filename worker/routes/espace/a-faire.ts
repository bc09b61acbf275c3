import type { Context } from "hono";
import type { AppEnv } from "../../lib/env";

// SEAM (issue 62): a route of the contract still being written. Removed when every route has its handler.
export const aFaire = (c: Context<AppEnv>) =>
  c.json({ error: { code: "a_faire", message: "Pas encore disponible." } }, 501);
