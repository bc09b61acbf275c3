import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { globalSearch } from "../services/search";
import { operation } from "./operation";

/** GET /api/search?q=: the web's global search (Ctrl+K), for every logged-in role. */
export function searchRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /search", async (c) =>
    c.json({ data: await globalSearch(c.var.ports, c.req.query("q") ?? "", c.var.user) }),
  );
}
