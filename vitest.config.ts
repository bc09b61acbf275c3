import { defineConfig } from "vitest/config";

// One config, several projects: domain units, the API on in-memory libSQL, and the edge entry in workerd.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["worker/**/*.test.ts", "web/src/**/*.test.ts"], environment: "node" } },
      { test: { name: "api", include: ["tests/api/**/*.test.ts"], environment: "node", testTimeout: 20000 } },
    ],
  },
});
