import { describe, expect, it } from "vitest";
import { jour } from "./format";

describe("jour: a day of the month", () => {
  it("prints the first as '1er'", () => {
    expect(jour(1)).toBe("1er");
    expect(jour(5)).toBe("5");
    expect(jour(null)).toBe("");
  });
});
