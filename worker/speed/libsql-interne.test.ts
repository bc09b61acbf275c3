import { readFileSync } from "node:fs";
import { LibsqlError as ClientLibsqlError } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { LibsqlError, libsqlError, openNative, rawOneRow, rawRows } from "./libsql-interne";

// What libsql-interne.ts (and the server build's patch of libsql, ADR 058) relies on in libsql, @libsql/core and
// @libsql/client (ADR 093): an upgrade that changes any of it fails here first, not in the Node server.
const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const text = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("libSQL below @libsql/client, as libsql-interne.ts uses it", () => {
  it("is the pinned version of each package", () => {
    const deps = json("../../package.json").dependencies;
    expect(deps).toMatchObject({
      libsql: "0.5.29",
      "@libsql/core": "0.18.0",
      "@libsql/client": "0.18.0",
    });
    for (const name of ["libsql", "@libsql/core", "@libsql/client"])
      expect(json(`../../node_modules/${name}/package.json`).version, name).toBe(deps[name]);
  });

  it("answers raw-mode rows as arrays of cells, a reader's columns, and a write's changes", () => {
    const db = openNative(":memory:");
    try {
      db.exec("create table t (a integer, b text, c blob)");
      const insert = db.prepare("insert into t values (?, ?, ?)");
      expect(insert.reader).toBe(false);
      expect(insert.run([1, "un", Buffer.from([1, 2])]).changes).toBe(1);
      const read = db.prepare("select a, b, c from t");
      expect(read.reader).toBe(true);
      read.raw(true);
      expect(read.columns().map((c) => c.name)).toEqual(["a", "b", "c"]);
      const [row] = rawRows(read, []);
      expect(row?.slice(0, 2)).toEqual([1, "un"]);
      expect(Buffer.isBuffer(row?.[2])).toBe(true);
      expect(rawOneRow(db.prepare("select a from t limit 1").raw(true), [])).toEqual([[1]]);
      expect(rawOneRow(db.prepare("select a from t where a = 2 limit 1").raw(true), [])).toEqual(
        [],
      );
      db.exec("BEGIN IMMEDIATE");
      expect(db.inTransaction).toBe(true);
      db.exec("ROLLBACK");
      expect(db.open).toBe(true);
    } finally {
      db.close();
    }
  });

  it("throws SqliteError with its raw code, made @libsql/client's LibsqlError", () => {
    const db = openNative(":memory:");
    try {
      db.exec("create table t (a integer primary key)");
      db.exec("insert into t values (1)");
      let caught: unknown;
      try {
        db.exec("insert into t values (1)");
      } catch (e) {
        caught = e;
      }
      const error = libsqlError(caught);
      expect(error).toBeInstanceOf(LibsqlError);
      // The very class @libsql/client answers with (lib/faults.ts tests it).
      expect(LibsqlError).toBe(ClientLibsqlError);
      expect(error).toMatchObject({ code: "SQLITE_CONSTRAINT", rawCode: 1555 });
    } finally {
      db.close();
    }
  });

  it("still has the two texts the server build replaces in libsql and @neon-rs/load", async () => {
    const plugins: unknown = await import(
      String(new URL("../../scripts/build-server-start-plugins.mjs", import.meta.url))
    );
    const read = (name: string) =>
      typeof plugins === "object" && plugins ? Reflect.get(plugins, name) : undefined;
    const [probe, nativeRequire] = [read("NEON_PROBE"), read("NATIVE_REQUIRE")];
    expect(typeof probe).toBe("string");
    expect(typeof nativeRequire).toBe("string");
    expect(json("../../node_modules/@neon-rs/load/package.json").version).toBe("0.0.4");
    expect(text("../../node_modules/@neon-rs/load/dist/index.js")).toContain(String(probe));
    expect(text("../../node_modules/libsql/index.js")).toContain(String(nativeRequire));
  });
});
