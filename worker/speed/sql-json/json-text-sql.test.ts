import { createClient } from "@libsql/client";
import { afterAll, expect, it } from "vitest";
import {
  arrayTextSql,
  closedTextSql,
  type Member,
  objectTextSqlAfter,
  openObjectTextSqlWithoutNulls,
} from "./json-text-sql";

// The text forms must give the very bytes json_object and jsonb_group_array gave (the apartment read's answer is
// sent as SQLite builds it): the same escaping, numbers, nulls and nested JSON, the same order, an empty array.
const client = createClient({ url: ":memory:" });
afterAll(() => client.close());

const text = async (sql: string) => String((await client.execute(sql)).rows[0]![0]);

it("renders every kind of value as json_object does, keys in order, JSON values as they are", async () => {
  await client.execute(
    "create table v (id integer primary key, t text, r real, i integer, b blob, j text)",
  );
  await client.execute({
    sql: "insert into v values (1, ?, ?, ?, null, ?), (2, null, null, null, null, null), (3, ?, ?, ?, null, ?)",
    args: [
      `Élise « l'été » "guillemets" \\ barre\ttab\nligne \u0001 ${"\u{1F3E0}"}`,
      0.1 + 0.2,
      -9007199254740991,
      '{"a":[1,2.5,{"b":null}],"c":"é"}',
      "}",
      1e21,
      0,
      "[]",
    ],
  });
  const members: Member[] = [
    ["t", "v.t"],
    ["r", "v.r"],
    ["money", "v.i / 100.0"],
    ["quoted", "iif(v.r is null, null, json(quote(v.r)))"],
    ["j", "json(v.j)"],
    ["flag", "iif(v.i < 0, json('true'), json('false'))"],
    ["nested", "json_object('k', v.t, 'n', v.r)"],
    ["clé « é »", "'valeur'"],
  ];
  const asObject = `json_object('id', v.id, ${members.map(([k, v]) => `'${k}', ${v}`).join(", ")})`;
  for (const id of [1, 2, 3]) {
    const where = `from v where id = ${id}`;
    expect(
      await text(`select ${objectTextSqlAfter("json_object('id', v.id)", members)} ${where}`),
    ).toBe(await text(`select ${asObject} ${where}`));
  }
});

it("leaves out the members whose value is NULL, the others as json_object renders them (ADR 150)", async () => {
  const members: Member[] = [
    ["id", "v.id"],
    ["t", "v.t"],
    ["r", "v.r"],
    ["money", "v.i / 100.0"],
    ["quoted", "iif(v.r is null, null, json(quote(v.r)))"],
    ["j", "json(v.j)"],
    ["flag", "iif(v.i < 0, json('true'), json('false'))"],
    ["nested", "json_object('k', v.t, 'n', v.r)"],
    ["word", "'null'"],
  ];
  const asObject = `json_object(${members.map(([k, v]) => `'${k}', ${v}`).join(", ")}, 'after', null)`;
  const open = openObjectTextSqlWithoutNulls(members);
  for (const id of [1, 2, 3]) {
    const where = `from v where id = ${id}`;
    // json_object's text with its top-level `"key":null` members taken out; the last member is kept null.
    let expected = await text(`select ${asObject} ${where}`);
    for (const [key] of members) expected = expected.replace(`,"${key}":null`, "");
    expect(await text(`select ${closedTextSql(open, [["after", "null"]])} ${where}`)).toBe(
      expected,
    );
  }
  // Row 2 has every value but id, flag, nested and the word "null" NULL: those stay, nested nulls included.
  expect(JSON.parse(await text(`select ${closedTextSql(open, [])} from v where id = 2`))).toEqual({
    id: 2,
    flag: false,
    nested: { k: null, n: null },
    word: "null",
  });
  expect(() => openObjectTextSqlWithoutNulls(members.slice(1))).toThrow();
});

it("puts a `json` member in as it is, and concatenates past concat()'s 127 arguments", async () => {
  const many: Member[] = Array.from({ length: 90 }, (_, i) => [`k${i}`, `${i} * 1.5`]);
  // What the read did past json_object's limit: two halves merged by json_patch.
  const half = (ms: Member[]) => `json_object(${ms.map(([k, v]) => `'${k}', ${v}`).join(", ")})`;
  const asObject = `json_patch(${half(many.slice(0, 45))}, ${half(many.slice(45))})`;
  expect(
    await text(`select ${objectTextSqlAfter("json_object('k0', 0 * 1.5)", many.slice(1))}`),
  ).toBe(await text(`select ${asObject}`));
  // A subquery's JSON text has lost its subtype: json_quote would make it a string, a `json` member does not.
  expect(
    await text(
      `select ${objectTextSqlAfter("json_object('id', 1)", [["a", "(select '[1,2]')", "json"]])}`,
    ),
  ).toBe('{"id":1,"a":[1,2]}');
});

it("builds a relation's array as jsonb_group_array did: the items in order, [] for none", async () => {
  await client.execute("create table r (id integer primary key, p integer, nom text)");
  await client.execute("create index r_p on r (p)");
  // Stored in neither order the arrays ask for (by id, by the index on p), so an order not kept would show.
  await client.execute(
    "insert into r values (1, 1, 'b'), (2, 1, 'a « é »'), (3, 1, null), (4, 2, 'x'), (5, 1, 'c'), (6, 1, 'a « é »'), (7, 2, 'w')",
  );
  for (const p of [1, 2, 3]) {
    const from = `r where r.p = ${p}`;
    const item = "json_object('id', r.id, 'nom', r.nom)";
    for (const order of ["r.nom desc, r.id", "r.nom, r.id desc", "r.id desc"]) {
      const before = `(select jsonb_group_array(${item} order by ${order}) from ${from})`;
      expect(await text(`select ${arrayTextSql(item, from, order)}`)).toBe(
        await text(`select json(${before})`),
      );
    }
  }
  expect(
    await text(
      `select ${arrayTextSql("json_object('id', r.id)", "r where r.p = 1", "r.nom desc, r.id")}`,
    ),
  ).toBe('[{"id":5},{"id":1},{"id":2},{"id":6},{"id":3}]');
});

it("puts members after a stored object's own, as json_object would have written them all", async () => {
  // A row's stored object (row-json.ts): JSON text in a column, its last value a plain one.
  await client.execute("create table s (id integer primary key, j text)");
  await client.execute(
    `insert into s values (1, json_object('id', 1, 'nom', 'Élise « }', 'prix', 12.5, 'vide', null))`,
  );
  const rest: Member[] = [
    ["statut", "'Occupé'"],
    ["loyer", "json_object('charge', 80.1)"],
    ["liste", "(select '[{\"a\":1}]')", "json"],
  ];
  expect(await text(`select ${objectTextSqlAfter("s.j", rest)} from s`)).toBe(
    await text(
      `select json_object('id', 1, 'nom', 'Élise « }', 'prix', 12.5, 'vide', null, 'statut', 'Occupé', 'loyer', json_object('charge', 80.1), 'liste', json('[{"a":1}]'))`,
    ),
  );
});
