import { describe, expect, it } from "vitest";
import { baux } from "./reconduction-card";

// The dashboard card read « 1 bail(s) clos à leur terme… : la loi les a reconduits ».
describe("the « Baux clos sans congé » card's count", () => {
  it("0 and 1 in the singular, 2 in the plural (« baux »)", () => {
    expect(baux(0)).toBe("0 bail clos à son terme sans congé ni préavis : la loi l'a reconduit");
    expect(baux(1)).toBe("1 bail clos à son terme sans congé ni préavis : la loi l'a reconduit");
    expect(baux(2)).toBe(
      "2 baux clos à leur terme sans congé ni préavis : la loi les a reconduits",
    );
  });
});
