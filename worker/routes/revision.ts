import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { reviser } from "../services/revision/appliquer";
import { genererLettreRevision } from "../services/revision/lettre";
import { historiqueRevisions, listeRevisions } from "../services/revision/liste";
import { operation } from "./operation";
import { parseId } from "./params";

/** The yearly IRL rent revision (ADR 024), for every staff role. */
export function revisionRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /revisions", async (c) =>
    c.json(await listeRevisions(c.var.ports, { au: c.req.query("au") })),
  );
  operation(app, "POST /Dossier/:id/reviser", async (c) =>
    c.json(
      await reviser(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
  operation(app, "GET /Dossier/:id/revisions", async (c) =>
    c.json(await historiqueRevisions(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Dossier/:id/revisionLoyer/generate", async (c) =>
    c.json(await genererLettreRevision(c.var.ports, parseId(c.req.param("id")))),
  );
}
