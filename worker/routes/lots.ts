import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { lotSchema } from "../domain/lots/lot";
import { parseWith, readJson } from "../lib/validate";
import { encaisserLot } from "../services/lots/encaisser";
import { relancerDossiers, relancerQuitances } from "../services/lots/relancer";
import { selectionZip } from "../services/quitance/zip";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";

/** The lists' actions on several rows at once (issue 42, ADR 046): one call each, one result per row. */
export function lotRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Quitance/encaisser", async (c) =>
    c.json(await encaisserLot(c.var.ports, await readJson(c.req), c.var.user.email)),
  );
  operation(app, "POST /Quitance/relancer", async (c) =>
    c.json(await relancerQuitances(c.var.ports, await readJson(c.req))),
  );
  operation(app, "POST /Dossier/relancer", async (c) =>
    c.json(await relancerDossiers(c.var.ports, await readJson(c.req))),
  );
  operation(app, "POST /Quitance/zip", async (c) => {
    const { ids } = parseWith(lotSchema, await readJson(c.req));
    const zip = await selectionZip(c.var.ports, ids);
    return c.body(zip, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition("quittances-selection.zip"),
      "Cache-Control": "no-store",
    });
  });
}
