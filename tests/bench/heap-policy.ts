// The Node server's heap policy (ADR 066) against V8's defaults, each in a node of its own that allocates as a busy
// server does (young objects, a share of them kept for a while, the event loop turning between batches): the young
// generation's largest size and the heap's peak, in MB. Moved here from a unit test (issue 72): on a loaded machine
// V8's collections move, and a figure may move where a test would fail.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const POLICY = fileURLToPath(new URL("../../worker/entry/heap-policy.ts", import.meta.url));
const script = (withPolicy: boolean) => `
import { getHeapSpaceStatistics, getHeapStatistics } from "node:v8";
import { applyHeapPolicy } from ${JSON.stringify(POLICY)};
${withPolicy ? "applyHeapPolicy();" : ""}
const young = () => getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 1048576;
let most = young();
let peak = 0;
const kept = [];
for (let round = 0; round < 200; round++) {
  for (let i = 0; i < 50000; i++) { const o = { a: i, b: "x" + i }; if (i % 2 === 0) kept.push(o); }
  if (kept.length > 300000) kept.length = 0;
  await new Promise((r) => setImmediate(r));
  most = Math.max(most, young());
  peak = Math.max(peak, getHeapStatistics().total_heap_size / 1048576);
}
console.log(JSON.stringify({ young: most, heap: peak }));
`;
const run = (withPolicy: boolean) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script(withPolicy)],
      {
        encoding: "utf8",
      },
    ),
  ) as { young: number; heap: number };

/** The young generation's largest size with the policy (MB), and the heap's peak as a share of V8's defaults'. */
export function measureHeapPolicy() {
  const defaults = run(false);
  const policy = run(true);
  return { youngMb: policy.young, heapShare: policy.heap / defaults.heap };
}
