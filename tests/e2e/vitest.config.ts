import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongestFirst } from "./support/ordre.ts";
import { E2E_RETRIES } from "./support/retries.ts";

// Browser tests: the real Node server (dist/server/node.mjs, built from worker/entry/node.ts) + Debian's Chromium through playwright-core.
// Run with `npm run test:e2e` (builds web/dist first when it is missing or stale).
// Three files at a time (each test owns a server, a data folder and a browser on free ports, so files share nothing),
// one test at a time within a file. A file's chain (vitest, its server, Chromium) keeps its core busy only part of
// the time: two workers left about a sixth of CI's 2 cores idle (a run's CPU against its wall time, ADR 148), a third
// fills it; `--maxWorkers=2` for the former.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    // Each test's servers kept before its first attempt and put back before its retry (support/retry-reset.ts).
    setupFiles: ["tests/e2e/support/retry-reset.ts"],
    pool: "forks",
    // A worker runs its files one after the other in one process (issue 72): the test modules and Playwright are
    // loaded once, and its Chromium is shared (support/browser.ts; a fresh context per test). Files share nothing
    // else: each starts and stops its own servers, and one that sets an environment variable puts it back.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 3,
    // Longest files first from a CI run's durations (support/ordre.ts, ADR 148): on a fresh clone vitest has no cache
    // of durations and would run the largest files in bytes first, leaving long small files to the end.
    sequence: { concurrent: false, shuffle: false, sequencer: LongestFirst },
    testTimeout: 90_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A real browser test that fails is worth a look, not a silent retry: none on a developer's machine. On CI (CI=true)
    // one retry, which the report names as such (a "retry x1" line): CI shares its 2 cores between three files, each
    // with a server and a Chromium, and one slow moment must not hold back a landing; a real failure fails twice.
    // The retry starts from the data its first attempt started from (support/retry-reset.ts).
    retry: E2E_RETRIES,
    // expect.poll waits like every other wait of these tests (support/browser.ts), not vitest's 1 s: a list that
    // loads or follows a filter on a loaded 2-core machine takes longer than that.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
