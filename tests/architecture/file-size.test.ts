import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 72, item 6: no source file over 400 lines. A file that grows past it does more than one job: it is split by
// theme into files of one job each (shared fixtures into a small support module, not copied). The files are the
// tracked ones (git ls-files), so a file being written and not yet added does not fail a run.
const MAX_LINES = 400;
const FOLDERS = ["worker", "web/src", "tests", "scripts"];
const SOURCE = /\.(ts|tsx|mjs)$/;

/** Lines as `wc -l` counts them: a last line without its newline counts too. */
const lineCount = (text: string) =>
  text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("file size", () => {
  it(`no tracked .ts, .tsx or .mjs file of ${FOLDERS.join(", ")} is over ${MAX_LINES} lines`, () => {
    const files = execFileSync("git", ["ls-files", "-z", "--", ...FOLDERS], { encoding: "utf8" })
      .split("\0")
      // A tracked file deleted in the working copy (its split not yet added) is gone, not long.
      .filter((f) => SOURCE.test(f) && existsSync(f));
    expect(files.length).toBeGreaterThan(500);
    const over = files
      .map((f) => ({ f, lines: lineCount(readFileSync(f, "utf8")) }))
      .filter((x) => x.lines > MAX_LINES)
      .map((x) => `${x.f}: ${x.lines} lines`);
    expect(over).toEqual([]);
  });

  it("counts lines as wc -l does", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\n")).toBe(1);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("a\n\nb\n")).toBe(3);
  });
});
