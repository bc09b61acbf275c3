import { describe, expect, it } from "vitest";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { newestCustomMigrationText } from "../../db/custom-migrations";
import { rowJsonMigration, rowObjectSql } from "./row-json";

// The rows' JSON tables and triggers are generated (ADR 064): the newest row_json migration must be what the
// generator makes from today's schema, or a column added since would be missing from every stored object (and from
// the apartment read that puts them in its answer). The fix: `npx tsx scripts/row-json-triggers.ts`.

describe("the rows' stored JSON", () => {
  it("the newest row_json migration is the generator's output for this schema", () => {
    const text = newestCustomMigrationText("row_json");
    expect(text, "no row_json migration").toBeDefined();
    expect(text, "run `npx tsx scripts/row-json-triggers.ts`").toBe(rowJsonMigration());
  });

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
