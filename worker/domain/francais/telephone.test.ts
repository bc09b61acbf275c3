import { describe, expect, it } from "vitest";
import { afficherTelephone, normaliserTelephone } from "./telephone";

describe("phone numbers", () => {
  it("reads French numbers as they are typed", () => {
    for (const saisi of [
      "06 12 34 56 78",
      "0612345678",
      "+33 6 12 34 56 78",
      "06.12.34.56.78",
      "06-12-34-56-78",
      " +33 (0)6 12 34 56 78 ",
      "0033612345678",
    ])
      expect(normaliserTelephone(saisi), saisi).toBe("06 12 34 56 78");
  });

  it("reads another country's number starting with « + »", () => {
    expect(normaliserTelephone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normaliserTelephone("+1 (212) 555-0100")).toBe("+12125550100");
  });

  it("refuses letters and too few or too many digits", () => {
    for (const saisi of [
      "06 12 AB 56 78",
      "appeler le gardien",
      "06 12 34",
      "+33 6 12",
      "612345678",
      "+123456",
      "06123456789",
    ])
      expect(normaliserTelephone(saisi), saisi).toBeNull();
  });

  it("shows French numbers grouped by two, anything else as stored", () => {
    expect(afficherTelephone("0612345678")).toBe("06 12 34 56 78");
    expect(afficherTelephone("+33 6 12 34 56 78")).toBe("06 12 34 56 78");
    expect(afficherTelephone("06.12.34.56.78")).toBe("06 12 34 56 78");
    expect(afficherTelephone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(afficherTelephone("voir le gardien")).toBe("voir le gardien");
    expect(afficherTelephone(null)).toBe("");
  });
});
