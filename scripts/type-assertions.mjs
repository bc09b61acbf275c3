// Every type assertion (`x as T`, `<T>x`; `as const` is none) in the .ts files under a folder, tests left out, found
// on the syntax tree (never in comments nor strings) by Babel's TypeScript parser: the typescript package (7, the
// native compiler) has no stable syntax-tree API. One "path:line" a line, then nothing else.
// `node scripts/type-assertions.mjs [folder]` (worker by default); tests/architecture/type-assertions.test.ts bounds
// the count in worker/ (issue 64).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSync, traverse } from "@babel/core";

const sources = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
    .map((e) => join(e.parentPath, e.name))
    .sort();

const isConst = (t) =>
  t.type === "TSTypeReference" && t.typeName.type === "Identifier" && t.typeName.name === "const";

const found = [];
for (const file of sources(process.argv[2] ?? "worker")) {
  const ast = parseSync(readFileSync(file, "utf8"), {
    filename: file,
    presets: ["@babel/preset-typescript"],
    configFile: false,
    babelrc: false,
  });
  traverse(ast, {
    TSAsExpression({ node }) {
      if (!isConst(node.typeAnnotation)) found.push(`${file}:${node.loc.start.line}`);
    },
    TSTypeAssertion({ node }) {
      found.push(`${file}:${node.loc.start.line}`);
    },
  });
}
process.stdout.write(found.map((f) => `${f}\n`).join(""));
