import reactJsx from "@babel/plugin-transform-react-jsx";
import presetTypescript from "@babel/preset-typescript";

// The import rules of docs/architecture.md §3, checked at any depth by dependency-cruiser (ADR 047).
// Run by tests/architecture/layers.test.ts, so by `npm test`; paths are relative to the repository root.
const ROOT = new URL(".", import.meta.url).pathname.replace(/\/$/, "");
const WORKER_OUTSIDE_DOMAIN = "^worker/(?!domain/)";
// The modules that may import worker/speed: each fast form sits beside its plain form and the test holding them
// equal (ADR 011-013); a new user joins this list with its test.
const SPEED_USERS = [
  "^worker/speed/",
  "^worker/entry/node-ports\\.ts$",
  "^worker/auth/middleware\\.ts$",
  "^worker/services/(crud|crud-page|serialize|delete-rules)\\.ts$",
  // The global search reads the search index's candidates (ADR 098; tests/api/recherche-index.test.ts).
  "^worker/services/search\\.ts$",
  "^worker/services/resources/",
  // The dashboard read from the figures the writes keep (ADR 099), beside its recount.
  "^worker/services/dashboard\\.ts$",
  // The derived objects' definitions (ADR 097): the rows' JSON is one.
  "^worker/db/derived/definitions\\.ts$",
  // The owner's space page's account entries as SQLite's JSON (ADR 159; tests/api/espace/compte-sql.test.ts).
  "^worker/services/espace/proprietaire\\.ts$",
];

// The lowest floor (ADR 100): worker/ports.ts, what the app needs from its host, and worker/ports/, the types it
// names that used to live above it (the job's messages and threads, the kept ledgers). With what it stands on (the
// domain, the tables, the session's user, the agency's identity), it imports nothing else of worker/, types
// included: `tests/architecture/layers.test.ts` cruises it a second time with `import type` kept.
const FLOOR = "^worker/(ports\\.ts$|ports/)";
const FLOOR_AND_BELOW = [
  FLOOR,
  "^worker/domain/",
  "^worker/db/schema/",
  "^worker/auth/session-user\\.ts$",
  "^worker/lib/agence\\.ts$",
];

// The libraries whose internals the speed code reaches (ADR 093): only their adapter files may import anything of
// them beyond the public entries below (the files their package.json's `exports`, `main` or `module` name and their
// documentation imports from). Paths are the resolved files; node_modules may be a symlink (a worktree's), so the
// patterns are not anchored at the root.
const LIBRARY_ADAPTERS = [
  "^worker/documents/(pdf-lib|fontkit)-interne\\.ts$",
  "^worker/speed/(drizzle|libsql)-interne\\.ts$",
];
const LIBRARIES_WITH_ADAPTERS =
  "node_modules/(pdf-lib|@pdf-lib/fontkit|drizzle-orm|libsql|@libsql/(core|client)|@neon-rs/load)/";
const LIBRARY_PUBLIC_ENTRIES = [
  "node_modules/pdf-lib/(es|cjs)/index\\.js$",
  "node_modules/@pdf-lib/fontkit/dist/fontkit\\.(es|umd)\\.js$",
  "node_modules/drizzle-orm/(index|batch|sqlite-core/index|libsql/index|libsql/(web|sqlite3)/index|libsql/migrator|migrator)\\.c?js$",
  "node_modules/libsql/(index|promise)\\.js$",
  "node_modules/@libsql/core/lib-(esm|cjs)/(api|config|uri|util)\\.js$",
  "node_modules/@libsql/client/lib-(esm|cjs)/(node|web|http|ws|sqlite3)\\.js$",
];

export default {
  forbidden: [
    {
      name: "web-imports-domain-only",
      comment:
        "Le web n'importe du serveur que worker/domain (dont le contrat) : ni drizzle, ni Hono, ni secrets dans le paquet du navigateur.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^worker/", pathNot: "^worker/domain/" },
    },
    {
      name: "routes-call-services",
      comment:
        "Une route n'importe ni worker/db ni worker/speed : elle appelle un service, où vivent les requêtes et leur transaction.",
      severity: "error",
      from: { path: "^worker/routes/" },
      to: { path: "^worker/(db|speed)/" },
    },
    {
      name: "services-below-routes",
      comment: "Un service n'importe pas une route : les routes sont au-dessus des services.",
      severity: "error",
      from: { path: "^worker/services/" },
      to: { path: "^worker/(routes/|app\\.ts$)" },
    },
    {
      name: "domain-is-pure",
      comment:
        "worker/domain est pur (ni base, ni ports, ni Hono, ni Node) : il n'importe du serveur que worker/domain et tourne tel quel dans le navigateur.",
      severity: "error",
      from: { path: "^worker/domain/" },
      to: { path: WORKER_OUTSIDE_DOMAIN },
    },
    {
      name: "domain-has-no-host-library",
      comment: "worker/domain n'importe ni Hono, ni drizzle, ni libSQL, ni un module de Node.",
      severity: "error",
      from: { path: "^worker/domain/" },
      to: { path: "^node_modules/(hono|drizzle-orm|@libsql)/|^node:" },
    },
    {
      name: "domain-has-no-node-module",
      comment: "worker/domain n'importe pas un module de Node : il tourne dans le navigateur.",
      severity: "error",
      from: { path: "^worker/domain/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "floor-imports-nothing-above",
      comment:
        "Le plancher (worker/ports.ts, worker/ports/) et ce sur quoi il repose (domaine, tables, utilisateur de la session, identité de l'agence) n'importent rien d'au-dessus : ni services, ni jobs, ni routes, ni entrées, ni documents, pas même un type (ADR 100). Ce dont le plancher a besoin descend dans worker/ports/.",
      severity: "error",
      from: { path: FLOOR_AND_BELOW, pathNot: "\\.test\\.ts$" },
      to: { path: "^worker/", pathNot: FLOOR_AND_BELOW },
    },
    {
      name: "speed-from-named-modules",
      comment:
        "worker/speed n'est importé que par les modules nommés dans .dependency-cruiser.mjs, chacun avec le test qui tient forme rapide et forme simple égales (ADR 011-013).",
      severity: "error",
      from: { path: "^worker/", pathNot: SPEED_USERS },
      to: { path: "^worker/speed/" },
    },
    {
      name: "library-internals-in-adapters",
      comment:
        "Ce qui touche à l'intérieur de pdf-lib, fontkit, drizzle ou libSQL (un chemin au-delà de leurs entrées publiques) vit dans l'adaptateur de la bibliothèque (ADR 093) : worker/documents/pdf-lib-interne.ts, worker/documents/fontkit-interne.ts, worker/speed/drizzle-interne.ts, worker/speed/libsql-interne.ts.",
      severity: "error",
      from: { pathNot: LIBRARY_ADAPTERS },
      to: { path: LIBRARIES_WITH_ADAPTERS, pathNot: LIBRARY_PUBLIC_ENTRIES },
    },
    {
      name: "no-runtime-cycle",
      comment:
        "Pas de cycle d'imports à l'exécution : ce dont les deux côtés ont besoin descend dans le module en dessous (import type permis).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "resolvable",
      comment:
        "Chaque import se résout (alias @worker et @ compris) : un import non résolu échapperait à toutes les règles.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
  },
};

// The web's aliases (web/vite.config.ts, web/tsconfig.json), handed to enhanced-resolve; an alias missing here
// fails `resolvable`.
export const resolveOptions = { alias: { "@worker": `${ROOT}/worker`, "@": `${ROOT}/web/src` } };

// TypeScript 7 has no JS compiler API (dependency-cruiser's own TypeScript route needs one), so Babel strips the
// types first (@babel/core, loaded by dependency-cruiser): an import only types use is gone by then, as in the
// build, which makes every rule about runtime imports. @swc/core is there only so that dependency-cruiser counts
// .ts and .tsx files as ones it can read; its own swc parser reads neither JSX nor `import type` (ADR 047).
export const transpileOptions = {
  babelConfig: {
    babelrc: false,
    configFile: false,
    presets: [[presetTypescript, { allowDeclareFields: true }]],
    plugins: [[reactJsx, { runtime: "automatic" }]],
  },
};

// The same Babel, told to keep every import, `import type` included (ADR 100): the floor's rule is about types too,
// and dependency-cruiser's own way to see them, `tsPreCompilationDeps`, needs TypeScript's JS compiler API, which
// TypeScript 7 does not have (dependency-cruiser then falls back silently to the stripped file). The plugin turns
// every type-only import and re-export into a plain one before the TypeScript preset runs (a plugin's Program visitor
// runs before a preset's), and `onlyRemoveTypeImports` keeps the imports only types use. Used for the floor only:
// a cycle closed by `import type` stays allowed elsewhere.
const keepTypeImports = () => ({
  visitor: {
    Program: {
      enter(path) {
        for (const statement of path.get("body")) {
          const node = statement.node;
          if (!node.source) continue;
          if (node.importKind) node.importKind = "value";
          if (node.exportKind) node.exportKind = "value";
          for (const specifier of node.specifiers ?? []) {
            if (specifier.importKind) specifier.importKind = "value";
            if (specifier.exportKind) specifier.exportKind = "value";
          }
        }
      },
    },
  },
});

export const typesKeptTranspileOptions = {
  babelConfig: {
    babelrc: false,
    configFile: false,
    presets: [[presetTypescript, { allowDeclareFields: true, onlyRemoveTypeImports: true }]],
    plugins: [keepTypeImports, [reactJsx, { runtime: "automatic" }]],
  },
};
