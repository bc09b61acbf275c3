import { eq, sql } from "drizzle-orm";
import { RateLimit } from "../db/schema";
import type { Ports } from "../ports";
import { tooMany } from "./errors";

/** Fixed-window counter kept in the database (Workers share no memory). Throws 429 past `max` hits. */
export async function rateLimit(ports: Ports, cle: string, max: number, windowSeconds: number) {
  const now = Math.floor(ports.clock.now().getTime() / 1000);
  const windowStart = now - (now % windowSeconds);
  const [row] = await ports.db
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
  if ((row?.count ?? 0) > max) throw tooMany();
}

export async function resetRateLimit(ports: Ports, cle: string) {
  await ports.db.delete(RateLimit).where(eq(RateLimit.cle, cle));
}

export const clientIp = (header: (n: string) => string | undefined) =>
  header("cf-connecting-ip") ?? header("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
