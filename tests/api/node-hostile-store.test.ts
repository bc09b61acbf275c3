import { afterAll, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminToken, startNodeServer, type NodeServer } from "../support/node-server";

// The server always starts: its start-up orphan sweep walks the file store without recursion and skips what it
// cannot read (a log line). Before, a key 1,800 folders deep (stored by a restore that did not check keys) overflowed
// the sweep's stack on every start.

const dataDir = join(mkdtempSync(join(tmpdir(), "pl-hostile-")), "data");
let s: NodeServer | undefined;
// Node's own rmSync recurses, and overflows on this tree: rm(1) removes it.
afterAll(async () => {
  await s?.stop();
  execFileSync("rm", ["-rf", join(dataDir, "..")]);
});

it("restarts over a hostile store (1,800 folders deep, past PATH_MAX, odd names) and serves", async () => {
  s = await startNodeServer({ dataDir });
  await s.stop();

  const files = join(dataDir, "files");
  const deep = join(files, ...Array.from({ length: 1800 }, () => "a"));
  mkdirSync(deep, { recursive: true });
  writeFileSync(join(deep, "orphelin.pdf"), "x");
  // Past PATH_MAX (4,096 bytes): two trees of 200 folders, one moved into the other.
  const half = Array.from({ length: 200 }, () => "dossier-12");
  mkdirSync(join(files, "t2", ...half), { recursive: true });
  mkdirSync(join(files, "t1", ...half), { recursive: true });
  writeFileSync(join(files, "t1", ...half, "x.pdf"), "x");
  renameSync(join(files, "t1"), join(files, "t2", ...half, "t1"));
  mkdirSync(join(files, "bizarre"));
  for (const name of [" ", "a\\b", "é\u0007", "..x", "-rf", "x.type", "y.tmp-1"])
    writeFileSync(join(files, "bizarre", name), "y");

  s = await startNodeServer({ dataDir });
  expect((await fetch(`${s.url}/api/version`)).status).toBe(200);
  const token = await adminToken(s);
  const clients = await fetch(`${s.url}/api/Client`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(clients.status).toBe(200);
  expect(s.output()).toMatch(/\[fichiers\] dossier illisible ignoré \(ENAMETOOLONG\)/);
  // What it could read was swept as the orphans they are, however deep.
  expect(existsSync(join(deep, "orphelin.pdf"))).toBe(false);
  expect(existsSync(join(files, "bizarre", "-rf"))).toBe(false);
}, 180_000);
