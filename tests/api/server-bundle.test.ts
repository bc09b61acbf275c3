import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { derivedMade } from "../../worker/db/derived/apply";
import { startNodeServer } from "../support/node-server";

// What scripts/build-server-start-plugins.mjs takes off each start of the built server (ADR 058), held here: a
// dependency update that brought it back would otherwise go unnoticed (the build fails loudly only when the text it
// replaces has moved). The bundle is built by the api project's global setup.
const DIST = fileURLToPath(new URL("../../dist/server", import.meta.url));
// The two entries (node.mjs, job-thread.mjs) and their chunks, side by side.
const bundleFiles = () =>
  readdirSync(DIST)
    .filter((f) => f.endsWith(".mjs"))
    .map((f) => join(DIST, f));
const code = () => bundleFiles().map((f) => readFileSync(f, "utf8"));

describe("dist/server (npm start)", () => {
  it("does not load node:http2 (HTTP/1.1 only)", () => {
    for (const text of code()) expect(text).not.toMatch(/["']node:http2["']|["']http2["']/);
  });

  it("bundles libsql's JavaScript without @neon-rs/load's process.report probe", () => {
    const all = code().join("\n");
    expect(all).toContain("require_detect_libc().familySync()");
    expect(all).not.toMatch(
      /report\s*=\s*process\.report\??\.getReport\(\)\s*;\s*if\s*\(\s*typeof report/,
    );
    expect(all).not.toMatch(/from\s*["']libsql["']/);
  });

  it("bundles drizzle with worker/speed/drizzle-interne.ts's `is` (each class's chain walked once), not drizzle's walk on each call", () => {
    const all = code().join("\n");
    expect(all).toContain("kindsOf");
    expect(all).not.toContain("entityKind in cls&&cls[entityKind]===type[entityKind]");
  });

  // ADR 140: a start compares the database's derived objects with the hashes the build computed, without generating
  // their statements; hashes that were not today's definitions' would leave a changed trigger unmade.
  it("carries the derived objects' hashes and triggers as today's definitions make them", () => {
    const all = code().join("\n");
    const made = derivedMade();
    expect(Object.keys(made).length).toBeGreaterThan(5);
    for (const [name, { hash, triggers }] of Object.entries(made)) {
      expect(all, name).toContain(`${name}:{hash:"${hash}"`);
      expect(all, name).toContain(JSON.stringify(triggers.slice(0, 3)).slice(1, -1));
    }
  });

  // V8 takes the code cache Node ships for its own modules (http, streams, fetch...) only under the flags it was made
  // with: a V8 flag in `npm start` had node compile them from source at every start (ADR 066). The server sets its
  // heap policy itself (worker/entry/heap-policy.ts). cachedDataVersionTag is V8's key for that cache.
  it("starts node without a V8 flag, so that Node's code cache for its own modules is taken", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    const [bin, ...args] = (pkg.scripts.start as string).trim().split(/\s+/);
    expect(bin).toBe("node");
    const flags = args.filter((a) => a.startsWith("-"));
    const tag = (argv: string[]) =>
      execFileSync(process.execPath, [...argv, "-p", "require('node:v8').cachedDataVersionTag()"], {
        encoding: "utf8",
      }).trim();
    expect(tag(flags)).toBe(tag([]));
    // The check can tell: a heap flag changes the key.
    expect(tag(["--max-semi-space-size=4"])).not.toBe(tag([]));
  });

  // ADR 145: the entries are bundled apart. ADR 149: the route modules, the daily job, the derived objects' definitions
  // and zod are read with their first use, not at start: a start reads under 0.7 MB of the bundle (2.1 MB before),
  // in more files (each module loaded on demand shares code with the start: esbuild cuts it into chunks by which of
  // them use it). Neither the route modules nor zod are among them.
  it("starts from node.mjs and its chunks, under 0.7 MB, without the route modules nor zod", () => {
    const staticImports = (file: string, seen = new Set<string>()) => {
      if (seen.has(file)) return seen;
      seen.add(file);
      const text = readFileSync(join(DIST, file), "utf8");
      for (const [, imported] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.mjs)"/g))
        staticImports(imported as string, seen);
      return seen;
    };
    const start = staticImports("node.mjs");
    // The reading can tell: the job threads' entry imports chunks too.
    expect(staticImports("job-thread.mjs").size).toBeGreaterThan(1);
    expect(start.size).toBeGreaterThan(1);
    expect(start.size).toBeLessThanOrEqual(20);
    const texts = [...start].map((f) => readFileSync(join(DIST, f), "utf8"));
    expect(texts.reduce((n, t) => n + t.length, 0)).toBeLessThan(700_000);
    const all = texts.join("\n");
    // The session's and the dashboard's routes (the bundle keeps names), zod's schema classes: read on demand.
    const onDemand = ["function accountSecuredRoutes", "function dashboardRoutes", "ZodString"];
    for (const text of onDemand) expect(all).not.toContain(text);
    // The check can tell: the whole bundle holds them.
    const everything = code().join("\n");
    for (const text of onDemand) expect(everything).toContain(text);
  });

  // The same key changes when the server sets its heap policy at run time: a Node module loaded after that is
  // compiled from source. Listening loads node:cluster and node:dns, the first line printed a stream: up to its first
  // answer, the started server compiles none of Node's modules without their cache (ADR 145). Node's own record of
  // it (internalBinding("builtins").getCacheUsage(), behind --expose-internals) is read when the server exits.
  it("compiles none of Node's own modules from source up to its first answer", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pl-cache-"));
    const out = join(dir, "usage.json");
    const probe = `
      import { createRequire } from "node:module";
      import { writeFileSync } from "node:fs";
      const { internalBinding } = createRequire("/")("internal/test/binding");
      process.on("exit", () => {
        const u = internalBinding("builtins").getCacheUsage();
        writeFileSync(process.env.PROBE_OUT, JSON.stringify({
          withCache: [...u.compiledWithCache], withoutCache: [...u.compiledWithoutCache],
        }));
      });`;
    const server = await startNodeServer({
      nodeArgs: [
        "--expose-internals",
        `--import=data:text/javascript,${encodeURIComponent(probe)}`,
      ],
      // npm start's daily job runs a second after listening, well after the first answer: not in this window.
      env: { PROBE_OUT: out, NODE_ENV: "production", JOB_START_DELAY_MS: "3600000" },
      waitReady: false,
    });
    try {
      let answered = false;
      while (!answered) {
        const code = await Promise.race([server.exited, new Promise((r) => setTimeout(r, 20))]);
        if (code !== undefined) throw new Error(`le serveur s'est arrêté :\n${server.output()}`);
        answered = await fetch(`${server.url}/api/version`).then(
          (r) => r.ok,
          () => false,
        );
      }
    } finally {
      await server.stop();
    }
    const usage = JSON.parse(readFileSync(out, "utf8")) as Record<string, string[]>;
    rmSync(dir, { recursive: true, force: true });
    // The probe can tell: http, net, streams and undici came from the cache.
    expect(usage.withCache).toEqual(
      expect.arrayContaining(["http", "net", "internal/deps/undici/undici"]),
    );
    expect(usage.withoutCache).toEqual([]);
  });
});
