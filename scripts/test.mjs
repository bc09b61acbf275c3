// `npm test`: the four projects of vitest.config.ts as two vitest runs side by side (ADR 139). The edge project runs
// one file at a time (its files share one workerd runtime and one libSQL database), and vitest runs a project with
// another number of workers as a group of its own after the others: on 2 cores one idled for two minutes. Here the
// edge files (after the three edge-assets ones, which need the web build its global set-up makes) run in their own
// process while the unit and api files run two at a time in the other.
//
// With arguments it is plain `vitest run <arguments>`: `npm test -- tests/api/baux.test.ts`, `npm test -- --project edge`.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { sideBySide } from "./side-by-side.mjs";

/** The two runs; every project of vitest.config.ts in one of them (tests/architecture/npm-test.test.ts). */
export const RUNS = [
  { label: "unit+api", command: "npx vitest run --project unit --project api" },
  // One worker: the edge-assets files one at a time, then the edge group (one file at a time anyway); with the
  // other run's two, three processes on two cores.
  {
    label: "edge",
    command: "npx vitest run --project edge-assets --project edge --maxWorkers=1",
  },
];

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args.length > 0) {
    const r = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit" });
    process.exit(r.status ?? 1);
  }
  const failed = await sideBySide(RUNS);
  if (failed.length > 0) {
    console.error(
      `npm test : échec de ${failed.join(" et ")} (voir les lignes préfixées plus haut)`,
    );
    process.exit(1);
  }
}
