// Every repository path the README and docs/ name exists: `worker/services/crud.ts`, `docs/decisions/`... A path is
// a backtick-quoted token that starts with a top-level folder of the project (or names a root file); tokens with
// wildcards or placeholders (`*`, `{`, `<`, `…`) are patterns, not paths, and are skipped. Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TOP = ["worker/", "web/", "tests/", "scripts/", "docs/", "migrations/", ".ci/", ".github/"];
const ROOT_FILES = [
  "package.json",
  "README.md",
  "wrangler.toml",
  "vitest.config.ts",
  "drizzle.config.ts",
  "tsconfig.json",
  "biome.json",
];

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? markdownFiles(p) : p.endsWith(".md") ? [p] : [];
  });
}

// What the build or a run makes (web/dist, dist/, .data/...) is named by the docs but never in a fresh clone.
const GENERATED = readFileSync(join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .map((l) => l.trim().replace(/^\//, ""))
  .filter((l) => l && !l.startsWith("#") && !l.includes("*"));

const problems = [];
for (const file of [join(ROOT, "README.md"), ...markdownFiles(join(ROOT, "docs"))]) {
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      const path = token.replace(/[.,;:)]+$/, "").replace(/:\d+(-\d+)?$/, "");
      if (/[*{}<>…]/.test(path)) continue;
      if (
        GENERATED.some(
          (g) => path === g.replace(/\/$/, "") || path.startsWith(g.endsWith("/") ? g : `${g}/`),
        )
      )
        continue;
      const named = TOP.some((t) => path.startsWith(t)) || ROOT_FILES.includes(path);
      if (named && !existsSync(join(ROOT, path)))
        problems.push(`${relative(ROOT, file)}:${i + 1}: \`${path}\` n'existe pas`);
    }
  });
}
if (problems.length) {
  console.error(
    `Chemins cités dans la documentation et absents du dépôt (${problems.length}) :\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log("check-doc-paths : tous les chemins cités existent.");
