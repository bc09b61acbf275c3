import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: the real Node server (dist/server/node.mjs, built from worker/entry/node.ts) + Debian's Chromium through playwright-core.
// Run with `npm run test:e2e` (builds web/dist first when it is missing or stale).
// One file at a time, one test at a time: each test owns a server and a browser, and this machine has 2 cores.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false, shuffle: false },
    testTimeout: 90_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A real browser test that fails is worth a look, not a silent retry: no retries.
    retry: 0,
  },
});
