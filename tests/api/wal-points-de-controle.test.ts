import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";

// ADR 160: the Node entry's connection copies its WAL back into the database file every 10,000 pages written, not
// SQLite's default 1,000: a page a payment rewrites (the data versions, the dashboard's counters, an index's leaf)
// is copied once per 10,000 pages instead of ten times.

let t: TestApp;
beforeAll(async () => (t = await makeTestApp()));
afterAll(() => t.close());

/** Frames in the WAL now (the first number of wal_checkpoint's answer is "busy", the second the WAL's frames). */
const framesInWal = async () => {
  const [row] = (await t.client.execute("PRAGMA wal_checkpoint(PASSIVE)")).rows;
  return Number(row?.[1]);
};

describe("the database file's checkpoints (Node entry)", () => {
  it("runs with a checkpoint every 10,000 pages", async () => {
    const [row] = (await t.client.execute("PRAGMA wal_autocheckpoint")).rows;
    expect(Number(row?.[0])).toBe(10_000);
  });

  it("keeps 3,000 pages written in the WAL after a later write (SQLite's default would have copied them back)", async () => {
    await framesInWal(); // the WAL copied back: the next writes start it again
    await t.client.execute("create table EssaiWal (x text)");
    // About 3,000 pages of 4 kB in one transaction, then one small write.
    await t.client.execute(
      "with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000) insert into EssaiWal select printf('%.3000c', 'x') from n",
    );
    await t.client.execute("insert into EssaiWal values ('fin')");
    expect(await framesInWal()).toBeGreaterThan(3_000);
    // What was written is read back whole.
    const [count] = (await t.client.execute("select count(*) from EssaiWal")).rows;
    expect(Number(count?.[0])).toBe(3_001);
  });
});
