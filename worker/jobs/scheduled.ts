import type { Ports } from "../ports";
import { purgeRateLimits } from "../services/rate-limit";

/** The daily job both entries run (cron on the edge, a timer on Node). Each step is an idempotent service call. */
export async function runScheduled(ports: Ports): Promise<{ purgedRateLimits: number }> {
  const purgedRateLimits = await purgeRateLimits(ports);
  ports.listCache?.clear();
  return { purgedRateLimits };
}
