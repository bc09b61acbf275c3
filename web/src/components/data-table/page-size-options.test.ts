import { describe, expect, it } from "vitest";
import { pageSizeOptions } from "./page-size-options";

describe("pageSizeOptions", () => {
  it("offers the usual sizes when the screen opens at one of them", () => {
    expect(pageSizeOptions([10, 20, 50, 100], 20)).toEqual([10, 20, 50, 100]);
  });

  it("offers a screen's own size in its place, so the select never shows an empty box", () => {
    expect(pageSizeOptions([10, 20, 50, 100], 25)).toEqual([10, 20, 25, 50, 100]);
  });
});
