#!/usr/bin/env node
// `npm run build:server` (and prestart when stale): the Node entry bundled once into dist/server/node.mjs, so that
// `npm start` runs plain `node` (no TypeScript compiler at run time: tsx cost ~1 s of start). The bundle sits two folders below the root, as worker/entry/ does, so what it reads
// relative to itself (package.json, migrations/) resolves the same. `--if-stale`: only when a source is newer.
import { spawnSync } from "node:child_process";
import { build } from "esbuild";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { libsqlWithoutReport, noHttp2ForHonoNodeServer } from "./build-server-start-plugins.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = join(root, "worker", "entry", "node.ts");
export const SERVER_BUNDLE = join(root, "dist", "server", "node.mjs");
// The daily job's threads (ADR 096), which node.mjs starts from the file beside it: dist/server/job-thread.mjs.
const JOB_THREAD_ENTRY = join(root, "worker", "entry", "job-thread.ts");
// A new database made once by the bundle's own code (ADR 140), which a first start copies into its new data folder:
// dist/server/base-neuve.mjs writes dist/server/base-neuve.db.
const BASE_NEUVE_ENTRY = join(root, "worker", "entry", "base-neuve.ts");
const BASE_NEUVE = join(dirname(SERVER_BUNDLE), "base-neuve.db");

// zod's index of every locale (~410 KB) swapped for the French one inside zod itself, as wrangler.toml's [alias]
// does for the edge bundle: see worker/entry/zod-locales.ts.
const ZOD_LOCALES = join(root, "worker", "entry", "zod-locales.ts");
const frenchZodLocaleOnly = {
  name: "zod-locale-fr",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: ZOD_LOCALES } : undefined,
    );
  },
};

// drizzle-orm's internals live in worker/speed/drizzle-interne.ts (ADR 093), which replaces drizzle-orm's
// `entity.js` in this bundle: the same `is`, each class's chain walked once (that file says why: about 8 % of a
// receipt's CPU). The module it replaces is read from that file's `REPLACES`, so the swap is declared there only.
const DRIZZLE_INTERNE = join(root, "worker", "speed", "drizzle-interne.ts");
export function drizzleReplaced(source = readFileSync(DRIZZLE_INTERNE, "utf8")) {
  const path = /^export const REPLACES = "([^"]+)";$/m.exec(source)?.[1];
  if (!path) throw new Error(`${DRIZZLE_INTERNE} : REPLACES introuvable`);
  // node_modules/<package>/<file>, either separator.
  const escaped = path.split("/").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escaped.join("[\\\\/]")}$`);
}
const drizzleEntityWalkedOnce = {
  name: "drizzle-interne",
  setup(b) {
    const source = readFileSync(DRIZZLE_INTERNE, "utf8");
    b.onLoad({ filter: drizzleReplaced(source) }, () => ({ contents: source, loader: "ts" }));
  },
};

// The router's table of the API's contract (worker/routes/routing-table.ts): computed here, from the contract, once
// per build, and bundled as plain JSON in place of that module. The contract's ~1,000 zod schemas are then built only
// when the OpenAPI document is first asked for, not before `npm start`'s first answer (~30 ms; ADR 054).
const ROUTING_TABLE = join(root, "worker", "routes", "routing-table.ts");

async function routingTable() {
  const { outputFiles } = await build({
    entryPoints: [ROUTING_TABLE],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [frenchZodLocaleOnly],
    logLevel: "warning",
  });
  const code = Buffer.from(outputFiles[0].contents).toString("base64");
  const { ROUTING } = await import(`data:text/javascript;base64,${code}`);
  return ROUTING;
}

const routingTableAsJson = (table) => ({
  name: "routing-table-as-json",
  setup(b) {
    b.onLoad({ filter: /[\\/]routing-table\.ts$/ }, (args) =>
      args.path === ROUTING_TABLE
        ? { contents: `export const ROUTING = ${JSON.stringify(table)};`, loader: "js" }
        : undefined,
    );
  },
});

// Each staff route group's router entries (worker/routes/groupes/table.ts, ADR 149): computed here by loading every
// group once per build, and bundled as plain JSON in place of that module. The Node server then registers stand-ins
// at those places and loads each group, a chunk of its own, with its first request.
const GROUPES_TABLE = join(root, "worker", "routes", "groupes", "table.ts");

async function groupesTable() {
  // The routes' modules import the whole server (libsql's native addon among it): bundled with the packages left to
  // node_modules, written beside the build for their resolution, run once, removed.
  const file = join(root, "dist", `.groupes-table-${process.pid}.mjs`);
  await build({
    entryPoints: [GROUPES_TABLE],
    outfile: file,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  try {
    // Every export of the module, plain data.
    return { ...(await import(pathToFileURL(file).href)) };
  } finally {
    rmSync(file, { force: true });
  }
}

const groupesAsJson = (table) => ({
  name: "groupes-table-as-json",
  setup(b) {
    b.onLoad({ filter: /[\\/]groupes[\\/]table\.ts$/ }, (args) =>
      args.path === GROUPES_TABLE
        ? {
            contents: Object.entries(table)
              .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
              .join("\n"),
            loader: "js",
          }
        : undefined,
    );
  },
});

// The derived objects' hashes and trigger names (worker/db/derived/built.ts, ADR 140): computed here from their
// definitions, once per build, and bundled as plain JSON in place of that module, as the routing table is. A start on
// a database whose hashes are these then generates none of their statements.
const DERIVED_APPLY = join(root, "worker", "db", "derived", "apply.ts");
const DERIVED_BUILT = join(root, "worker", "db", "derived", "built.ts");

export async function derivedHashes() {
  const { outputFiles } = await build({
    entryPoints: [DERIVED_APPLY],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [frenchZodLocaleOnly],
    logLevel: "warning",
  });
  const code = Buffer.from(outputFiles[0].contents).toString("base64");
  const { derivedMade } = await import(`data:text/javascript;base64,${code}`);
  return derivedMade();
}

const derivedAsJson = (made) => ({
  name: "derived-hashes-as-json",
  setup(b) {
    b.onLoad({ filter: /[\\/]built\.ts$/ }, (args) =>
      args.path === DERIVED_BUILT
        ? { contents: `export const BUILT_DERIVED = ${JSON.stringify(made)};`, loader: "js" }
        : undefined,
    );
  },
});

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** Why the bundle must be built again, or null when it is newer than everything it is made of. */
export function staleReason() {
  if (!existsSync(SERVER_BUNDLE)) return "dist/server/node.mjs est absent";
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  for (const file of [
    "package.json",
    "package-lock.json",
    "tsconfig.json",
    "scripts/build-server.mjs",
    "scripts/build-server-start-plugins.mjs",
  ])
    if (existsSync(join(root, file)) && statSync(join(root, file)).mtimeMs > built)
      return `${file} a changé`;
  if (newestMtime(join(root, "worker")) > built) return "les sources de worker/ ont changé";
  // The new database (ADR 140) holds the migrations: a new one, or a baseline made again, makes it again.
  if (newestMtime(join(root, "migrations")) > built) return "les migrations ont changé";
  return null;
}

export async function buildServer() {
  const [routing, derived, groupes] = await Promise.all([
    routingTable(),
    derivedHashes(),
    groupesTable(),
  ]);
  rmSync(dirname(SERVER_BUNDLE), { recursive: true, force: true });
  // Each entry bundled apart (ADR 145). Built together, the code node.mjs shares with the others was cut into
  // chunks by which entries use it, and a start read node.mjs and 12 chunks, their exports linked across files;
  // apart, node.mjs and the 6 chunks its own on-demand imports share. The job threads run in isolates of their own:
  // sharing files with node.mjs shared no module. The new database's entry, which only the build runs, is one file
  // (its on-demand imports inlined): split, it would be a third copy of the documents' chunks.
  const builds = [
    { entryPoints: { node: SERVER_ENTRY }, splitting: true },
    { entryPoints: { "job-thread": JOB_THREAD_ENTRY }, splitting: true },
    { entryPoints: { "base-neuve": BASE_NEUVE_ENTRY }, splitting: false },
  ];
  const plugins = [
    frenchZodLocaleOnly,
    drizzleEntityWalkedOnce,
    routingTableAsJson(routing),
    groupesAsJson(groupes),
    derivedAsJson(derived),
    libsqlWithoutReport(root),
    noHttp2ForHonoNodeServer,
  ];
  const built = await Promise.all(builds.map((options) => bundleEntry(options, plugins)));
  // A chunk two entries both need is the same file (its name carries its content's hash); written once.
  const files = new Map();
  for (const { outputFiles } of built)
    for (const file of outputFiles) {
      const known = files.get(file.path);
      if (known && Buffer.compare(known, file.contents) !== 0)
        throw new Error(`${file.path} : deux contenus pour un même fichier du build`);
      files.set(file.path, file.contents);
    }
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  for (const [path, contents] of files) writeFileSync(path, contents);
  latin1Only(dirname(SERVER_BUNDLE));
  const made = spawnSync(
    process.execPath,
    [join(dirname(SERVER_BUNDLE), "base-neuve.mjs"), BASE_NEUVE],
    { cwd: root, stdio: "inherit" },
  );
  if (made.status !== 0) throw new Error("dist/server/base-neuve.db n'a pas pu être faite");
}

/** An entry of dist/server/ and its chunks, in memory. */
function bundleEntry({ entryPoints, splitting }, plugins) {
  return build({
    entryPoints,
    outdir: dirname(SERVER_BUNDLE),
    write: false,
    outExtension: { ".js": ".mjs" },
    // What is imported on demand (nodemailer with the first e-mail, the HTTP libSQL driver for a server URL) goes
    // to chunks, read only when needed, with the code it shares with the entry. Beside the entries, not in a
    // folder: the code that reads files relative to itself (package.json, migrations/) may be in a chunk.
    splitting,
    chunkNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // The packages are bundled too: loading hono, drizzle, zod, pdf-lib... file by file from node_modules took
    // ~300 ms of the first answer (560 ms to 260 ms measured). libsql's JavaScript too, without its platform probe
    // and @hono/node-server without node:http2 (build-server-start-plugins.mjs); libsql's native addon
    // (@libsql/<platform>) is loaded from node_modules.
    plugins,
    // Bundled CommonJS packages (nodemailer...) call require(): an ES module has none, so one is made.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // A map beside the bundle, for reading a logged stack trace at worker/*.ts lines (`node --enable-source-maps
    // dist/server/node.mjs` when debugging). npm start runs without that flag: the map would stay in memory for the
    // life of the process (+22 MB of RSS with the sources, which it therefore leaves out).
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    legalComments: "none",
    // Whitespace and syntax minified, names kept (a logged stack trace still names the functions): V8 parses the
    // whole bundle at start; 2.4 MB to 1.8 MB took ~50 ms off the first answer.
    minifyWhitespace: true,
    minifySyntax: true,
  });
}

/**
 * Every file of the bundle holds Latin-1 characters only. V8 keeps each module's source text for the life of the
 * process, one byte a character when all of them fit in Latin-1, else two: one `€` in a regular expression (esbuild
 * escapes strings, not regular expressions nor template literals) doubled node.mjs in memory (0.85 to 1.7 MB) and
 * its decoding at start. Write such a character as `\u20ac` in those places.
 */
function latin1Only(dir) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!file.endsWith(".mjs")) continue;
    const text = readFileSync(file, "utf8");
    const at = text.search(/[\u0100-\uffff]/);
    if (at >= 0)
      throw new Error(
        `${file} : caractère hors Latin-1 « ${text[at]} » (U+${text.codePointAt(at).toString(16).toUpperCase()}) près de « ${text.slice(Math.max(0, at - 40), at + 10)} » ; écrivez-le \\u${text.charCodeAt(at).toString(16).padStart(4, "0")} dans la source.`,
      );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const onlyIfStale = process.argv.includes("--if-stale");
  const reason = onlyIfStale ? staleReason() : "demandé";
  if (!reason) {
    console.log("[serveur] build à jour, rien à faire.");
  } else {
    const t0 = performance.now();
    await buildServer();
    console.log(
      `[serveur] build (${reason}) : dist/server/node.mjs en ${Math.round(performance.now() - t0)} ms.`,
    );
  }
}
