import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { readJson } from "../../lib/validate";
import { setEtatLieux, type EtatSlot } from "../../services/etats-lieux";
import { operation } from "../operation";
import { parseId } from "../params";

/** PUT /Dossier/{id}/etatIn/set and /etatOut/set: the body is the inventory, the answer the dossier (spec 7). */
export function etatLieuxSetRoutes(app: Hono<AppEnv>) {
  for (const slot of ["etatIn", "etatOut"] as const satisfies readonly EtatSlot[])
    operation(app, `PUT /Dossier/:id/${slot}/set`, async (c) =>
      c.json(
        await setEtatLieux(c.var.ports, parseId(c.req.param("id")), slot, await readJson(c.req)),
      ),
    );
}
