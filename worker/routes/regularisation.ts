import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { genererLettreRegularisation } from "../services/regularisation/lettre";
import { provisionsDeLaPeriode, regularisationsDuDossier } from "../services/regularisation/lire";
import { enregistrerRegularisation } from "../services/regularisation/regulariser";
import { operation } from "./operation";
import { parseId } from "./params";

/** The charges regularisations of a dossier (ADR 025), for every staff role. */
export function regularisationRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/regularisations/provisions", async (c) =>
    c.json(
      await provisionsDeLaPeriode(c.var.ports, parseId(c.req.param("id")), {
        du: c.req.query("du"),
        au: c.req.query("au"),
      }),
    ),
  );
  operation(app, "GET /Dossier/:id/regularisations", async (c) =>
    c.json(await regularisationsDuDossier(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Dossier/:id/regularisations", async (c) =>
    c.json(
      await enregistrerRegularisation(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "GET /Regularisation/:id/generate", async (c) =>
    c.json(await genererLettreRegularisation(c.var.ports, parseId(c.req.param("id")))),
  );
}
