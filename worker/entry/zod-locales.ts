// What the bundles get for zod's `locales/index.js` (all ~60 languages, ~410 KB): the French one alone. zod's
// `export * as locales` hangs them on the `z` namespace, which esbuild cannot tree-shake since `z` is used as a
// value, so every locale was bundled although only `fr` is ever configured (worker/domain/schemas/fields.ts).
// Swapped in by wrangler.toml's [alias] (the edge) and scripts/build-server.mjs (Node); tsc, vitest and Vite
// still see zod's own index (Vite's tree-shaking drops the unused locales by itself).
export { default as fr } from "zod/v4/locales/fr.js";
