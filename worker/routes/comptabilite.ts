import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { cloturerExercice, listeExercices } from "../services/exercices/cloture";
import { exporterFec } from "../services/fec/exporter";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { telechargeur } from "./telechargeur";

/** The agency's books (ADR 035): the FEC of a year, and the closing of a year (ADR 067), for admins. */
export function comptabiliteRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /comptabilite/fec", async (c) => {
    const { nom, corps, charset } = await exporterFec(c.var.ports, c.req.query(), telechargeur(c));
    return c.body(corps, 200, {
      "Content-Type": `text/plain; charset=${charset}`,
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /comptabilite/cloture", async (c) =>
    c.json(await cloturerExercice(c.var.ports, await readJson(c.req), c.var.user.email), 201),
  );
  operation(app, "GET /comptabilite/exercices", async (c) =>
    c.json(await listeExercices(c.var.ports)),
  );
}
