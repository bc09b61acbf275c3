import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { applyMigrations } from "../../worker/db/migrate";
import { NODE_ADMIN, startNodeServer } from "../support/node-server";
import { derivedBehaviour, schemaAndRows } from "../support/schema-and-rows";

// ADR 140: `npm start` on a new data folder copies the new database the build made (dist/server/base-neuve.db, by
// the bundle's own code) instead of running the baseline, the migrations after it and the derived objects. The copy
// is the database a first start made before: the same objects and rows, its own epoch, the first admin, the same
// behaviour. The bundle is built by the api project's global set-up.

const BUILT = new URL("../../dist/server/base-neuve.db", import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), "pl-base-neuve-"));
const open: Client[] = [];
const opened = (url: string) => {
  const c = createClient({ url });
  open.push(c);
  return c;
};
afterAll(() => {
  for (const c of open) c.close();
  rmSync(root, { recursive: true, force: true });
});

/** A database made from the baseline as the sources make it (no build). */
async function fromBaseline() {
  const c = opened(":memory:");
  await applyMigrations(createDb(drizzle, c), c);
  return c;
}

/** A server started on a new data folder of its own, stopped once it has answered; its database's file. */
async function firstStart(name: string) {
  const dataDir = join(root, name);
  const s = await startNodeServer({ dataDir });
  const output = s.output();
  await s.stop();
  return { db: join(dataDir, "patrimoine.db"), output };
}

describe("a new data folder's database, copied from the build's (ADR 140)", () => {
  it("the build's new database holds what the baseline, the migrations after it and the derived objects make", async () => {
    const built = await schemaAndRows(opened(`file:${BUILT}`));
    const made = await schemaAndRows(await fromBaseline());
    expect(built.objects.filter((o) => o.type === "trigger").length).toBeGreaterThan(300);
    expect(built.objects).toEqual(made.objects);
    expect(built.rows).toEqual(made.rows);
  });

  it("two first starts: each database the same objects as one made from the baseline, its own epoch, its first admin, triggers that work", async () => {
    const [a, b] = [await firstStart("a"), await firstStart("b")];
    const made = await schemaAndRows(await fromBaseline());
    const built = await schemaAndRows(opened(`file:${BUILT}`));
    const epochs = new Set([built.epoch]);
    for (const start of [a, b]) {
      expect(start.output).toContain(`Premier administrateur : ${NODE_ADMIN.email}`);
      const c = opened(`file:${start.db}`);
      const copy = await schemaAndRows(c);
      expect(copy.objects).toEqual(made.objects);
      expect(copy.rows.User?.map((u) => u.email)).toEqual([NODE_ADMIN.email]);
      expect(copy.epoch).toMatch(/^\d+$/);
      epochs.add(copy.epoch);
      const done = await derivedBehaviour(c);
      expect(done.refused).toBe("exercice_clos:2025");
      expect(JSON.parse(String(done.json))).toMatchObject({ id: 7, ville: "Łódź" });
    }
    // Each database draws its own epoch (the lists' versions of two databases never meet), not the build's.
    expect(epochs.size).toBe(3);
  });
});
