import { expect } from "vitest";
import type { TestApp } from "./test-app";

// ADR 137: what the journal keeps of a batch's SEPA file, read behind the API's back: never an IBAN, whole or masked
// inside the XML, and a line naming the file.

/** Any IBAN-shaped string: a country, two check digits, then 11 to 30 letters or digits, grouped by spaces or not. */
export const IBAN_ENTIER = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}/;

/** The journal's value of `ressource`'s file once issued, after checking no line of that resource holds an IBAN. */
export async function fichierAuJournal(t: TestApp, ressource: string): Promise<unknown> {
  const lignes = (
    await t.client.execute({
      sql: `select "changes" from "Journal" where "resource" = ?`,
      args: [ressource],
    })
  ).rows.map((l) => String(l.changes));
  for (const l of lignes) {
    expect(l).not.toMatch(IBAN_ENTIER);
    expect(l).not.toContain("<IBAN>");
  }
  return lignes.map((l) => JSON.parse(l).fichierSepa?.[1]).find(Boolean);
}
