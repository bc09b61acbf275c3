import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import {
  lirePaiementFournisseurs,
  preparerPaiementFournisseurs,
} from "../services/travaux/paiements-fournisseurs";
import { validerPaiementFournisseurs } from "../services/travaux/paiements-fournisseurs-validation";
import { listePaiementsFournisseurs } from "../services/travaux/paiements-fournisseurs-liste";
import { fichierSepaFournisseurs } from "../services/travaux/paiements-fournisseurs-sepa";
import { supprimerPaiementFournisseurs } from "../services/travaux/paiements-fournisseurs-suppression";
import { contentDisposition } from "./files/download";
import { operation } from "./operation";
import { parseId } from "./params";

/** Supplier payouts (issue 76, item 5, ADR 121): roles from the contract (domain/contract/paiements-fournisseurs.ts). */
export function paiementsFournisseursRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /paiementsFournisseurs", async (c) =>
    c.json(await listePaiementsFournisseurs(c.var.ports)),
  );
  operation(app, "POST /paiementsFournisseurs", async (c) =>
    c.json(
      await preparerPaiementFournisseurs(c.var.ports, await readJson(c.req), c.var.user.email),
      201,
    ),
  );
  operation(app, "GET /PaiementFournisseurs/:id", async (c) =>
    c.json(await lirePaiementFournisseurs(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /PaiementFournisseurs/:id/valider", async (c) =>
    c.json(
      await validerPaiementFournisseurs(c.var.ports, parseId(c.req.param("id")), c.var.user.email),
    ),
  );
  operation(app, "DELETE /PaiementFournisseurs/:id", async (c) =>
    c.json(await supprimerPaiementFournisseurs(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /PaiementFournisseurs/:id/sepa", async (c) => {
    const { nom, xml } = await fichierSepaFournisseurs(c.var.ports, parseId(c.req.param("id")));
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
}
