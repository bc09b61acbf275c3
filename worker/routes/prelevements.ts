import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { creerMandat, listeMandats, revoquerMandat } from "../services/prelevements/mandats";
import { operation } from "./operation";
import { parseId } from "./params";

/** Rents by SEPA direct debit (issue 41, ADR 041): roles from the contract (worker/domain/contract/prelevements.ts). */
export function prelevementRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/mandatsSepa", async (c) =>
    c.json(await listeMandats(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Dossier/:id/mandatsSepa", async (c) =>
    c.json(
      await creerMandat(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "POST /MandatSepa/:id/revoquer", async (c) =>
    c.json(await revoquerMandat(c.var.ports, parseId(c.req.param("id")))),
  );
}
