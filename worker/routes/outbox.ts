import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { getOutboxMail, listOutbox, resend } from "../services/outbox";
import { listRuns } from "../services/job-runs";
import { operation } from "./operation";
import { parseId } from "./params";

/**
 * The e-mail outbox, for the admin's settings: what was sent, what waits or failed, one e-mail with its text (the
 * list leaves the texts out: 200 of them), and a resend; and the daily
 * job's last runs (Tâches).
 */
export function outboxRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Outbox", async (c) =>
    c.json({
      data: await listOutbox(c.var.ports),
      transport: c.var.ports.mailer.configured !== false,
    }),
  );
  operation(app, "GET /Outbox/:id", async (c) =>
    c.json(await getOutboxMail(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "POST /Outbox/:id/resend", async (c) =>
    c.json(await resend(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /taches", async (c) => c.json({ data: await listRuns(c.var.ports) }));
}
