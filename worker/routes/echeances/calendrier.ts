import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { listeEcheances } from "../../services/echeances/calendrier";
import { exportEcheances } from "../../services/echeances/export";
import { contentDisposition } from "../files/download";
import { operation } from "../operation";

/** The agency's calendar (issue 63, item 6; ADR 090). */
export function calendrierRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /echeances", async (c) =>
    c.json(await listeEcheances(c.var.ports, c.req.query())),
  );
  operation(app, "GET /echeances/export", async (c) => {
    const { nom, texte } = await exportEcheances(c.var.ports, c.req.query());
    return c.body(texte, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
}
