import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Column, SQL, Table, View, entityKind, is as drizzleIs, sql } from "drizzle-orm";
import { SQLiteColumn, SQLiteTable, SQLiteText } from "drizzle-orm/sqlite-core";
import { Appartement, Dossier } from "../db/schema";
import { is, entityKind as ourEntityKind, hasOwnEntityKind, REPLACES } from "./drizzle-interne";

// The Node bundle's `is` for drizzle (scripts/build-server.mjs swaps it in): the same answers as drizzle's own, and
// the module it replaces as it was when the swap was made (ADR 093): an upgrade that changes it fails here first.
const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const packageJson = new URL("../../package.json", import.meta.url).pathname;
/** The file REPLACES names, as the Node bundle resolves it (drizzle's own folder in node_modules). */
const replacedFile = () => new URL(`../../node_modules/${REPLACES}`, import.meta.url).pathname;

describe("drizzle-orm's entity.js, as drizzle-interne.ts replaces it", () => {
  it("is the pinned version", () => {
    const pinned = json(packageJson).dependencies["drizzle-orm"];
    expect(pinned).toBe("0.45.4");
    const installed = new URL("../../node_modules/drizzle-orm/package.json", import.meta.url);
    expect(json(installed.pathname).version).toBe(pinned);
  });

  it("exports entityKind, hasOwnEntityKind and is, and nothing else, with is's walk on each call", () => {
    const source = readFileSync(replacedFile(), "utf8");
    const exported = /export\s*\{([^}]*)\}/
      .exec(source)?.[1]
      ?.split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    expect(exported?.sort()).toEqual(["entityKind", "hasOwnEntityKind", "is"]);
    expect(source).toContain('Symbol.for("drizzle:entityKind")');
    expect(source).toContain('Symbol.for("drizzle:hasOwnEntityKind")');
    expect(source).toContain("entityKind in cls && cls[entityKind] === type[entityKind]");
  });

  it("is the module the server build's plugin swaps", async () => {
    // A .mjs script without types: loaded by its URL, its function checked before it is called.
    const build: unknown = await import(
      String(new URL("../../scripts/build-server.mjs", import.meta.url))
    );
    const replaced =
      typeof build === "object" && build ? Reflect.get(build, "drizzleReplaced") : undefined;
    expect(typeof replaced).toBe("function");
    const filter: unknown = typeof replaced === "function" ? replaced() : undefined;
    expect(filter instanceof RegExp && filter.test(replacedFile())).toBe(true);
  });
});

/** A class of "another copy of drizzle": not a subclass of Column, but of the same kind. */
class ForeignColumn {
  static readonly [entityKind] = "Column";
  readonly name = "colonne";
}
class ForeignTextColumn extends ForeignColumn {}

/** What a call answers, or the class of the error it throws. */
const outcome = (f: () => boolean) => {
  try {
    return f();
  } catch (e) {
    return (e as Error).constructor.name;
  }
};

describe("the Node bundle's drizzle `is`", () => {
  const values: [string, unknown][] = [
    ["a column", Appartement.id],
    ["a text column", Appartement.adresse],
    ["a table", Dossier],
    ["an SQL", sql`select 1`],
    ["an aliased SQL", sql`1`.as("un")],
    ["a foreign column", new ForeignColumn()],
    ["a subclass of a foreign column", new ForeignTextColumn()],
    ["a plain object", { a: 1 }],
    ["an object without a prototype", Object.create(null)],
    ["an array", [1]],
    ["a string", "Column"],
    ["null", null],
    ["undefined", undefined],
  ];
  const types = [Column, SQLiteColumn, SQLiteText, SQL, SQL.Aliased, Table, SQLiteTable, View];

  it("answers as drizzle's own for every value and class, asked twice (the second from what it kept)", () => {
    for (const [name, value] of values)
      for (const type of types)
        for (const round of [1, 2])
          expect(
            outcome(() => is(value, type)),
            `${name} / ${type.name} (${round})`,
          ).toBe(outcome(() => drizzleIs(value, type)));
  });

  it("recognises a class of the same kind from another copy, as drizzle does", () => {
    expect(is(new ForeignTextColumn(), Column)).toBe(true);
    expect(is(new ForeignTextColumn(), SQL)).toBe(false);
  });

  it("refuses a class that is not drizzle's, as drizzle does", () => {
    // Typed as drizzle's classes are: the check is at run time.
    const NotDrizzle = class {} as unknown as typeof Column;
    expect(() => drizzleIs({}, NotDrizzle)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => is({}, NotDrizzle)).toThrow(/doesn't look like a Drizzle entity/);
  });

  it("shares drizzle's symbols", () => {
    expect(ourEntityKind).toBe(entityKind);
    expect(hasOwnEntityKind).toBe(Symbol.for("drizzle:hasOwnEntityKind"));
  });
});
