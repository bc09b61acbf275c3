import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { parseWith, readJson } from "../../lib/validate";
import { appareilDe } from "../../domain/sessions/appareil";
import { choisirSchema } from "../../domain/espace/schemas";
import { choisirEspace, finirSession, moiEspace } from "../../services/espace/moi";
import {
  deconnecterAutresEspace,
  deconnecterSessionEspace,
  sessionsEspace,
} from "../../services/espace/sessions";
import { operation } from "../operation";

// Issue 62. A space session's own routes: who is signed in, switching space, signing out.
export function sessionEspaceRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/moi", async (c) =>
    c.json(await moiEspace(c.var.ports, c.var.espace)),
  );
  operation(app, "POST /espace/choisir", async (c) => {
    const { AccesEspaceId } = parseWith(choisirSchema, await readJson(c.req));
    return c.json(
      await choisirEspace(c.var.ports, c.var.espace, AccesEspaceId, {
        appareil: appareilDe(c.req.header("User-Agent")),
        adresse: c.var.ip,
      }),
    );
  });
  // « Mes sessions » (issue 75): before the spaces' other routes, as every route of the session.
  operation(app, "GET /espace/sessions", async (c) =>
    c.json({ data: await sessionsEspace(c.var.ports, c.var.espace) }),
  );
  operation(app, "POST /espace/sessions/deconnecterAutres", async (c) =>
    c.json(await deconnecterAutresEspace(c.var.ports, c.var.espace)),
  );
  operation(app, "DELETE /espace/sessions/:id", async (c) =>
    c.json(await deconnecterSessionEspace(c.var.ports, c.var.espace, c.req.param("id") ?? "")),
  );
  operation(app, "POST /espace/logout", async (c) => {
    await finirSession(c.var.ports, c.var.espace.sid);
    return c.body(null, 204);
  });
}
