import type { Ports } from "../ports";
import { runRelances, type RelancesPage } from "../services/compte/relances";

/**
 * The daily job's reminder step (issue 20), one page of terms after `apres`: services/compte/relances.ts. A failure
 * of the step is logged and reported, never allowed to stop the job's other steps (the next run catches up: stages
 * are computed from the day); its pages stop there.
 */
export async function runRelancesStep(ports: Ports, apres?: number): Promise<RelancesPage> {
  try {
    return await runRelances(ports, apres);
  } catch (e) {
    (ports.log ?? console.error)("[relances]", e);
    return { relancees: 0, queued: 0, sent: 0, errors: 1, outboxIds: [] };
  }
}
