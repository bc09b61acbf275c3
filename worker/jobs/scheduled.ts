import { clearResponseCaches, type Ports } from "../ports";
import { purgeRateLimits } from "../services/rate-limit";
import { closeExpired } from "../services/lease-end";
import { sweepOrphans } from "../services/files/orphans";
import { runMonthlyQuitances, type MonthlyReport } from "./monthly-quitances";
import { runRelancesStep, type RelancesReport } from "./relances";

// An object stored within the last hour may be an upload whose row is still being written.
const ORPHAN_GRACE_MS = 3600_000;

/** The daily job both entries run (cron on the edge, a timer on Node). Each step is an idempotent service call. */
export async function runScheduled(ports: Ports): Promise<{
  purgedRateLimits: number;
  closedDossiers: number;
  quittances: MonthlyReport;
  relances: RelancesReport;
  orphans: number;
}> {
  const purgedRateLimits = await purgeRateLimits(ports);
  // Leases whose end date has passed are closed, with their history ("Fin du bail", "Appartement vacant").
  const closedDossiers = await closeExpired(ports);
  // The month's receipts, once each dossier's jourQuitance has come, e-mailed through the outbox.
  const quittances = await runMonthlyQuitances(ports);
  // Reminders in stages for unpaid terms (Paramètres > Relances), each stage once per term.
  const relances = await runRelancesStep(ports);
  // The store's dates are the host's real time, not the clock port's.
  const orphans = await sweepOrphans(ports, new Date(Date.now() - ORPHAN_GRACE_MS));
  clearResponseCaches(ports);
  return { purgedRateLimits, closedDossiers, quittances, relances, orphans };
}
