import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { readJsonBytes, readRows } from "./read-rows";

const client = createClient({ url: ":memory:" });
const db = createDb(drizzle, client);
afterAll(() => client.close());

it("reads the same rows on the client and inside a transaction (through drizzle), parameters in order", async () => {
  await client.execute("create table t (id integer primary key, nom text)");
  await client.execute("insert into t values (1, 'un'), (2, 'deux'), (3, 'trois')");
  const text = "select id, nom from t where id >= ? and nom <> ? order by id";
  const outside = await readRows<{ id: number; nom: string }>(db, text, [2, "trois"]);
  expect(outside.map((r) => ({ id: r.id, nom: r.nom }))).toEqual([{ id: 2, nom: "deux" }]);
  const inside = await db.transaction((tx) =>
    readRows<{ id: number; nom: string }>(tx, text, [2, "trois"]),
  );
  expect(inside.map((r) => ({ id: r.id, nom: r.nom }))).toEqual([{ id: 2, nom: "deux" }]);
  await expect(db.transaction((tx) => readRows(tx, text, [2]))).rejects.toThrow(/1 valeurs/);
});

it("gives a JSON answer's bytes, accents included, from a blob or a text column", async () => {
  await client.execute("create table p (id integer primary key, nom text)");
  const json = (bytes: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(bytes));
  await client.execute("insert into p values (1, 'Élise « É »'), (2, 'Zoé'), (3, 'x')");
  const asText = "select json_object('id', id, 'nom', nom) as j from p where id = ?";
  expect(json(await readJsonBytes(db, asText, [1]))).toEqual({ id: 1, nom: "Élise « É »" });
  expect(
    json(
      await readJsonBytes(
        db,
        asText.replace(
          "json_object('id', id, 'nom', nom)",
          "cast(json_object('id', id, 'nom', nom) as blob)",
        ),
        [1],
      ),
    ),
  ).toEqual({ id: 1, nom: "Élise « É »" });
  expect(await readJsonBytes(db, asText, [99])).toBeUndefined();
});
