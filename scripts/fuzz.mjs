#!/usr/bin/env node
// npm run fuzz: the malformed-input and hostile-archive generators (tests/support/fuzz-plan.ts) on both entries,
// Node (tests/api/fuzz.test.ts) then the edge in workerd (tests/edge/fuzz.test.ts). A fixed seed and 200 requests
// by default (CI); FUZZ_RUNS=5000 for a longer hunt, FUZZ_SEED=n to replay or vary. Prints each entry's figures
// and the peak RSS of the process that served (the vitest worker on Node, workerd on the edge), sampled with ps.
import { execFileSync, spawn } from "node:child_process";

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? "200",
  FUZZ_SEED: process.env.FUZZ_SEED ?? "24",
};

/**
 * The largest RSS (bytes) among the descendants of `root` whose command line matches `pattern`, now: only this
 * run's processes (the machine may run other vitest or workerd processes).
 */
function rssOf(root, pattern) {
  try {
    const rows = execFileSync("ps", ["-eo", "pid=,ppid=,rss=,args="], { encoding: "utf8" })
      .split("\n")
      .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
      .filter(Boolean)
      .map(([, pid, ppid, rss, args]) => ({
        pid: Number(pid),
        ppid: Number(ppid),
        rss: Number(rss) * 1024,
        args,
      }));
    const ours = new Set([root]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows)
        if (ours.has(r.ppid) && !ours.has(r.pid)) ours.add(r.pid), (grew = true);
    }
    return Math.max(
      0,
      ...rows.filter((r) => ours.has(r.pid) && pattern.test(r.args)).map((r) => r.rss),
    );
  } catch {
    return 0;
  }
}

function run(project, file, serving) {
  return new Promise((resolve) => {
    let peak = 0;
    const child = spawn("npx", ["vitest", "run", "--project", project, file], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const timer = setInterval(() => (peak = Math.max(peak, rssOf(child.pid, serving))), 200);
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on("exit", (code) => {
      clearInterval(timer);
      resolve({ code, peak, line: out.match(/\[fuzz \w+\][^\n]*/)?.[0] });
    });
  });
}

const results = [
  await run("api", "tests/api/fuzz.test.ts", /node/),
  await run("edge", "tests/edge/fuzz.test.ts", /workerd/),
];
console.log("\nnpm run fuzz :");
for (const r of results)
  console.log(
    `  ${r.line ?? "(pas de bilan)"} · RSS max mesuré par ps ${Math.round(r.peak / 1024 ** 2)} Mo`,
  );
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
