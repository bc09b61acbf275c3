import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { aPurger } from "../services/rgpd/a-purger";
import { exportFileName, exportLocataire } from "../services/rgpd/export";
import { purger } from "../services/rgpd/purger";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId } from "./params";

/** Personal data (admins only): a tenant's export, the list of those due for anonymisation, and the erasure. */
export function rgpdRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Locataire/:id/export", async (c) => {
    const id = parseId(c.req.param("id"));
    return c.body(await exportLocataire(c.var.ports, id), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(exportFileName(c.var.ports, id)),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "GET /rgpd/aPurger", async (c) => c.json(await aPurger(c.var.ports)));
  // Without a body: every tenant due today.
  operation(app, "POST /rgpd/purger", async (c) =>
    c.json(await purger(c.var.ports, c.req.raw.body ? await readJson(c.req) : {})),
  );
}
