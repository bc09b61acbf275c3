import { createClient, LibsqlBatchError, LibsqlError, type Client } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/sqlite3";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { faultError } from "../lib/faults";
import { BUSY_TRIES, busyRetriedClient, busyRetriedDb, retryBusy } from "./busy-retry";

// The retry's rules on fakes and on a real in-memory database: only a BUSY answer is tried again, a bounded number of
// times, and what goes up after the last try is the app's French 503. The pauses are recorded, never slept.

const busy = () => new LibsqlError("database is locked", "SQLITE_BUSY");
const pauses: number[] = [];
const noSleep = async (ms: number) => void pauses.push(ms);

/** A unit that fails with `errors` in turn, then answers "fait"; its calls counted. */
function flaky(...errors: Error[]) {
  const unit = async () => {
    unit.calls++;
    const e = errors.shift();
    if (e) throw e;
    return "fait";
  };
  unit.calls = 0;
  return unit;
}

describe("retryBusy", () => {
  it("a unit refused twice with SQLITE_BUSY runs a third time and answers; jittered pauses that grow", async () => {
    pauses.length = 0;
    const unit = flaky(busy(), busy());
    expect(await retryBusy(unit, noSleep)).toBe("fait");
    expect(unit.calls).toBe(3);
    expect(pauses).toHaveLength(2);
    expect(pauses[0]).toBeGreaterThanOrEqual(10);
    expect(pauses[1]).toBeGreaterThanOrEqual(20);
    expect(pauses[1]).toBeLessThanOrEqual(60);
  });

  it("a batch's statement refused (LibsqlBatchError SQLITE_BUSY) is retried as the whole batch", async () => {
    const unit = flaky(new LibsqlBatchError("database is locked", 2, "SQLITE_BUSY"));
    expect(await retryBusy(unit, noSleep)).toBe("fait");
    expect(unit.calls).toBe(2);
  });

  it(`still BUSY after ${BUSY_TRIES} tries: the BUSY goes up, answered 503 « occupée » in French`, async () => {
    const unit = flaky(...Array.from({ length: 10 }, busy));
    const error = await retryBusy(unit, noSleep).catch((e: unknown) => e);
    expect(unit.calls).toBe(BUSY_TRIES);
    const answer = faultError(error);
    expect(answer?.status).toBe(503);
    expect(answer?.message).toBe("La base de données est occupée, réessayez dans un instant.");
  });

  it("anything else is not retried: a lost connection may have lost a COMMIT's answer, not its write", async () => {
    for (const e of [
      new TypeError("fetch failed"),
      new LibsqlError("Server returned HTTP status 502", "SERVER_ERROR"),
      new LibsqlError("UNIQUE constraint failed: Client.email", "SQLITE_CONSTRAINT"),
    ]) {
      const unit = flaky(e);
      await expect(retryBusy(unit, noSleep)).rejects.toBe(e);
      expect(unit.calls).toBe(1);
    }
  });
});

/** A real in-memory client whose next `n` calls of `method` answer SQLITE_BUSY without running. */
function busyFirst(real: Client, method: "execute" | "batch" | "transaction", n: number) {
  let left = n;
  return new Proxy(real, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      const bound = value.bind(target);
      return prop === method
        ? async (...args: unknown[]) => {
            if (left > 0 && left--) throw busy();
            return bound(...args);
          }
        : bound;
    },
  });
}

describe("the edge's client and database", () => {
  it("a batch refused twice lands once: its rows written exactly once", async () => {
    const real = createClient({ url: ":memory:" });
    await real.execute("CREATE TABLE t (x INTEGER)");
    const client = busyRetriedClient(busyFirst(real, "batch", 2), noSleep);
    await client.batch(["INSERT INTO t VALUES (1)", "INSERT INTO t VALUES (2)"], "write");
    expect((await real.execute("SELECT count(*) AS n FROM t")).rows[0]?.n).toBe(2);
    real.close();
  });

  it("a transaction whose BEGIN is refused runs its work again, whole, and commits once", async () => {
    const real = createClient({ url: ":memory:" });
    await real.execute("CREATE TABLE t (x INTEGER)");
    const db = busyRetriedDb(createDb(drizzle, busyFirst(real, "transaction", 1)), noSleep);
    let runs = 0;
    await db.transaction(async (tx) => {
      runs++;
      await tx.run(sql`INSERT INTO t VALUES (1)`);
    });
    expect(runs).toBe(1); // the refused BEGIN ran nothing of the work
    expect((await real.execute("SELECT count(*) AS n FROM t")).rows[0]?.n).toBe(1);
    real.close();
  });

  it("a transaction refused inside its work is rolled back, run again, and its rows written once", async () => {
    const real = createClient({ url: ":memory:" });
    await real.execute("CREATE TABLE t (x INTEGER)");
    const db = busyRetriedDb(createDb(drizzle, real), noSleep);
    let runs = 0;
    await db.transaction(async (tx) => {
      runs++;
      await tx.run(sql`INSERT INTO t VALUES (1)`);
      if (runs === 1) throw busy();
    });
    expect(runs).toBe(2);
    expect((await real.execute("SELECT count(*) AS n FROM t")).rows[0]?.n).toBe(1);
    real.close();
  });
});
