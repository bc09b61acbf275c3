import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runScratchFolder } from "./template-db";

// Before the API tests: the Node server built as `npm start` runs it (dist/server/node.mjs, scripts/build-server.mjs
// when older than its sources), since node-server.ts starts that file: the tests try the bundle that ships. And the
// run's scratch folder (tmpfs) for the test apps' copies of a migrated database (template-db.ts), removed after.
export default function setup() {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const r = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0)
    throw new Error("la construction du serveur (scripts/build-server.mjs) a échoué");
  return runScratchFolder();
}
