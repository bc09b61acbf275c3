import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { ALL_ROLES } from "../domain/roles";
import { requireRole } from "../auth/middleware";
import { ApiError } from "../lib/errors";
import { readJson } from "../lib/validate";
import { compteDuDossier } from "../services/compte/compte";
import {
  annulerPaiement,
  enregistrerPaiement,
  enregistrerRemise,
  lirePaiement,
} from "../services/compte/paiements";
import { parseId } from "./params";

export const MSG_PAIEMENT_IMMUABLE =
  "Un paiement ne se modifie pas et ne se supprime pas : annulez-le (POST /api/Paiement/{id}/annuler).";

/** The tenant's account of a dossier (ADR 007): payments, remises, the account itself. Every logged-in role. */
export const compteRoutes = new Hono<AppEnv>()
  .use("*", requireRole(...ALL_ROLES))
  .post("/:id{[0-9]+}/paiements", async (c) =>
    c.json(
      await enregistrerPaiement(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  )
  .post("/:id{[0-9]+}/ajustements", async (c) =>
    c.json(
      await enregistrerRemise(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  )
  .get("/:id{[0-9]+}/compte", async (c) =>
    c.json(await compteDuDossier(c.var.ports, parseId(c.req.param("id")))),
  );

/** A payment: read it, reverse it; never change or delete it (405). */
export const paiementRoutes = new Hono<AppEnv>()
  .use("*", requireRole(...ALL_ROLES))
  .get("/:id{[0-9]+}", async (c) =>
    c.json(await lirePaiement(c.var.ports, parseId(c.req.param("id")))),
  )
  .post("/:id{[0-9]+}/annuler", async (c) =>
    c.json(
      await annulerPaiement(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  )
  .on(["PUT", "PATCH", "DELETE"], "/:id{[0-9]+}", (c) => {
    c.header("Allow", "GET");
    throw new ApiError(405, "method_not_allowed", MSG_PAIEMENT_IMMUABLE);
  });
