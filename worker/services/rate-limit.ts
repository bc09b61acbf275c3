import { and, eq, lt, sql } from "drizzle-orm";
import { RateLimit } from "../db/schema";
import type { Ports } from "../ports";

// Fixed-window counters kept in the database (Workers share no memory between requests or isolates).

const windowStartOf = (ports: Ports, windowSeconds: number) => {
  const now = Math.floor(ports.clock.now().getTime() / 1000);
  return now - (now % windowSeconds);
};

/** Counts one hit on `cle` in the current window and returns the count (one atomic statement: parallel hits all count). */
export async function hit(ports: Ports, cle: string, windowSeconds: number): Promise<number> {
  const [row] = await hitStatement(ports, cle, windowSeconds);
  return row?.count ?? 0;
}

/** The statement of `hit`, for a batch (services/one-trip.ts): its rows hold the count. */
export function hitStatement(ports: Ports, cle: string, windowSeconds: number) {
  const windowStart = windowStartOf(ports, windowSeconds);
  return ports.db
    .insert(RateLimit)
    .values({ cle, count: 1, windowStart })
    .onConflictDoUpdate({
      target: RateLimit.cle,
      set: {
        count: sql`CASE WHEN ${RateLimit.windowStart} = ${windowStart} THEN ${RateLimit.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: RateLimit.count });
}

/** The statement reading the hits on `cle` in the current window, without counting one (rows: its count, if any). */
export function hitsStatement(ports: Ports, cle: string, windowSeconds: number) {
  return ports.db
    .select({ count: RateLimit.count })
    .from(RateLimit)
    .where(
      and(eq(RateLimit.cle, cle), eq(RateLimit.windowStart, windowStartOf(ports, windowSeconds))),
    );
}

export async function resetRateLimit(ports: Ports, cle: string) {
  await ports.db.delete(RateLimit).where(eq(RateLimit.cle, cle));
}

/** Drops the counters of windows older than a day (dead weight); returns how many went. */
export async function purgeRateLimits(ports: Ports): Promise<number> {
  const cutoff = Math.floor(ports.clock.now().getTime() / 1000) - 24 * 3600;
  const purged = await ports.db
    .delete(RateLimit)
    .where(lt(RateLimit.windowStart, cutoff))
    .returning({ cle: RateLimit.cle });
  return purged.length;
}
