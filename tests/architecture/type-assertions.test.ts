import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 64: a type assertion (`x as T`, `<T>x`) tells the compiler what it cannot check, and a row read by raw SQL
// cast to its type fails far off when the statement and the type disagree. worker/ types its rows by the statement
// that reads them (a schema, a typed reader: worker/lib/lignes-typees.ts), narrows with guards, `in` and `typeof`
// (worker/domain/parmi.ts for a list's members), and uses generics and `satisfies` instead; `as const` is none.
// This bound is what keeps the count down.
const LIMIT = 19;

/**
 * Every type assertion under `dir` outside tests, found on the syntax tree by Babel's TypeScript parser (not in
 * comments nor strings), as "path:line": scripts/type-assertions.mjs, which also prints them for a person.
 */
function typeAssertions(dir: string): string[] {
  const out = execFileSync(process.execPath, ["scripts/type-assertions.mjs", dir], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return out.split("\n").filter(Boolean);
}

describe("type assertions", () => {
  it(`worker/ outside tests has at most ${LIMIT}`, () => {
    const found = typeAssertions("worker");
    expect(found.length, found.join("\n")).toBeLessThanOrEqual(LIMIT);
    // Babel parses the ~1,000 files in a few seconds of CPU; a machine shared by many runs can take minutes.
  }, 300_000);

  it("are found in code only, wherever they stand in worker/, and `as const` is none", () => {
    const dir = "worker/__planted_type_assertions__";
    try {
      mkdirSync(`${dir}/sous`, { recursive: true });
      writeFileSync(
        `${dir}/a.ts`,
        [
          "declare const v: unknown;",
          "export const a = v as string;", // as
          "export const b = <number>v;", // angle brackets
          "export const c = (v as string[]).map((s) => s as string);", // two on one line
          "// v as string in a comment, and in strings:",
          'export const d = "v as string";',
          "export const e = `<number>v as string`;",
          'export const f = ["x", "y"] as const;',
          "",
        ].join("\n"),
      );
      writeFileSync(`${dir}/sous/b.ts`, "export const g = 1 as unknown as string;\n"); // nested twice
      // A test file is left out, whatever it holds.
      writeFileSync(`${dir}/a.test.ts`, "export const h = 1 as unknown as string;\n");
      expect(typeAssertions(dir)).toEqual([
        `${dir}/a.ts:2`,
        `${dir}/a.ts:3`,
        `${dir}/a.ts:4`,
        `${dir}/a.ts:4`,
        `${dir}/sous/b.ts:1`,
        `${dir}/sous/b.ts:1`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
