import type { Ports } from "../ports";
import { purgeRateLimits } from "../services/rate-limit";
import { closeExpired } from "../services/lease-end";

/** The daily job both entries run (cron on the edge, a timer on Node). Each step is an idempotent service call. */
export async function runScheduled(ports: Ports): Promise<{ purgedRateLimits: number; closedDossiers: number }> {
  const purgedRateLimits = await purgeRateLimits(ports);
  // Leases whose end date has passed are closed, with their history ("Fin du bail", "Appartement vacant").
  const closedDossiers = await closeExpired(ports);
  ports.listCache?.clear();
  return { purgedRateLimits, closedDossiers };
}
