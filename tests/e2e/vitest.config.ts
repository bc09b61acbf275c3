import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: the real Node server (dist/server/node.mjs, built from worker/entry/node.ts) + Debian's Chromium through playwright-core.
// Run with `npm run test:e2e` (builds web/dist first when it is missing or stale).
// Two files at a time (each test owns a server, a data folder and a browser on free ports, so files share nothing),
// one test at a time within a file: a test mostly waits on its server and its page, so two keep 2 cores busy and
// the suite holds CI's 30 minutes.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { concurrent: false, shuffle: false },
    testTimeout: 90_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A real browser test that fails is worth a look, not a silent retry: no retries.
    retry: 0,
  },
});
