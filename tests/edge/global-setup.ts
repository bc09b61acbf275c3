import type { TestProject } from "vitest/node";
import { startEdgeDatabase } from "../support/edge-db";
import { ensureWebBuild } from "./web-build";

// Node side of the edge project: a real libSQL database (test-only HTTP server on a temp file, migrated over HTTP)
// whose URL and token reach the worker as miniflare bindings (see vitest.config.ts).
declare module "vitest" {
  export interface ProvidedContext {
    libsqlUrl: string;
    libsqlToken: string;
  }
}

export default async function setup(project: TestProject) {
  // wrangler.toml's [assets] directory must exist before miniflare reads the config.
  ensureWebBuild();
  const token = `tok-${crypto.randomUUID()}`;
  const db = await startEdgeDatabase({ authToken: token });
  project.provide("libsqlUrl", db.url);
  project.provide("libsqlToken", token);
  return () => db.close();
}
