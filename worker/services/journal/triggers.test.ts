import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { User } from "../../db/schema";
import { newestCustomMigrationText } from "../../db/custom-migrations";
import { journalMigration, tableTriggers, tablesJournalisees } from "./triggers";

// The journal's triggers are generated (ADR 029): the newest journal_triggers migration must be what the generator
// makes from today's schema, or a table added since has no journal. The fix: `npx tsx scripts/journal-triggers.ts`.

describe("the journal's triggers", () => {
  it("the newest journal_triggers migration is the generator's output for this schema", () => {
    const text = newestCustomMigrationText("journal_triggers");
    expect(text, "no journal_triggers migration").toBeDefined();
    expect(text, "run `npx tsx scripts/journal-triggers.ts`").toBe(journalMigration());
  });

  it("never copies a secret column's value: the password hash and the token version are masked", () => {
    const sql = tableTriggers(User).join("\n");
    for (const col of ["passwordHash", "tokenVersion"]) {
      expect(sql).not.toMatch(new RegExp(`json_array\\((NULL, )?new\\."${col}"`));
      expect(sql).not.toMatch(new RegExp(`json_array\\(old\\."${col}"`));
    }
    expect(Object.keys(getTableColumns(User))).toContain("passwordHash");
  });

  it("leaves the technical tables alone", () => {
    expect(tablesJournalisees().length).toBeGreaterThan(20);
    const sql = journalMigration();
    for (const technical of ["DataVersion", "RateLimit", "JobRun", "Setting", "Outbox"])
      expect(sql).not.toContain(`"Journal_${technical}_insert"`);
  });
});
