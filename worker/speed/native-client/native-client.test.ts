import { type Client, createClient, type ResultSet, type Row } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { nativeClient } from "./native-client";

// The native client must answer as @libsql/client (the plain form it replaces on Node, and what the edge and the
// tests of faults-libsql-server speak) for what the app and drizzle read: values, rows by name and by index, key
// order, counts, last ids, errors and their codes, transactions and batches. Each case runs on both, side by side.
const plain = createClient({ url: ":memory:" });
const native = nativeClient(":memory:", ["PRAGMA foreign_keys = ON"]);
afterAll(() => (plain.close(), native.close()));
const both = [plain, native] as const;

const SCHEMA = [
  "create table p (id integer primary key, nom text not null unique)",
  `create table t (id integer primary key autoincrement, pId integer references p(id), n integer, x real,
   s text, b blob, flag integer)`,
];
await plain.execute("PRAGMA foreign_keys = ON");
for (const c of both) for (const s of SCHEMA) await c.execute(s);

/** What a reader sees of a row: its own keys in order, each named value, each indexed value, its length. */
const shape = (row: Row) => ({
  keys: Object.keys(row),
  named: Object.fromEntries(Object.keys(row).map((k) => [k, bytes(row[k])])),
  indexed: Array.prototype.slice.call(row).map(bytes),
  length: row.length,
});
const bytes = (v: unknown) => (v instanceof ArrayBuffer ? [...new Uint8Array(v)] : v);
const result = (r: ResultSet) => ({
  columns: r.columns,
  rows: r.rows.map(shape),
  rowsAffected: r.rowsAffected,
  lastInsertRowid: r.lastInsertRowid,
});
const outcome = async (run: (c: Client) => Promise<ResultSet | ResultSet[]>, c: Client) => {
  try {
    const r = await run(c);
    return Array.isArray(r) ? r.map(result) : result(r);
  } catch (e) {
    const err = e as { name: string; code?: string; extendedCode?: string; rawCode?: number };
    // A failed batch is a LibsqlBatchError on @libsql/client (a LibsqlError with the statement's index), a plain
    // LibsqlError here: the one known difference, which nothing reads (the app sends no batch; lib/faults.ts reads
    // the codes).
    return {
      error: err.name === "LibsqlBatchError" ? "LibsqlError" : err.name,
      code: err.code,
      extendedCode: err.extendedCode,
      rawCode: err.rawCode,
    };
  }
};
const same = async (run: (c: Client) => Promise<ResultSet | ResultSet[]>) => {
  const [a, b] = [await outcome(run, plain), await outcome(run, native)];
  expect(b).toEqual(a);
  return a;
};

describe("native client = @libsql/client", () => {
  it("writes and reads every value type the app binds, positional and named", async () => {
    await same((c) => c.execute({ sql: "insert into p (nom) values (?)", args: ["Dupont"] }));
    await same((c) =>
      c.execute({
        sql: "insert into t (pId, n, x, s, b, flag) values (:p, $n, @x, :s, :b, :f)",
        args: {
          p: 1,
          $n: 12,
          "@x": 0.1 + 0.2,
          ":s": "é€ 😀",
          b: new Uint8Array([0, 1, 255]).buffer,
          f: true,
        },
      }),
    );
    await same((c) =>
      c.execute({
        sql: "insert into t (n, s, flag) values (?, ?, ?), (?, ?, ?)",
        args: [new Date(86_400_000), null, false, -5, "", 0],
      }),
    );
    const read = await same((c) => c.execute("select * from t order by id"));
    expect(read).toMatchObject({ rows: { length: 3 } });
    await same((c) => c.execute("update t set n = n + 1 where n is not null"));
    await same((c) => c.execute("delete from t where id = 3"));
  });

  it("names columns as SQLite does, a repeated name keeping its first value", async () => {
    await same((c) =>
      c.execute(
        "select t.id, p.id, p.nom as 'nom', json_object('a', 1) as j, 1 as id from t join p on p.id = t.pId",
      ),
    );
    await same((c) => c.execute("select 1 as x where 0"));
  });

  it("answers a read ending with LIMIT 1 (its one row taken by get) as any other read", async () => {
    for (const c of both) await c.execute("insert into p (nom) values ('un'), ('deux'), ('trois')");
    await same((c) => c.execute("select id, nom from p order by nom limit 1"));
    await same((c) => c.execute({ sql: "SELECT nom FROM p WHERE id > ? LIMIT 1 ;", args: [1] }));
    await same((c) => c.execute("with q as (select nom from p) select nom from q where 0 limit 1"));
    // Not one row: a longer limit, or a subquery's.
    await same((c) => c.execute("select nom from p order by id limit 10"));
    await same((c) =>
      c.execute("select nom, (select id from p as o order by id limit 1) as premier from p"),
    );
    for (const c of both) await c.execute("delete from p where nom in ('un', 'deux', 'trois')");
  });

  it("fails with the same codes: constraint, unknown table, bad argument", async () => {
    await same((c) => c.execute({ sql: "insert into p (nom) values (?)", args: ["Dupont"] }));
    await same((c) => c.execute({ sql: "insert into t (pId) values (?)", args: [999] }));
    await same((c) => c.execute("select * from absente"));
    await expect(native.execute({ sql: "select ?", args: [Number.NaN] })).rejects.toThrow(
      RangeError,
    );
    await expect(plain.execute({ sql: "select ?", args: [Number.NaN] })).rejects.toThrow(
      RangeError,
    );
  });

  it("batches in one transaction, all or nothing, and transactions commit or roll back", async () => {
    await same((c) =>
      c.batch(
        [
          { sql: "insert into p (nom) values (?)", args: ["Martin"] },
          "select count(*) as n from p",
        ],
        "write",
      ),
    );
    await same((c) =>
      c.batch(["insert into p (nom) values ('Bernard')", "insert into p (nom) values ('Martin')"]),
    );
    await same((c) => c.execute("select nom from p order by id"));
    for (const c of both) {
      const tx = await c.transaction("write");
      await tx.execute("insert into p (nom) values ('Petit')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      const kept = await c.transaction("write");
      await kept.execute("insert into p (nom) values ('Durand')");
      await kept.commit();
    }
    await same((c) => c.execute("select nom from p order by id"));
  });

  it("runs a statement with a heavy argument (an import's rows as JSON) again and again, reads and writes, failing alike", async () => {
    // Over 64 KB: such a statement is not kept (its bound copy would stay), so each run prepares it anew.
    const rows = JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ nom: `Lourd ${i}` })));
    const insert = {
      sql: "insert into p (nom) select json_extract(value, '$.nom') from json_each(?)",
      args: [rows],
    };
    const count = {
      sql: "select count(*) n from p where nom in (select json_extract(value, '$.nom') from json_each(?))",
      args: [rows],
    };
    await same((c) => c.execute(insert));
    await same((c) => c.execute(count));
    // The same text again: the unique index refuses it on both, nothing half-written.
    await same((c) => c.execute(insert));
    await same((c) => c.execute(count));
  });
});
