import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What a first visit downloads, measured on a fresh production build (its manifest names each file's static
// imports): the entry with its imports, then the screen's own lazy chunk with its imports, CSS included, each
// gzipped as the Node server sends it. Issue 7: /login <= 150 KB, any list screen <= 250 KB in total.

const KB = 1000;
const LOGIN_BUDGET = 150 * KB;
const LIST_BUDGET = 250 * KB;

/** The screens' modules, as the manifest names them (relative to web/). Each must be a chunk of its own. */
const LOGIN = "src/features/auth/login-page.tsx";
const LIST_SCREENS: Record<string, string> = {
  "/client/": "src/features/clients/client-list-page.tsx",
  "/appartements/": "src/features/appartements/appartement-list-page.tsx",
  "/locataires/": "src/features/locataires/locataire-list-page.tsx",
  "/dossiers/": "src/features/dossiers/dossier-list-page.tsx",
  "/missions/": "src/features/missions/mission-list-page.tsx",
  "/quitances/": "src/features/quitances/quitance-month-page.tsx",
  "/intendance/": "src/features/intendance/intendance-list-page.tsx",
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

let outDir = "";
let manifest: Record<string, Chunk> = {};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "pl-bundle-"));
  const vite = join("node_modules", "vite", "bin", "vite.js");
  await promisify(execFile)(
    process.execPath,
    [
      vite,
      "build",
      "--config",
      "web/vite.config.ts",
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--manifest",
      "--logLevel",
      "error",
    ],
    {
      // vitest's NODE_ENV=test would give the development build of React.
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The files a module needs before it runs: its chunk, its CSS and, recursively, its static imports. */
function needed(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} absent du manifeste`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) needed(imported, files);
  return files;
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

/** Gzipped bytes of index.html, the entry and the screen's chunk with everything they import. */
function firstLoad(screen: string): number {
  const files = needed("index.html");
  // A screen without a chunk of its own is inside the entry (the first test says so).
  if (manifest[screen]) needed(screen, files);
  return gzipSize("index.html") + [...files].reduce((sum, f) => sum + gzipSize(f), 0);
}

describe("first load of the built web app", () => {
  it("gives /login and each list screen a lazy chunk of its own, out of the entry", () => {
    const entry = needed("index.html");
    for (const screen of [LOGIN, ...Object.values(LIST_SCREENS)]) {
      expect(manifest[screen]?.isDynamicEntry, screen).toBe(true);
      expect(entry.has(manifest[screen]!.file), screen).toBe(false);
    }
  });

  it(`needs at most ${LOGIN_BUDGET / KB} KB gzip for /login`, () => {
    const size = firstLoad(LOGIN);
    console.log(`[taille] /login : ${(size / KB).toFixed(1)} KB gzip`);
    expect(size).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it.each(Object.entries(LIST_SCREENS))(
    `needs at most ${LIST_BUDGET / KB} KB gzip for the list screen %s`,
    (path, screen) => {
      const size = firstLoad(screen);
      console.log(`[taille] ${path} : ${(size / KB).toFixed(1)} KB gzip`);
      expect(size).toBeLessThanOrEqual(LIST_BUDGET);
    },
  );
});

describe("the build's compressed forms (ADR 133)", () => {
  it("writes each script and style's brotli and gzip beside it, holding the same bytes, and none for the page", () => {
    const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
    const large = [...new Set(files)].filter(
      (f) => readFileSync(join(outDir, f)).byteLength >= 1024,
    );
    expect(large.length).toBeGreaterThan(20);
    for (const file of large) {
      const body = readFileSync(join(outDir, file));
      expect(
        brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(body),
        file,
      ).toBe(true);
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))).equals(body), file).toBe(true);
    }
    // The page carries a nonce of its own on each answer: never served from a file compressed once.
    expect(existsSync(join(outDir, "index.html.br"))).toBe(false);
  });

  it("keeps them out of Cloudflare's static assets, which compress by themselves", () => {
    const ignored = readFileSync(join(outDir, ".assetsignore"), "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["*.br", "*.gz"]));
  });
});
