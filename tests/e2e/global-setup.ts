import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../worker/entry/node-ports";
import { scratchRoot } from "../support/template-db";

declare module "vitest" {
  export interface ProvidedContext {
    /** The frozen copy of web/dist every E2E server serves (WEB_DIST). */
    webDist: string;
    /** A migrated database (one file) each server's data folder starts from, unless the test wants a first start. */
    modeleDb: string;
  }
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "web", "dist");

/** index.html and every /assets/... file it references are present in `dir`. */
function complete(dir: string): boolean {
  const index = join(dir, "index.html");
  if (!existsSync(index)) return false;
  const refs = [...readFileSync(index, "utf8").matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return refs.length > 0 && refs.every((r) => existsSync(join(dir, r)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Before a run: drop the previous run's screenshots (a stale failure capture would mislead), check the browser,
 * and freeze a copy of the web build. The working tree is shared: someone rebuilding web/dist in the middle of
 * the run must not pull the page from under the browser, so the servers serve this copy.
 */
export default async function setup(project: TestProject) {
  rmSync(join(ROOT, "test-results", "e2e"), { recursive: true, force: true });
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium))
    throw new Error(
      `Chromium introuvable (${chromium}) : apt-get install -y chromium, ou CHROMIUM_PATH.`,
    );

  const copy = mkdtempSync(join(tmpdir(), "pl-e2e-web-"));
  const deadline = Date.now() + 120_000;
  for (;;) {
    rmSync(copy, { recursive: true, force: true });
    try {
      if (complete(DIST)) cpSync(DIST, copy, { recursive: true });
    } catch {
      /* a rebuild removed files while copying: try again */
    }
    if (complete(copy)) break;
    if (Date.now() > deadline)
      throw new Error(
        "web/dist incomplet : lancez `npm run test:e2e` (qui construit l'interface) ou `npm run build`.",
      );
    // Missing (never built, or being rebuilt by someone else): build if stale, else wait for the other build.
    const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build-web-if-stale.mjs")], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (r.status !== 0) await sleep(3000);
    else await sleep(500);
  }
  project.provide("webDist", copy);
  // Migrated once for the run (ADR 125): a server started on a copy skips the baseline's 760 objects and the derived
  // triggers, about a quarter of a second of CPU per server (a hundred servers a run).
  const modele = mkdtempSync(join(scratchRoot(), "pl-e2e-modele-"));
  const modeleDb = join(modele, "patrimoine.db");
  const { client } = await openDatabase(`file:${modeleDb}`);
  await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  client.close();
  project.provide("modeleDb", modeleDb);
  return () => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(modele, { recursive: true, force: true });
  };
}
