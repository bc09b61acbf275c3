import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { jsonAnswer } from "../lib/api-headers";
import { ApiError } from "../lib/errors";
import { readJson } from "../lib/validate";
import { compteDuDossier } from "../services/compte/compte";
import { enregistrerPaiement } from "../services/compte/paiement-manuel";
import { annulerPaiement } from "../services/compte/annuler-paiement";
import { enregistrerRemise, lirePaiement } from "../services/compte/paiements";
import { operation } from "./operation";
import { parseId } from "./params";

export const MSG_PAIEMENT_IMMUABLE =
  "Un paiement ne se modifie pas et ne se supprime pas : annulez-le (POST /api/Paiement/{id}/annuler).";

/** The tenant's account of a dossier (ADR 007): payments, remises, the account itself. Every logged-in role. */
export function compteRoutes(app: Hono<AppEnv>) {
  // Its answer declares its length: short, it skips the Node entry's compression unread (ADR 155).
  operation(app, "POST /Dossier/:id/paiements", async (c) =>
    jsonAnswer(
      c,
      await enregistrerPaiement(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "POST /Dossier/:id/ajustements", async (c) =>
    c.json(
      await enregistrerRemise(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "GET /Dossier/:id/compte", async (c) =>
    c.json(await compteDuDossier(c.var.ports, parseId(c.req.param("id")))),
  );
}

/** A payment: read it, reverse it; never change or delete it (405). */
export function paiementRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Paiement/:id", async (c) =>
    c.json(await lirePaiement(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Paiement/:id/annuler", async (c) =>
    c.json(
      await annulerPaiement(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
  for (const method of ["PUT", "PATCH", "DELETE"] as const)
    operation(app, `${method} /Paiement/:id`, (c) => {
      c.header("Allow", "GET");
      throw new ApiError(405, "method_not_allowed", MSG_PAIEMENT_IMMUABLE);
    });
}
