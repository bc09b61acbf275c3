import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { changedTables, snapshotTables } from "../support/app-tables";
import { insertDossier } from "../support/factories";
import {
  DEFAULT_RUNS,
  DEFAULT_SEED,
  newFigures,
  runFuzz,
  summary,
  type FuzzTarget,
} from "../support/fuzz-plan";

// `npm run fuzz` on the Node app (scripts/fuzz.mjs): malformed requests on a sample of routes, then hostile archives
// into an empty instance (tests/support/fuzz-plan.ts). No 5xx, no trace in an answer, nothing left by a refused
// restore. A short fixed-seed run in the suite; FUZZ_RUNS / FUZZ_SEED for more.

const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
let data: TestApp;
let empty: TestApp;
beforeAll(async () => {
  data = await makeTestApp();
  for (let i = 0; i < 3; i++) await insertDossier(data);
  empty = await makeTestApp({ otherRoles: false });
});
afterAll(() => {
  data.close();
  empty.close();
});

const target = (t: TestApp, before?: () => Record<string, string>): FuzzTarget => ({
  request: (method, path, body, type) =>
    t.app.request(path, {
      method,
      body,
      headers: {
        Authorization: `Token ${t.tokens.admin}`,
        ...(type ? { "Content-Type": type } : {}),
      },
    }),
  async leftovers() {
    const tables = before ? changedTables(before(), await snapshotTables(t.client)) : [];
    return [...tables.map((n) => `table ${n}`), ...t.files.keys()];
  },
});

it("answers malformed requests and hostile archives without a 5xx, and leaves nothing behind (Node)", async () => {
  const started = Date.now();
  const before = await snapshotTables(empty.client);
  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const figures = newFigures();
  try {
    const failures = await runFuzz(
      target(data),
      target(empty, () => before),
      { runs, seed },
      figures,
    );
    console.log(summary("node", figures, seed, (Date.now() - started) / 1000, peak));
    expect(failures).toEqual([]);
  } finally {
    clearInterval(sample);
  }
  expect(figures.serverErrors).toBe(0);
  expect(figures.partialWrites).toBe(0);
}, 600_000);
