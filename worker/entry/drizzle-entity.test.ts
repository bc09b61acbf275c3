import { describe, expect, it } from "vitest";
import { Column, SQL, Table, View, entityKind, is as drizzleIs, sql } from "drizzle-orm";
import { SQLiteColumn, SQLiteTable, SQLiteText } from "drizzle-orm/sqlite-core";
import { Appartement, Dossier } from "../db/schema";
import { is, entityKind as ourEntityKind, hasOwnEntityKind } from "./drizzle-entity";

// The Node bundle's `is` for drizzle (scripts/build-server.mjs swaps it in): the same answers as drizzle's own.

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
