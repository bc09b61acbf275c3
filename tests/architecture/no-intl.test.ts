import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 43 (RSS): the server writes its French numbers, order and Paris days itself (worker/domain/francais,
// worker/domain/dates.ts). Intl's number formats, collation and time zones page in ICU's data from the node
// binary: about 12 MB of the Node server's resident memory. Tests may use Intl as their reference; web/ may too.
const FORBIDDEN = /\bIntl\s*\.|\.localeCompare\s*\(|\.toLocale\w*\s*\(/;

/** The code of a TypeScript file without its comments (strings kept: a message may name Intl, code may not). */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** "path:line" of every use of Intl under `dir`, tests excepted. */
function intlUses(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) continue;
    const path = join(entry.parentPath, entry.name);
    const lines = code(readFileSync(path, "utf8")).split("\n");
    for (const [i, line] of lines.entries())
      if (FORBIDDEN.test(line)) found.push(`${path}:${i + 1}`);
  }
  return found;
}

describe("The server without Intl", () => {
  it("finds Intl, localeCompare and toLocale* in code, not in comments", () => {
    expect(FORBIDDEN.test(code('const f = new Intl.NumberFormat("fr-FR");'))).toBe(true);
    expect(FORBIDDEN.test(code("a.nom.localeCompare(b.nom, 'fr')"))).toBe(true);
    expect(FORBIDDEN.test(code("x.toLocaleString()"))).toBe(true);
    expect(FORBIDDEN.test(code("// as Intl.Collator('fr') does"))).toBe(false);
    expect(FORBIDDEN.test(code("/** without Intl.NumberFormat */"))).toBe(false);
  });

  it("uses none in worker/", () => {
    expect(intlUses("worker")).toEqual([]);
  });
});
