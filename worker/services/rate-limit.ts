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

// Exponential delays (login, by account and address together): a key's row counts the tries in a row
// (`count`, until a success deletes it) and holds the second of the last one (`windowStart`). The first FREE tries
// go at once; after n tries, the next waits 2^(n - FREE + 1) seconds (2, 4, 8...), at most MAX_DELAY. A key left
// alone for a day starts again from one (and the daily purge drops its row).
export const BACKOFF = { free: 5, maxDelay: 15 * 60, forget: 24 * 3600 } as const;

/** Seconds to wait after `tries` tries in a row (the SQL below computes the same). */
export const backoffDelay = (tries: number) =>
  tries < BACKOFF.free ? 0 : Math.min(2 ** (tries - BACKOFF.free + 1), BACKOFF.maxDelay);

const nowSeconds = (ports: Ports) => Math.floor(ports.clock.now().getTime() / 1000);

/**
 * Takes one try on `cle` if its delay is over, in one atomic statement (parallel tries cannot all slip through
 * when a delay ends): its rows hold the new count when the try is taken, none when it must wait.
 */
export function backoffTryStatement(ports: Ports, cle: string) {
  const now = nowSeconds(ports);
  const forgotten = sql`${RateLimit.windowStart} <= ${now - BACKOFF.forget}`;
  // 1 << k is 2^k; the shift is bounded so that it never overflows before min() caps it.
  const delay = sql`CASE WHEN ${RateLimit.count} < ${BACKOFF.free} THEN 0 ELSE min(1 << min(${RateLimit.count} - ${BACKOFF.free - 1}, 30), ${BACKOFF.maxDelay}) END`;
  return ports.db
    .insert(RateLimit)
    .values({ cle, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: RateLimit.cle,
      set: {
        count: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${RateLimit.count} + 1 END`,
        windowStart: now,
      },
      setWhere: sql`${forgotten} OR ${now} >= ${RateLimit.windowStart} + ${delay}`,
    })
    .returning({ count: RateLimit.count });
}

/** The statement reading a backoff key's row (after `backoffTryStatement` in the same batch: its state now). */
export function backoffStateStatement(ports: Ports, cle: string) {
  return ports.db
    .select({ count: RateLimit.count, last: RateLimit.windowStart })
    .from(RateLimit)
    .where(eq(RateLimit.cle, cle));
}

/** Seconds until the next try on a key whose try was not taken, from its state (at least one). */
export function backoffWait(ports: Ports, state: { count: number; last: number } | undefined) {
  if (!state) return 1;
  return Math.max(1, state.last + backoffDelay(state.count) - nowSeconds(ports));
}

/** Seconds until the current fixed window of `windowSeconds` ends. */
export const windowLeft = (ports: Ports, windowSeconds: number) =>
  windowStartOf(ports, windowSeconds) + windowSeconds - nowSeconds(ports);

/**
 * Drops the keys `prefix`...`suffix` (an admin lifting the delays on one account from every address); returns how
 * many went. Compared as text, not LIKE: an e-mail may hold % or _.
 */
export async function resetRateLimits(ports: Ports, prefix: string, suffix: string) {
  const gone = await ports.db
    .delete(RateLimit)
    .where(
      sql`substr(${RateLimit.cle}, 1, length(${prefix})) = ${prefix} and substr(${RateLimit.cle}, -length(${suffix})) = ${suffix}`,
    )
    .returning({ cle: RateLimit.cle });
  return gone.length;
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
