import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { today } from "../lib/dates";
import { tableauDeBord } from "../services/dashboard";
import { lirePagePreavis } from "../domain/tableau/preavis-page";
import { MSG_INVALID, badRequest } from "../lib/errors";
import { sendCached } from "./crud";
import { operation } from "./operation";
import { sharedList } from "./shared-list";

// The dashboard is kept like the lists (ADR 094): its statement reads every apartment, a year of terms and payments,
// so its cost grows with the agency, while its answer changes only with a write or the Paris day. Node keeps it in
// the list cache (dropped by every write, keyed by day); the edge in the data centre's cache under the version of
// every counted table (ADR 017), so any write names a new one. Admins only, and the same answer for each of them.
const TABLEAU = { name: "dashboard", listReads: undefined };

/** GET /api/dashboard: the dashboard's counts and tables, computed by the server (admin only, spec 6). */
export function dashboardRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /dashboard", async (c) => {
    const ports = c.var.ports;
    const lecture = lirePagePreavis(c.req.query());
    if (!lecture.ok) throw badRequest(MSG_INVALID, lecture.champs);
    const { page } = lecture;
    const build = async () => JSON.stringify(await tableauDeBord(ports, page));
    if (ports.sharedLists) return sharedList(c, TABLEAU, ports.sharedLists, build);
    const cache = ports.listCache;
    if (!cache) return c.json(await tableauDeBord(ports, page));
    const key = `dashboard|${today(ports.clock)}|${page.page}|${page.taille}`;
    const kept = cache.get(key);
    if (kept) return sendCached(c, kept);
    // The generation before the read: an answer computed across a write is sent, not kept.
    const since = cache.generation;
    return sendCached(c, cache.set(key, await build(), since));
  });
}
