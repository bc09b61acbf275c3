import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { parseId } from "./params";
import { ecrireConfigRelances, lireConfigRelances } from "../services/compte/relances";
import { apercuRelance, relancerDossier } from "../services/relances/relancer";
import { operation } from "./operation";

/** Paramètres > Relances (issue 20): the reminder stages' days, admin only. */
export function relancesRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /relances/config", async (c) =>
    c.json(await lireConfigRelances(c.var.ports)),
  );
  operation(app, "PUT /relances/config", async (c) =>
    c.json(await ecrireConfigRelances(c.var.ports, await readJson(c.req))),
  );
  // "Relancer maintenant" on a dossier (issue 42): the stage's letters previewed, then sent or downloaded.
  operation(app, "GET /Dossier/:id/relance/apercu", async (c) =>
    c.json(
      await apercuRelance(c.var.ports, parseId(c.req.param("id")), { etape: c.req.query("etape") }),
    ),
  );
  operation(app, "POST /Dossier/:id/relancer", async (c) =>
    c.json(await relancerDossier(c.var.ports, parseId(c.req.param("id")), await readJson(c.req))),
  );
}
