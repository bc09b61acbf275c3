import { lt } from "drizzle-orm";
import { RateLimit } from "../db/schema";
import type { Ports } from "../ports";

/** The daily job both entries run (cron on the edge, a timer on Node). Each step is idempotent. */
export async function runScheduled(ports: Ports): Promise<{ purgedRateLimits: number }> {
  // Rate-limit windows older than a day are dead weight.
  const cutoff = Math.floor(ports.clock.now().getTime() / 1000) - 24 * 3600;
  const purged = await ports.db.delete(RateLimit).where(lt(RateLimit.windowStart, cutoff)).returning({ cle: RateLimit.cle });
  ports.listCache?.clear();
  return { purgedRateLimits: purged.length };
}
