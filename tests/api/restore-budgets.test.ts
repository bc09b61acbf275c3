import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { changedTables, snapshotTables } from "../support/app-tables";
import { restoreInto } from "../support/backup-archive";
import {
  HOSTILE_CASES,
  header,
  hostileArchive,
  manyObjects,
  object,
  zipOf,
  entry,
} from "../support/hostile-archives";
import { memoryStore } from "../../worker/entry/disk-store";
import { strToU8 } from "fflate";
import { restoreBackup } from "../../worker/services/backup/restore";
import { RESTORE_BUDGETS } from "../../worker/services/backup/budgets";

// A restore within its budgets (worker/services/backup/budgets.ts, docs/backup.md): a bomb, a hostile key, JSON
// nested too deep, too many entries are each refused with a 400 and a French message naming the budget it broke,
// with the server's memory flat, and nothing left behind: not a row, not an object (a valid one came first and was
// written). How long each refusal takes is printed, not asserted (no clock in a test: the machines are shared); the
// message is what says the restore stopped at its budget instead of reading on.

let target: TestApp;
beforeAll(async () => {
  target = await makeTestApp({ otherRoles: false });
});
afterAll(() => target.close());

/** The largest RSS seen while `run` runs (sampled, and once after): the restore's own peak. */
async function peakRss<T>(run: () => Promise<T>): Promise<{ result: T; rise: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, rise: peak - before };
  } finally {
    clearInterval(sample);
  }
}

describe("POST /api/sauvegarde/restaurer within its budgets (Node)", () => {
  it.each(HOSTILE_CASES)(
    "refuses $label: 400, French, memory flat, nothing left",
    async (c) => {
      const zip = await hostileArchive(c);
      const before = await snapshotTables(target.client);
      const started = Date.now();
      const { result: r, rise } = await peakRss(() => restoreInto(target, zip));
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `[budgets] ${c.label} : ${r.status} en ${seconds.toFixed(2)} s, RSS +${Math.round(rise / 1024 ** 2)} Mo`,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error.message).toMatch(c.message);
      expect(r.body.error.message).toMatch(/rien n'a été restauré/);
      expect(rise).toBeLessThan(100 * 1024 ** 2);
      expect(changedTables(before, await snapshotTables(target.client))).toEqual([]);
      expect(target.files.keys()).toEqual([]);
    },
    120_000, // making a 450 MB bomb takes a few seconds, more on a busy machine
  );

  it("refuses an archive past the entry count (budget lowered here: the real one is 2 million)", async () => {
    const budgets = { ...RESTORE_BUDGETS, entries: 41, objects: 20 };
    const body = (zip: Uint8Array) => new Blob([zip as BlobPart]).stream();
    // 20 objects: 41 entries with the header, refused at the 42nd; the objects written are removed again.
    await expect(
      restoreBackup(target.ports, body(await manyObjects(21)), budgets),
    ).rejects.toMatchObject({
      status: 400,
      message: "L'archive contient trop d'entrées pour une sauvegarde : rien n'a été restauré.",
    });
    expect(target.files.keys()).toEqual([]);
    // Within it, the archive goes on to its next check (no end: damaged), and leaves nothing either.
    await expect(
      restoreBackup(target.ports, body(await manyObjects(20)), budgets),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/endommagée/),
    });
    expect(target.files.keys()).toEqual([]);
  });
});

it("a store failing midway (the second object half written): nothing left, the instance still empty", async () => {
  const store = memoryStore();
  let puts = 0;
  const failing = {
    ...store,
    async put(key: string, bytes: Uint8Array, type: string) {
      await store.put(key, bytes, type); // what the store took before it failed
      if (++puts === 2) throw new Error("disque en panne");
    },
  };
  const t = await makeTestApp({ otherRoles: false, files: failing });
  const before = await snapshotTables(t.client);
  const zip = zipOf([
    header(),
    ...(await object("files/a/1.pdf")),
    ...(await object("files/a/2.pdf")),
    entry("fin.json", strToU8(JSON.stringify({ tables: {}, objects: 2 }))),
  ]);
  const r = await restoreInto(t, zip);
  expect(r.status).toBe(503);
  expect(store.keys()).toEqual([]);
  expect(changedTables(before, await snapshotTables(t.client))).toEqual([]);
  t.close();
});
