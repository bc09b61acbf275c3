import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { lireEspaceProprietaire } from "../../services/espace/proprietaire";
import {
  compteRenduEspace,
  factureEspace,
  revenusFonciersEspace,
} from "../../services/espace/proprietaire-documents";
import { contesterSoldesEspace } from "../../services/imports/soldes-proprietaire";
import { readJson } from "../../lib/validate";
import { plainAnswer } from "../../lib/api-headers";
import { operation } from "../operation";
import { parseId, segment } from "../params";
import { limiteDocumentsEspace } from "./limite-documents";

// Issue 62 (ADR 084). The owner's space: the account, the lots, payouts, compte-rendus, 2044, documents. The owner is
// the session's Client (c.var.espace.recordId), never an id of the request.
export function espaceProprietaireRoutes(app: Hono<AppEnv>) {
  // The page is JSON text already (the account's entries as SQLite wrote them, ADR 159).
  operation(app, "GET /espace/proprietaire", async (c) =>
    plainAnswer(c, await lireEspaceProprietaire(c.var.ports, c.var.espace.recordId), {
      "Content-Type": "application/json; charset=UTF-8",
    }),
  );
  // ADR 132: the owner's objection to its opening balance stops the delay mode.
  operation(app, "POST /espace/proprietaire/soldesRepris/:id/contester", async (c) => {
    await contesterSoldesEspace(
      c.var.ports,
      c.var.espace.recordId,
      parseId(c.req.param("id")),
      await readJson(c.req),
    );
    return c.json({ ok: true as const });
  });
  operation(app, "GET /espace/proprietaire/compteRendu", limiteDocumentsEspace, async (c) =>
    c.json(await compteRenduEspace(c.var.ports, c.var.espace.recordId, c.req.query())),
  );
  operation(app, "GET /espace/proprietaire/factures/:id", limiteDocumentsEspace, async (c) =>
    c.json(await factureEspace(c.var.ports, c.var.espace.recordId, parseId(c.req.param("id")))),
  );
  operation(
    app,
    "GET /espace/proprietaire/revenusFonciers/:annee",
    limiteDocumentsEspace,
    async (c) =>
      c.json(await revenusFonciersEspace(c.var.ports, c.var.espace.recordId, segment(c, "annee"))),
  );
}
