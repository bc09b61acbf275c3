import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `npm test` runs vitest.config.ts' projects as two vitest runs side by side (scripts/test.mjs, ADR 139): a project
// added to the config but to neither run would never run in CI.
const root = new URL("../../", import.meta.url);
// Node started three times a test through a shell: seconds on a loaded machine, hence the tests' 60 s.
const sideBySide = (...jobs: string[]) =>
  spawnSync(process.execPath, ["scripts/side-by-side.mjs", ...jobs], {
    cwd: root,
    encoding: "utf8",
  });

describe("npm test", () => {
  it("runs every project of vitest.config.ts, each in one run only", async () => {
    const config = readFileSync(new URL("vitest.config.ts", root), "utf8");
    const projects = [...config.matchAll(/^\s*name: "([\w-]+)",$/gm)].map((m) => m[1]);
    expect(projects).toEqual(["unit", "api", "edge", "edge-assets"]);
    const script: unknown = await import(String(new URL("scripts/test.mjs", root)));
    const runs = typeof script === "object" && script ? Reflect.get(script, "RUNS") : undefined;
    const commands = (Array.isArray(runs) ? runs : []).map((r) =>
      String(Reflect.get(r, "command")),
    );
    expect(commands).toHaveLength(2);
    const inRuns = commands.flatMap((c) => [...c.matchAll(/--project ([\w-]+)/g)].map((m) => m[1]));
    expect([...inRuns].sort()).toEqual([...projects].sort());
  });

  it("fails when one of its runs fails, after the other has ended, each line under its run's name", () => {
    const r = sideBySide(
      `un=node -e "console.log('ligne 1'); process.exit(3)"`,
      `deux=node -e "console.log('ligne 2')"`,
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("[un  ] ligne 1\n");
    expect(r.stdout).toContain("[deux] ligne 2\n");
    expect(r.stdout).toContain("[deux] terminé");
    expect(r.stdout).toContain("[un  ] échec (code 3)");
    expect(r.stderr).toContain("Échec : un");
  }, 60_000);

  it("passes when every run passes", () => {
    const r = sideBySide(`un=node -e "0"`, `deux=node -e "0"`);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
  }, 60_000);
});
