import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { getMimeType } from "hono/utils/mime";
import type { Plugin } from "vite";
import { MIN_COMPRESSED_BYTES, compress, isCompressible } from "../worker/entry/compression";

// The web build's compressed forms written beside each file (`x.js.br`, `x.js.gz`) by the build, once (ADR 133): the
// Node entry serves them instead of compressing on its first request (up to 0.8 s of CPU per start, a hundred E2E
// servers a run). Same files, same settings as the Node entry's own (`compress(…, "once")`), so a server without
// them answers the same bytes. HTML pages are left out: each answer carries a nonce of its own (worker/lib/csp.ts).

/** The compressed forms Cloudflare's static assets must not upload: the edge compresses by itself. */
const ASSETS_IGNORE =
  "# Written by the build (scripts/vite-precompress.ts): the Node entry's compressed forms.\n*.br\n*.gz\n";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/** Whether the Node entry would compress this file of the build (web-files.ts' own test, HTML aside). */
function precompressed(path: string, size: number): boolean {
  const type = getMimeType(path) ?? "";
  return !type.startsWith("text/html") && isCompressible(type) && size >= MIN_COMPRESSED_BYTES;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const path of await filesUnder(outDir)) {
        const body = new Uint8Array(await readFile(path));
        if (!precompressed(path, body.byteLength)) continue;
        const [br, gz] = await Promise.all([
          compress(body, "br", "once"),
          compress(body, "gzip", "once"),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }
      await writeFile(join(outDir, ".assetsignore"), ASSETS_IGNORE);
    },
  };
}
