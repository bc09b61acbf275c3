import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { genererCompteRendu } from "../services/gerance/compte-rendu";
import { ecrireCopropriete, lireCopropriete } from "../services/gerance/copropriete";
import { envoyerCompteRendu } from "../services/gerance/envoi";
import { genererRevenusFonciers, lireRevenusFonciers } from "../services/gerance/revenus-fonciers";
import { operation } from "./operation";
import { parseId } from "./params";

/** The owner's compte-rendu de gérance and tax summary (issue 38 parts 4 and 5, ADR 033): every staff role. */
export function geranceRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Client/:id/compteRendu/generate", async (c) =>
    c.json(await genererCompteRendu(c.var.ports, parseId(c.req.param("id")), c.req.query())),
  );
  operation(app, "POST /Client/:id/compteRendu/envoyer", async (c) =>
    c.json(
      await envoyerCompteRendu(c.var.ports, parseId(c.req.param("id")), await readJson(c.req)),
    ),
  );
  operation(app, "GET /Client/:id/revenusFonciers", async (c) =>
    c.json(await lireRevenusFonciers(c.var.ports, parseId(c.req.param("id")), c.req.query())),
  );
  operation(app, "GET /Client/:id/revenusFonciers/generate", async (c) =>
    c.json(await genererRevenusFonciers(c.var.ports, parseId(c.req.param("id")), c.req.query())),
  );
  // Issue 60 item 3 (ADR 075): the non-deductible provisions of a lot's years, which line 230 adds back.
  operation(app, "GET /Appartement/:id/copropriete", async (c) =>
    c.json(await lireCopropriete(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Appartement/:id/copropriete", async (c) =>
    c.json(
      await ecrireCopropriete(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
}
