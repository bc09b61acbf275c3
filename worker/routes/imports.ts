import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { XLSX_MIME } from "../domain/contract/imports";
import { modeleXlsx, modeleZip } from "../services/imports/modele";
import { exporterPortefeuille } from "../services/imports/portefeuille";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";

/** Paramètres > Reprise de données (issue 61): the templates to download, the portfolio out. */
export function importRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /imports/modele.xlsx", async (c) =>
    c.body(await modeleXlsx(), 200, {
      "Content-Type": XLSX_MIME,
      "Content-Disposition": contentDisposition("modele-reprise.xlsx"),
    }),
  );
  operation(app, "GET /imports/modele.zip", (c) =>
    c.body(modeleZip(), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition("modele-reprise-csv.zip"),
    }),
  );
  operation(app, "GET /exports/portefeuille.xlsx", async (c) => {
    const { au, bytes } = await exporterPortefeuille(c.var.ports, c.req.query());
    return c.body(bytes, 200, {
      "Content-Type": XLSX_MIME,
      "Content-Disposition": contentDisposition(`portefeuille-${au}.xlsx`),
    });
  });
}
