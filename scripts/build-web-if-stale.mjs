#!/usr/bin/env node
// prestart: build the web app only when web/dist is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const builtIndex = join(web, "dist", "index.html");
const SKIP = new Set(["dist", "node_modules", ".vite"]);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/**
 * A build made with NODE_ENV other than "production" (a vitest child's "test") carries React's development build:
 * slower, and what no user runs. Its warnings are only there; the production build has error codes instead.
 */
function developmentBuild() {
  const assets = join(web, "dist", "assets");
  return readdirSync(assets).some(
    (f) =>
      f.endsWith(".js") &&
      readFileSync(join(assets, f), "latin1").includes("Maximum update depth exceeded"),
  );
}

function isStale() {
  if (!existsSync(builtIndex)) return "web/dist/index.html est absent";
  const built = statSync(builtIndex).mtimeMs;
  const lock = join(root, "package-lock.json");
  if (existsSync(lock) && statSync(lock).mtimeMs > built) return "package-lock.json a changé";
  if (newestMtime(web) > built) return "les sources de web/ ont changé";
  if (developmentBuild()) return "web/dist contient le build de développement de React";
  // The web app imports the shared rules (validation, statuses, roles) from worker/domain.
  if (newestMtime(join(root, "worker", "domain")) > built)
    return "les règles partagées de worker/domain ont changé";
  return null;
}

const reason = isStale();
if (!reason) {
  console.log("[web] build à jour, rien à faire.");
  process.exit(0);
}
console.log(`[web] build nécessaire (${reason}) : vite build...`);
const vite = join(root, "node_modules", "vite", "bin", "vite.js");
const result = spawnSync(
  process.execPath,
  [vite, "build", "--config", join(web, "vite.config.ts")],
  {
    cwd: root,
    stdio: "inherit",
    // Whatever NODE_ENV the caller runs with ("test" under vitest): another value makes Vite bundle React's
    // development build.
    env: { ...process.env, NODE_ENV: "production" },
  },
);
process.exit(result.status ?? 1);
