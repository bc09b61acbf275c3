import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { lireReversement, listeReversements } from "../services/reversements/lire";
import { preparerReversement } from "../services/reversements/preparer";
import { fichierSepa } from "../services/reversements/sepa";
import { supprimerReversement, validerReversement } from "../services/reversements/valider";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId } from "./params";
import { telechargeur } from "./telechargeur";

/** The owners' payouts (issue 38, part 3, ADR 032): roles from the contract (worker/domain/contract/reversements.ts). */
export function reversementRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /reversements", async (c) => c.json(await listeReversements(c.var.ports)));
  operation(app, "POST /reversements", async (c) =>
    c.json(await preparerReversement(c.var.ports, await readJson(c.req), c.var.user.email), 201),
  );
  operation(app, "GET /Reversement/:id", async (c) =>
    c.json(await lireReversement(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Reversement/:id/sepa", async (c) => {
    const { nom, xml } = await fichierSepa(
      c.var.ports,
      parseId(c.req.param("id")),
      telechargeur(c),
    );
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Reversement/:id/valider", async (c) =>
    c.json(await validerReversement(c.var.ports, parseId(c.req.param("id")), c.var.user.email)),
  );
  operation(app, "DELETE /Reversement/:id", async (c) =>
    c.json(await supprimerReversement(c.var.ports, parseId(c.req.param("id")))),
  );
}
