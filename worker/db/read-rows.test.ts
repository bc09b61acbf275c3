import { createClient } from "@libsql/client";
import { afterAll, expect, it } from "vitest";
import { createDb } from "./client";
import { readRows } from "./read-rows";

const client = createClient({ url: ":memory:" });
const db = createDb(client);
afterAll(() => client.close());

it("reads the same rows on the client and inside a transaction (through drizzle), parameters in order", async () => {
  await client.execute("create table t (id integer primary key, nom text)");
  await client.execute("insert into t values (1, 'un'), (2, 'deux'), (3, 'trois')");
  const text = "select id, nom from t where id >= ? and nom <> ? order by id";
  const outside = await readRows<{ id: number; nom: string }>(db, text, [2, "trois"]);
  expect(outside.map((r) => ({ id: r.id, nom: r.nom }))).toEqual([{ id: 2, nom: "deux" }]);
  const inside = await db.transaction((tx) => readRows<{ id: number; nom: string }>(tx, text, [2, "trois"]));
  expect(inside.map((r) => ({ id: r.id, nom: r.nom }))).toEqual([{ id: 2, nom: "deux" }]);
  await expect(db.transaction((tx) => readRows(tx, text, [2]))).rejects.toThrow(/1 valeurs/);
});
