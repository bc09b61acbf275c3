import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import {
  activerTotp,
  commencerTotp,
  desactiverTotp,
  regenererCodesSecours,
} from "../services/deux-facteurs/configuration";
import { reinitialiserDeuxFacteurs } from "../services/deux-facteurs/reinitialiser";
import { operation } from "./operation";

/** A staff member's own second factor and an admin's reset (issue 59); the login's code step is in account.ts. */
export function deuxFacteursRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /user/2fa/totp", async (c) =>
    c.json(await commencerTotp(c.var.ports, c.var.user)),
  );
  operation(app, "POST /user/2fa/totp/activer", async (c) =>
    c.json(await activerTotp(c.var.ports, c.var.user.id, await readJson(c.req))),
  );
  operation(app, "POST /user/2fa/codesSecours", async (c) =>
    c.json(await regenererCodesSecours(c.var.ports, c.var.user, await readJson(c.req))),
  );
  operation(app, "POST /user/2fa/totp/desactiver", async (c) =>
    c.json(await desactiverTotp(c.var.ports, c.var.user, await readJson(c.req))),
  );
  // Hono has already percent-decoded the e-mail in the path (as resetPassword's).
  operation(app, "DELETE /user/:email/2fa", async (c) =>
    c.json(
      await reinitialiserDeuxFacteurs(c.var.ports, c.req.param("email") ?? "", c.var.user.email),
    ),
  );
}
