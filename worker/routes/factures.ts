import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { ApiError } from "../lib/errors";
import { readJson } from "../lib/validate";
import { emettreAvoir } from "../services/factures/avoir";
import { genererFacture } from "../services/factures/generer";
import { lireFacture, listeFactures } from "../services/factures/lire";
import { operation } from "./operation";
import { parseId } from "./params";

const MSG_FACTURE_IMMUABLE =
  "Une facture émise ne se modifie pas et ne se supprime pas : émettez un avoir pour la corriger.";

/** Invoices (ADR 028): every staff role reads them and issues credit notes; nobody changes them (405). */
export function factureRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Facture", async (c) =>
    c.json(await listeFactures(c.var.ports, c.req.query())),
  );
  operation(app, "GET /Facture/:id", async (c) =>
    c.json(await lireFacture(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /Facture/:id/generate", async (c) =>
    c.json(await genererFacture(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Facture/:id/avoir", async (c) =>
    c.json(await emettreAvoir(c.var.ports, parseId(c.req.param("id")), await readJson(c.req)), 201),
  );
  for (const method of ["PUT", "PATCH", "DELETE"] as const)
    operation(app, `${method} /Facture/:id`, (c) => {
      c.header("Allow", "GET");
      throw new ApiError(405, "method_not_allowed", MSG_FACTURE_IMMUABLE);
    });
}
