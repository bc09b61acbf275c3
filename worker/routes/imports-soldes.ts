import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { listerSoldesImports } from "../services/imports/soldes-liste";
import { operation } from "./operation";

/** The imports' balances for the person who confirms them, admin or comptable (ADR 124). */
export function importSoldesRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /imports/soldes", async (c) =>
    c.json({ imports: await listerSoldesImports(c.var.ports) }),
  );
}
