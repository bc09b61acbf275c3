import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { Quitance } from "../db/schema";
import type { AppEnv } from "../lib/env";
import { conflict, notFound } from "../lib/errors";
import { clientIp, rateLimit } from "../lib/rate-limit";

const ALREADY = "Votre réponse a déjà été prise en compte par nos services...";

/** POST /api/Quitance/validation/{true|false}/{uuid}: the tenant's answer from the e-mailed link. No login. */
export const receiptPublicRoutes = new Hono<AppEnv>().post("/validation/:state{true|false}/:uuid", async (c) => {
  const { ports } = c.var;
  await rateLimit(ports, `receipt:${clientIp(c.req.header.bind(c.req))}`, 30, 15 * 60);
  const uuid = c.req.param("uuid");
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw notFound("Lien invalide.");
  const [q] = await ports.db.select({ id: Quitance.id, reponduAt: Quitance.reponduAt }).from(Quitance).where(eq(Quitance.uuid, uuid));
  if (!q) throw notFound("Lien invalide.");
  if (q.reponduAt) throw conflict(ALREADY);
  const regle = c.req.param("state") === "true";
  const now = ports.clock.now().toISOString();
  // The guard in the WHERE makes a double click answer once only.
  const done = await ports.db
    .update(Quitance)
    .set({ regle, statusInconu: false, reponduAt: now, updatedAt: now })
    .where(eq(Quitance.uuid, uuid))
    .returning({ id: Quitance.id, reponduAt: Quitance.reponduAt });
  if (!done.length) throw conflict(ALREADY);
  return c.json({ ok: true, regle, contact: ports.config.contactEmail });
});
