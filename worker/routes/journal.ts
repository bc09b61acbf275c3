import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { lireJournal } from "../services/journal/lire";
import { listeTelechargements } from "../services/telechargements/journal";
import { operation } from "./operation";

/** The audit trail (ADR 029) and the journal of downloads (issue 59): admins only (the contract's access). */
export function journalRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /journal", async (c) =>
    c.json(await lireJournal(c.var.ports, c.req.query())),
  );
  operation(app, "GET /telechargements", async (c) =>
    c.json(await listeTelechargements(c.var.ports)),
  );
}
