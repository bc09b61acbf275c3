import type { Hono } from "hono";
import { relyingPartyOf } from "../domain/cles-acces/relying-party";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { enregistrerCle, optionsEnregistrement } from "../services/cles-acces/enregistrement";
import { mesCles, supprimerCle } from "../services/cles-acces/liste";
import { operation } from "./operation";
import { parseId } from "./params";

/**
 * A staff member's own passkeys (issue 59, ADR 072); the login's passkey step and the confirmation's options are in
 * account.ts. The relying party is the host the request came to.
 */
export function clesAccesRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /user/2fa/passkey/options", async (c) =>
    c.json(
      await optionsEnregistrement(
        c.var.ports,
        c.var.user,
        relyingPartyOf(c.req.url, c.var.ports.config.publicUrl),
      ),
    ),
  );
  operation(app, "POST /user/2fa/passkey", async (c) =>
    c.json(
      await enregistrerCle(
        c.var.ports,
        c.var.user,
        relyingPartyOf(c.req.url, c.var.ports.config.publicUrl),
        await readJson(c.req),
      ),
      201,
    ),
  );
  operation(app, "GET /user/2fa/passkeys", async (c) =>
    c.json({ data: await mesCles(c.var.ports, c.var.user.id) }),
  );
  operation(app, "DELETE /user/2fa/passkeys/:id", async (c) =>
    c.json(await supprimerCle(c.var.ports, c.var.user.id, parseId(c.req.param("id")))),
  );
}
