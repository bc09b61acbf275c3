import type { Ports } from "../ports";
import { runRelances, type RelancesReport } from "../services/compte/relances";

export type { RelancesReport };

/**
 * The daily job's reminder step (issue 20): services/compte/relances.ts. A failure of the step is logged and
 * reported, never allowed to stop the job's other steps (the next run catches up: stages are computed from the day).
 */
export async function runRelancesStep(ports: Ports): Promise<RelancesReport> {
  try {
    return await runRelances(ports);
  } catch (e) {
    (ports.log ?? console.error)("[relances]", e);
    return { relancees: 0, queued: 0, sent: 0, errors: 1 };
  }
}
