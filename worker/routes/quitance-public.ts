import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { notFound, tooMany } from "../lib/errors";
import { hit } from "../services/rate-limit";
import { answerQuitance, quitanceForTenant } from "../services/quitance-answer";
import { operation } from "./operation";
import { segment } from "./params";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Only wrong links count against an address: a real link always works, however many wrong ones came from the
// same address (a shared office or family connection). Guessing a random UUID is hopeless anyway.
const MAX_WRONG_LINKS = 30;
const WINDOW = 15 * 60;

/** POST /api/Quitance/validation/{true|false}/{uuid}: the tenant's answer from the e-mailed link. No login. */
export function quitancePublicRoutes(api: Hono<AppEnv>) {
  // The agency's address the public page shows (CONTACT_EMAIL of the server's settings, not built into the web).
  operation(api, "GET /Quitance/contact", (c) =>
    c.json({ email: c.var.ports.config.contactEmail }),
  );
  // The page's content before the tenant presses the button: answers nothing.
  operation(api, "GET /Quitance/validation/:state/:uuid", async (c) => {
    const { ports, ip } = c.var;
    const uuid = segment(c, "uuid");
    const info = UUID.test(uuid) ? await quitanceForTenant(ports, uuid.toLowerCase()) : null;
    if (!info) {
      if ((await hit(ports, `receipt:${ip}`, WINDOW)) > MAX_WRONG_LINKS) throw tooMany();
      throw notFound("Lien invalide.");
    }
    return c.json(info);
  });
  operation(api, "POST /Quitance/validation/:state/:uuid", async (c) => {
    const { ports, ip } = c.var;
    const uuid = segment(c, "uuid");
    const answer = UUID.test(uuid)
      ? await answerQuitance(ports, uuid.toLowerCase(), segment(c, "state") === "true")
      : null;
    if (!answer) {
      if ((await hit(ports, `receipt:${ip}`, WINDOW)) > MAX_WRONG_LINKS) throw tooMany();
      throw notFound("Lien invalide.");
    }
    return c.json({ ok: true, regle: answer.regle, contact: ports.config.contactEmail });
  });
}
