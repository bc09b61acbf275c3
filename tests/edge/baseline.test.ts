import { createClient, type Client } from "@libsql/client/web";
import { afterAll, describe, expect, inject, it } from "vitest";
import { derivedBehaviour, schemaAndRows } from "../support/schema-and-rows";

// ADR 097 over libSQL HTTP, as `npm run db:migrate` makes an agency's database on Turso: one database made from the
// baseline, one from the first migration, both by the control's migrator (Node), read here from workerd.

const open: Client[] = [];
afterAll(() => {
  for (const c of open) c.close();
});

async function database(chaine: boolean) {
  const control = inject("libsqlControlUrl");
  const res = await fetch(`${control}/databases${chaine ? "?chaine" : ""}`, { method: "POST" });
  const { url } = (await res.json()) as { url: string };
  const client = createClient({ url });
  open.push(client);
  return client;
}

describe("a new agency's database from the baseline, over libSQL HTTP (ADR 097)", () => {
  it("has the objects, rows and behaviour of one made from the first migration", async () => {
    const chain = await database(true);
    const base = await database(false);
    const a = await schemaAndRows(chain);
    const b = await schemaAndRows(base);
    expect(a.objects.filter((o) => o.type === "trigger").length).toBeGreaterThan(300);
    expect(b.objects).toEqual(a.objects);
    expect(b.rows).toEqual(a.rows);
    expect(b.epoch).not.toBe(a.epoch);
    const done = await derivedBehaviour(chain);
    expect(done.refused).toBe("exercice_clos:2025");
    expect(done.journal.map((r) => r.action)).toEqual(["create", "update", "create"]);
    expect(await derivedBehaviour(base)).toEqual(done);
    // Two databases made and every table of each read over HTTP, one request a table: longer than a request's test.
  }, 120_000);
});
