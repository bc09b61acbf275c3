import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { domainSchemas, schemaFieldNames } from "../support/domain-schemas";
import { fuzzRuns, fuzzSeed, nastyBody } from "../support/bad-input";

// Every zod schema of worker/domain/schemas (the server validates with them, the web's forms too) under generated
// bad input: it answers (never throws), refuses in French, and what it accepts it accepts again (a PUT re-validates
// the stored record merged with the patch, so a value accepted once must never block the record's next update).

const SCHEMAS = await domainSchemas();
const FIELDS = schemaFieldNames(SCHEMAS);
const SEED = fuzzSeed("bad-input-schemas.test.ts");
const RUNS = fuzzRuns(120);

// zod's English defaults: the app sets the French locale and its own messages (domain/schemas/fields.ts).
const ENGLISH =
  /^(Invalid|Expected|Required|Too (big|small)|Unrecognized|String must|Number must|Array must)/;

/** Finite numbers only, all the way down: the server stores it and answers it as JSON. */
function finite(v: unknown): boolean {
  if (typeof v === "number") return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(finite);
  if (v && typeof v === "object") return Object.values(v).every(finite);
  return true;
}

it("finds the schemas and their fields", () => {
  expect(SCHEMAS.length).toBeGreaterThan(10);
  expect(FIELDS).toContain("loyerHC");
});

describe.each(SCHEMAS.map((s) => [s.name, s.schema] as const))("%s", (_name, schema) => {
  it("refuses bad input in French and accepts again what it accepted", () => {
    // Valid-looking starting points: an empty object and the fields every schema knows, to reach deep branches.
    const bodies = nastyBody(
      [{}, Object.fromEntries(FIELDS.slice(0, 20).map((f) => [f, "x"]))],
      FIELDS,
      [1, 2, 3],
    );
    fc.assert(
      fc.property(fc.oneof(bodies, fc.anything()), (input) => {
        const r = schema.safeParse(input);
        if (!r.success) {
          for (const issue of r.error.issues) {
            expect(typeof issue.message).toBe("string");
            expect(issue.message.length, JSON.stringify(issue)).toBeGreaterThan(0);
            expect(issue.message, JSON.stringify(issue)).not.toMatch(ENGLISH);
          }
          return;
        }
        expect(finite(r.data), JSON.stringify(r.data)).toBe(true);
        const again = schema.safeParse(JSON.parse(JSON.stringify(r.data)));
        expect(again.success, JSON.stringify(again.error?.issues)).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
