import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { lireCompteProprietaire } from "../services/proprietaire/compte";
import { ecrireQuotesParts } from "../services/proprietaire/quotes-parts";
import { operation } from "./operation";
import { parseId } from "./params";

/** The owner's side (issue 38, ADR 031): every staff role reads an owner's account and sets the quote-parts. */
export function proprietaireRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Client/:id/compte", async (c) =>
    c.json(await lireCompteProprietaire(c.var.ports, parseId(c.req.param("id")), c.req.query())),
  );
  operation(app, "PUT /Appartement/:id/quotesParts", async (c) =>
    c.json(await ecrireQuotesParts(c.var.ports, parseId(c.req.param("id")), await readJson(c.req))),
  );
}
