import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { notFound } from "../../lib/errors";

/** After the spaces' own routes. */
export function espaceFinRoutes(api: Hono<AppEnv>) {
  // No route of the spaces matched (an id that is not decimal digits, issue 75 item 5; a path that is none): 404,
  // not staff's login answering a space's session with 403.
  api.all("/espace/*", () => {
    throw notFound();
  });
}
