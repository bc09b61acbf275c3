import { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { readJson } from "../../lib/validate";
import { setEtatLieux, type EtatSlot } from "../../services/etats-lieux";
import { parseId } from "../params";

/** PUT /Dossier/{id}/etatIn/set and /etatOut/set: the body is the inventory, the answer the dossier (spec 7). */
export const etatLieuxSetRoutes = new Hono<AppEnv>().put(
  "/:id{[0-9]+}/:slot{etatIn|etatOut}/set",
  async (c) =>
    c.json(
      await setEtatLieux(
        c.var.ports,
        parseId(c.req.param("id")),
        c.req.param("slot") as EtatSlot,
        await readJson(c.req),
      ),
    ),
);
