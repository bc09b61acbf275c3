import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { listerSoldesImports } from "../services/imports/soldes-liste";
import { contesterSoldesStaff, prevenirSoldes } from "../services/imports/delai-soldes";
import { readJson } from "../lib/validate";
import { operation } from "./operation";
import { parseId } from "./params";

/** The imports' balances for the person who confirms them, admin or comptable (ADR 124). */
export function importSoldesRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /imports/soldes", async (c) =>
    c.json({ imports: await listerSoldesImports(c.var.ports) }),
  );
  // A one-admin agency's balances by the delay (ADR 132): the owners told, and their objections.
  operation(app, "POST /Import/:id/soldes/delai", async (c) =>
    c.json(await prevenirSoldes(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Import/:id/soldes/contester", async (c) =>
    c.json(
      await contesterSoldesStaff(
        c.var.ports,
        parseId(c.req.param("id")),
        c.var.user.email,
        await readJson(c.req),
      ),
    ),
  );
}
