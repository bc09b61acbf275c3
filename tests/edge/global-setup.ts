import type { TestProject } from "vitest/node";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEdgeDatabase } from "../support/edge-db";
import { startLibsqlServer } from "../support/libsql-server";
import { startLibsqlControl } from "../support/libsql-control";
import { startMailApi } from "../support/mail-api";
import { startWorkerdProbe } from "../support/workerd-probe";
import { startPdftotextService } from "../support/pdftotext-service";
import { ensureWebBuild } from "./web-build";
import { DEFAULT_RUNS, DEFAULT_SEED } from "../support/fuzz-defaults";

// Node side of the edge project: a real libSQL database (test-only HTTP server on a temp file, migrated over HTTP)
// whose URL and token reach the worker as miniflare bindings (see vitest.config.ts).
declare module "vitest" {
  export interface ProvidedContext {
    libsqlUrl: string;
    libsqlToken: string;
    /** A server whose connections do not enforce foreign keys (empty database): the worker must refuse it. */
    libsqlUrlNoForeignKeys: string;
    /** Fresh databases on demand, whose server a test can stop and start (tests/support/libsql-control.ts). */
    libsqlControlUrl: string;
    /** The test e-mail API (tests/support/mail-api.ts) the worker sends through: POST to send, GET /mails to read. */
    mailApiUrl: string;
    /** The CPU time and memory of this run's workerd processes (tests/support/workerd-probe.ts). */
    workerdProbeUrl: string;
    /** pdftotext for a PDF made in workerd (tests/support/pdftotext-service.ts): POST its bytes, get its text. */
    pdftotextUrl: string;
    /** Leases in tests/edge/job-scale.test.ts: JOB_SCALE_N, 200 by default (the bench runs 2,000, and 20,000). */
    jobScaleN: number;
    /** tests/edge/fuzz.test.ts: FUZZ_RUNS and FUZZ_SEED (scripts/fuzz.mjs); without FUZZ_RUNS the suite skips it. */
    fuzz: { runs: number; seed: number; requested: boolean };
  }
}

export default async function setup(project: TestProject) {
  // wrangler.toml's [assets] directory must exist before miniflare reads the config.
  ensureWebBuild();
  const token = `tok-${crypto.randomUUID()}`;
  const db = await startEdgeDatabase({ authToken: token });
  project.provide("libsqlUrl", db.url);
  project.provide("libsqlToken", token);
  project.provide("jobScaleN", Number(process.env.JOB_SCALE_N ?? 200));
  project.provide("fuzz", {
    runs: Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS),
    seed: Number(process.env.FUZZ_SEED ?? DEFAULT_SEED),
    requested: process.env.FUZZ_RUNS !== undefined,
  });
  const mailApi = await startMailApi();
  project.provide("mailApiUrl", mailApi.url);
  const probe = await startWorkerdProbe();
  project.provide("workerdProbeUrl", probe.url);
  const pdftotext = await startPdftotextService();
  project.provide("pdftotextUrl", pdftotext.url);
  const dir = mkdtempSync(join(tmpdir(), "patrimoine-nofk-"));
  const noFk = await startLibsqlServer({ path: join(dir, "nofk.db"), foreignKeys: false });
  project.provide("libsqlUrlNoForeignKeys", noFk.url);
  const control = await startLibsqlControl();
  project.provide("libsqlControlUrl", control.url);
  return async () => {
    await Promise.all([
      db.close(),
      noFk.close(),
      control.close(),
      mailApi.close(),
      probe.close(),
      pdftotext.close(),
    ]);
    rmSync(dir, { recursive: true, force: true });
  };
}
