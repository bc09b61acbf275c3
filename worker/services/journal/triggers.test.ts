import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { User } from "../../db/schema";
import { journalStatements, tableTriggers, tablesJournalisees } from "./triggers";

// The journal's triggers are generated (ADR 029) and made by the migration runner from this definition (ADR 097;
// tests/api/derived-objects.test.ts holds a migrated database to it).

describe("the journal's triggers", () => {
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
    const sql = journalStatements().join("\n");
    for (const technical of ["DataVersion", "RateLimit", "JobRun", "Setting", "Outbox"])
      expect(sql).not.toContain(`"Journal_${technical}_insert"`);
  });
});
