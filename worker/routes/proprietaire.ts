import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { lireCompteProprietaire } from "../services/proprietaire/compte";
import { ecrireQuotesParts } from "../services/proprietaire/quotes-parts";
import { saisirDepense } from "../services/proprietaire/saisie";
import { operation } from "./operation";
import { parseId } from "./params";

/** The owner's side (issue 38, ADR 031): every staff role reads an owner's account and proposes the quote-parts. */
export function proprietaireRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Client/:id/compte", async (c) =>
    c.json(await lireCompteProprietaire(c.var.ports, parseId(c.req.param("id")), c.req.query())),
  );
  // Issue 60 (ADR 075): an owner's charge typed by hand, with its nature.
  operation(app, "POST /Client/:id/depenses", async (c) =>
    c.json(
      await saisirDepense(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  // Issue 59 (ADR 073): a change of the shares is held for a second person, answered 202 with the waiting change.
  operation(app, "PUT /Appartement/:id/quotesParts", async (c) => {
    const body = await ecrireQuotesParts(
      c.var.ports,
      parseId(c.req.param("id")),
      await readJson(c.req),
      c.var.user.email,
    );
    return c.json(body, "attente" in body ? 202 : 200);
  });
}
