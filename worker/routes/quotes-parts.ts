import type { Hono } from "hono";
import { canMoveMoney } from "../domain/roles";
import type { AppEnv } from "../lib/env";
import { annulerQuotesParts, confirmerQuotesParts } from "../services/quotes-parts/confirmer";
import { lireQuotesParts } from "../services/quotes-parts/lire";
import { operation } from "./operation";
import { corpsFacultatif, parseId } from "./params";

/**
 * The shares of an apartment's owners held for a second person (issue 59, item 4; ADR 073); roles from the
 * contract (worker/domain/contract/quotes-parts.ts). The proposals come from the owners' links and PUT .../quotesParts.
 */
export function quotesPartsRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Appartement/:id/quotesParts", async (c) =>
    c.json(await lireQuotesParts(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Appartement/:id/quotesParts/confirmer", async (c) =>
    c.json(
      await confirmerQuotesParts(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await corpsFacultatif(c),
      ),
    ),
  );
  operation(app, "DELETE /Appartement/:id/quotesParts/attente", async (c) =>
    c.json(
      await annulerQuotesParts(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        canMoveMoney(c.var.user.role),
      ),
    ),
  );
}
