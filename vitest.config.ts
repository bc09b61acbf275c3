import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const EDGE_SECRETS = {
  JWT_SECRET: "edge-test-secret-assez-long-pour-hs256",
  ADMIN_EMAIL: "admin@edge.test",
  ADMIN_PASSWORD: "edge-admin-secret",
};

// One config, several projects: domain units, the API on in-memory libSQL, and the edge entry in workerd.
export default defineConfig({
  test: {
    // Two files at a time, whatever the core count says (vitest's default is cores - 1: one on CI's 2 cores, where
    // `npm test` then took 19 min of one busy core; two took 12).
    maxWorkers: 2,
    projects: [
      {
        // The web's aliases (web/vite.config.ts), for the unit tests of web/src.
        resolve: {
          alias: {
            "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
            "@": fileURLToPath(new URL("./web/src", import.meta.url)),
          },
        },
        test: {
          name: "unit",
          include: [
            "worker/**/*.test.ts",
            "web/src/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 20000,
          // makeTestApp hashes a password per role: over 10 s when the machine is loaded (as the edge's first login).
          hookTimeout: 30000,
          globalSetup: ["tests/support/build-server.global.ts"],
          // Each file's test apps' databases closed and removed after it (copies of a migrated one, ADR 125).
          setupFiles: ["tests/support/test-app-files.ts"],
          // The files share their worker's modules instead of loading the app again for each (each test app has its
          // own in-memory database, clock, files and mails; no test mocks a module or changes the environment): the
          // project's 170 files in 5.4 min on 2 cores at a load of 8, about a third of their CPU before.
          isolate: false,
        },
      },
      {
        // worker/entry/cloudflare.ts inside workerd, its database behind the test-only libSQL server started by
        // the global setup (URL and token handed over with inject), R2 simulated by miniflare.
        plugins: [
          cloudflareTest(({ inject }) => ({
            main: "./worker/entry/cloudflare.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ...EDGE_SECRETS,
                LIBSQL_URL: inject("libsqlUrl"),
                LIBSQL_AUTH_TOKEN: inject("libsqlToken"),
                MAIL_API_URL: `${inject("mailApiUrl")}/emails`,
                MAIL_API_KEY: "cle-api-test",
                MAIL_FROM: "agence@edge.test",
              },
            },
          })),
        ],
        test: {
          name: "edge",
          include: ["tests/edge/**/*.test.ts"],
          exclude: ["tests/edge/**/*.node.test.ts"],
          globalSetup: ["tests/edge/global-setup.ts"],
          testTimeout: 20000,
          // One file at a time: the files share the global setup's libSQL database, and some count what is in it
          // (the dashboard's money, the day's receipts).
          fileParallelism: false,
          // One isolate for all the files (each has its own database and R2 prefix, tests/edge/instance.ts, or counts
          // only what it wrote): the worker's modules are loaded into workerd once, not once a file (17 s of imports
          // in all, against about 15 s a file before; the project took 4.4 min instead of over 20 on 2 busy cores).
          isolate: false,
          // One file at a time is another number of workers than the other projects': vitest runs it as a group of
          // its own, after them. `npm test` (scripts/test.mjs) runs it in a vitest run of its own instead, beside the
          // unit and api files (ADR 139).
          sequence: { groupOrder: 1 },
          // A file's first login bootstraps the database and hashes passwords in workerd: over 10 s on a loaded machine.
          hookTimeout: 30000,
        },
      },
      {
        // The same entry behind Workers static assets (wrangler.toml as deployed), via unstable_startWorker in Node:
        // SPA fallback and run_worker_first routing, which the workerd pool's SELF bypasses.
        test: {
          name: "edge-assets",
          include: ["tests/edge/**/*.node.test.ts"],
          environment: "node",
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
