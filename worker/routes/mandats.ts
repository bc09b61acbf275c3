import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { ecrireParametresAgence, lireParametresAgence } from "../services/mandats/agence";
import { genererRegistreMandats, registreMandats } from "../services/mandats/registre";
import { operation } from "./operation";
import { segment } from "./params";

/** The register of mandates and Paramètres > Agence (ADR 027); the contract gives them to admins only. */
export function mandatRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /registreMandats", async (c) =>
    c.json(await registreMandats(c.var.ports, c.req.query("annee"))),
  );
  operation(app, "GET /registreMandats/:annee/generate", async (c) =>
    c.json(await genererRegistreMandats(c.var.ports, segment(c, "annee"))),
  );
  operation(app, "GET /agence", async (c) => c.json(await lireParametresAgence(c.var.ports)));
  operation(app, "PUT /agence", async (c) =>
    c.json(
      await ecrireParametresAgence(c.var.ports, await readJson(c.req), c.var.user, c.var.session),
    ),
  );
}
