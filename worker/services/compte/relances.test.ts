import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/dates";
import { etapesRelance, joursValides, periodeReleveSchema } from "../../domain/schemas/relances";
import { etapeDue, jourEcheance } from "./relances";

const ETAPES = etapesRelance([5, 15, 30]);

describe("reminder stages", () => {
  it("a term is due on its first day, or on its month's jourQuitance when later (clamped to the month)", () => {
    expect(jourEcheance({ date: "2026-12-01", mois: "2026-12" }, 5)).toBe("2026-12-05");
    expect(jourEcheance({ date: "2026-12-10", mois: "2026-12" }, 5)).toBe("2026-12-10");
    expect(jourEcheance({ date: "2027-02-01", mois: "2027-02" }, 31)).toBe("2027-02-28");
    expect(jourEcheance({ date: "2026-12-01", mois: "2026-12" }, null)).toBe("2026-12-01");
  });

  it("the highest stage whose day has come, across months and years", () => {
    expect(etapeDue("2026-12-01", "2026-12-05", ETAPES)).toBe(0);
    expect(etapeDue("2026-12-01", "2026-12-06", ETAPES)).toBe(1);
    expect(etapeDue("2026-12-01", "2026-12-16", ETAPES)).toBe(2);
    expect(etapeDue("2026-12-01", "2026-12-31", ETAPES)).toBe(3);
    expect(etapeDue("2026-12-20", "2027-01-19", ETAPES)).toBe(3);
    expect(addDays("2028-02-25", 5)).toBe("2028-03-01");
  });

  it("a stored setting that does not hold is not used", () => {
    expect(joursValides([5, 15, 30])).toBe(true);
    expect(joursValides([5, 5, 30])).toBe(false);
    expect(joursValides([0.5, 15, 30])).toBe(false);
    expect(joursValides([5, 15, 400])).toBe(false);
  });

  it("the statement's period: optional days, never reversed", () => {
    expect(periodeReleveSchema.safeParse({}).success).toBe(true);
    expect(periodeReleveSchema.safeParse({ du: "2026-11-01", au: "2026-11-01" }).success).toBe(
      true,
    );
    expect(periodeReleveSchema.safeParse({ du: "2026-11-02", au: "2026-11-01" }).success).toBe(
      false,
    );
    expect(periodeReleveSchema.safeParse({ du: "2026-02-30" }).success).toBe(false);
  });
});
