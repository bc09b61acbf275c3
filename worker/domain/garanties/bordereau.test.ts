import { describe, expect, it } from "vitest";
import { nomBordereau, trimestresRecents } from "./bordereau";

describe("the statement's quarters offered", () => {
  it("offers the running quarter and, by default, the last one ended, across a year's turn", () => {
    const { enCours, echus } = trimestresRecents("2027-01-15", 3);
    expect(enCours.code).toBe("2027-T1");
    expect(echus.map((t) => t.code)).toEqual(["2026-T4", "2026-T3", "2026-T2"]);
    expect(echus[0]).toMatchObject({ debut: "2026-10-01", fin: "2026-12-31" });
    expect(echus[0]?.libelle).toBe("4e trimestre 2026");
  });

  it("puts the last day of a quarter in that quarter, still running", () => {
    expect(trimestresRecents("2026-09-30", 1).enCours.code).toBe("2026-T3");
    expect(trimestresRecents("2026-10-01", 1).echus[0]?.code).toBe("2026-T3");
  });

  it("names the file as the server sends it", () => {
    expect(nomBordereau("GLI-1", "2026-T4", "csv")).toBe("Bordereau GLI GLI-1 2026-T4.csv");
  });
});
