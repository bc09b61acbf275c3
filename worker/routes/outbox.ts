import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { ADMIN_ROLES } from "../domain/roles";
import { requireRole } from "../auth/middleware";
import { listOutbox, resend } from "../services/outbox";
import { parseId } from "./params";

/** The e-mail outbox, for the admin's settings: what was sent, what waits or failed, and a resend. */
export const outboxRoutes = new Hono<AppEnv>()
  .use("*", requireRole(...ADMIN_ROLES))
  .get("/", async (c) =>
    c.json({
      data: await listOutbox(c.var.ports),
      transport: c.var.ports.mailer.configured !== false,
    }),
  )
  .post("/:id{[0-9]+}/resend", async (c) =>
    c.json(await resend(c.var.ports, parseId(c.req.param("id")))),
  );
