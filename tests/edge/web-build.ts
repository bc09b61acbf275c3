import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const sameFile = (a: string, b: string) =>
  existsSync(a) && existsSync(b) && readFileSync(a, "utf8") === readFileSync(b, "utf8");

/** The assets tests serve the real Vite build: build it when web/dist is missing (a fresh clone) or predates the
 *  current web/public/_headers (its security headers are under test). Otherwise the existing build is used as is. */
export function ensureWebBuild() {
  if (existsSync("web/dist/index.html") && sameFile("web/dist/_headers", "web/public/_headers"))
    return;
  console.log("[edge] web/dist absent ou ancien : construction de l'interface (vite build)...");
  // NODE_ENV as a user's build has it: vitest sets "test", with which Vite bundles React's development build, and
  // the browser tests that serve this web/dist afterwards (a fresh clone's CI) would test that instead.
  execFileSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

/** wrangler.toml's text without its [build] table (up to the next table). */
export const withoutBuildTable = (toml: string) => toml.replace(/^\[build\]\n(?:(?!\[).*\n)*/m, "");

/**
 * wrangler.toml as deployed minus its [build] command, written to a temp folder (paths made absolute), for
 * unstable_startWorker: it runs that command (`npm run build`, a full Vite build rewriting web/dist) on every start,
 * and its `build.custom.command` input cannot stop it (wrangler's getEntry reads the file's own). The tests serve
 * the web/dist that ensureWebBuild checked instead.
 */
export function configWithoutBuild(path = "wrangler.toml") {
  // The [alias] targets ("./worker/...") too: wrangler resolves them from the config's folder.
  const toml = withoutBuildTable(readFileSync(path, "utf8")).replace(
    /^(main|directory|"[^"]+") = "([^"]+)"$/gm,
    (line, key: string, value: string) =>
      key === "main" || key === "directory" || value.startsWith("./")
        ? `${key} = ${JSON.stringify(resolve(value))}`
        : line,
  );
  const file = join(mkdtempSync(join(tmpdir(), "patrimoine-wrangler-")), "wrangler.toml");
  writeFileSync(file, toml);
  return file;
}
