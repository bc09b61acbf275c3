import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The assets tests serve the real Vite build: build it once when web/dist is missing (a fresh clone). */
export function ensureWebBuild() {
  if (existsSync("web/dist/index.html")) return;
  console.log("[edge] web/dist absent : construction de l'interface (vite build)...");
  execFileSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"], { stdio: "inherit" });
}
