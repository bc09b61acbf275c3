import { describe, expect, it } from "vitest";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { rowObjectSql } from "./row-json";

// The rows' JSON tables and triggers are generated (ADR 064) and made by the migration runner from this definition
// (ADR 097; tests/api/derived-objects.test.ts holds a migrated database to it).

describe("the rows' stored JSON", () => {
  it("refuses a table whose last value could end in a brace (a reader opens the object with rtrim)", () => {
    const table = sqliteTable("Essai", {
      id: integer("id").primaryKey(),
      reglages: text("reglages", { mode: "json" }),
    });
    expect(() => rowObjectSql("Appartement", table, "x")).toThrow(
      "Appartement : son dernier membre (reglages) doit être une colonne telle quelle",
    );
    const plain = sqliteTable("Essai", { id: integer("id").primaryKey(), nom: text("nom") });
    expect(rowObjectSql("Appartement", plain, "x")).toBe(
      `json_object('id', x."id", 'nom', x."nom")`,
    );
  });
});
