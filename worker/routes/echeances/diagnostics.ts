import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { readJsonValue } from "../../lib/validate";
import { jourDemande, lireDiagnostics } from "../../services/diagnostics/lire";
import { remplacerDiagnostics } from "../../services/diagnostics/remplacer";
import { operation } from "../operation";
import { parseId } from "../params";

/**
 * A lot's diagnostics (issue 63, item 1; ADR 087): GET their state at `?date=` (today in Paris by default), PUT the
 * whole set (`{ diagnostics: [...] }` or a bare array) and the same answer back. Every staff role, as the lot's record.
 */
export function diagnosticsRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Appartement/:id/diagnostics", async (c) => {
    const id = parseId(c.req.param("id"));
    const date = jourDemande(c.var.ports, c.req.query("date"));
    return c.json(await lireDiagnostics(c.var.ports, id, date));
  });
  operation(app, "PUT /Appartement/:id/diagnostics", async (c) => {
    const id = parseId(c.req.param("id"));
    const date = jourDemande(c.var.ports, c.req.query("date"));
    return c.json(await remplacerDiagnostics(c.var.ports, id, await readJsonValue(c.req), date));
  });
}
