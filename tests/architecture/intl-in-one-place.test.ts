import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parisDate, parisHeure } from "../../worker/domain/dates";
import { eurosDe, nombreFr } from "../../worker/domain/francais/nombres";
import { compareFr } from "../../worker/domain/francais/tri";

// ADR 092 (superseding 061): the server writes its French numbers, order and Paris days with Intl, in three modules
// only, each format made once per process; elsewhere in worker/ none (no localeCompare nor toLocale*, whose locale
// and options each call would make again). Tests may use Intl; web/ may too.
const INTL = /\bIntl\s*\./;
const LOCALE = /\.localeCompare\s*\(|\.toLocale\w*\s*\(/;
const WHERE_INTL_LIVES = [
  join("worker", "domain", "dates.ts"),
  join("worker", "domain", "francais", "nombres.ts"),
  join("worker", "domain", "francais", "tri.ts"),
];

/** The code of a TypeScript file without its comments (strings kept: a message may name Intl, code may not). */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** "path:line" of every line of code under `dir` (tests excepted) that `pattern` finds. */
function uses(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) continue;
    const path = join(entry.parentPath, entry.name);
    const lines = code(readFileSync(path, "utf8")).split("\n");
    for (const [i, line] of lines.entries()) if (pattern.test(line)) found.push(`${path}:${i + 1}`);
  }
  return found;
}

afterEach(() => vi.restoreAllMocks());

describe("Intl in one place", () => {
  it("finds Intl, localeCompare and toLocale* in code, not in comments", () => {
    expect(INTL.test(code('const f = new Intl.NumberFormat("fr-FR");'))).toBe(true);
    expect(LOCALE.test(code("a.nom.localeCompare(b.nom, 'fr')"))).toBe(true);
    expect(LOCALE.test(code("x.toLocaleString()"))).toBe(true);
    expect(INTL.test(code("// as Intl.Collator('fr') does"))).toBe(false);
    expect(INTL.test(code("/** without Intl.NumberFormat */"))).toBe(false);
  });

  it("uses Intl in worker/ only in the modules of French numbers, order and the Paris day", () => {
    const files = new Set(uses("worker", INTL).map((u) => u.slice(0, u.lastIndexOf(":"))));
    expect([...files].sort()).toEqual([...WHERE_INTL_LIVES].sort());
    expect(uses("worker", LOCALE)).toEqual([]);
  });

  it("makes no new format on a call once the process has used it", () => {
    // Each one used once, as the first request would.
    const use = () => [
      eurosDe(1234.5),
      nombreFr(1234.5),
      nombreFr(12, 2, 2),
      compareFr("Élodie", "Eric"),
      parisDate(new Date()),
      parisHeure(new Date()),
    ];
    const first = use();
    const made = [
      vi.spyOn(Intl, "NumberFormat"),
      vi.spyOn(Intl, "Collator"),
      vi.spyOn(Intl, "DateTimeFormat"),
    ];
    for (let i = 0; i < 100; i++) expect(use()).toEqual(first);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
