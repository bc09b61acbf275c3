import { describe, expect, it } from "vitest";
import { referencePartAide } from "./reference-part";

describe("referencePartAide", () => {
  it("names the organisme, the allocataire and the aid's month in French, never the ISO month", () => {
    expect(referencePartAide("CAF", "1234567", "2026-11")).toBe("CAF n° 1234567, novembre 2026");
    expect(referencePartAide("MSA", "0042", "2027-01")).toBe("MSA n° 0042, janvier 2027");
  });
});
