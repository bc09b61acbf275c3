import { describe, expect, it } from "vitest";
import { datesBail } from "../echeances/bail";
import { congeBailleur } from "./conge";
import { dernierJourConge, termeCourant } from "./terme";

// ADR 173: a lease without « Fin du bail » on the day before, the day of and the day after its computed term. The law
// (loi n° 89-462, art. 10) ends the lease at its term and renews it from the day after: on the term's day the lease
// ends today, it is not yet renewed. Leap years and starts on the 31st or 29 February at the same edges.

const fin = (typeBail: string, dateDebutBail: string, jour: string) =>
  termeCourant({ typeBail, dateDebutBail }, false, jour).fin;

describe("the computed term at its edges", () => {
  it.each([
    // kind, start, the day before, the term's day, the day after, the next term
    ["nu", "2023-12-01", "2026-11-29", "2026-11-30", "2026-12-01", "2029-11-30"],
    // Started on 29 February: three years end on the last day of February 2027, the renewal on 28 February 2030.
    ["nu", "2024-02-29", "2027-02-27", "2027-02-28", "2027-03-01", "2030-02-28"],
    // Furnished, one year: the fourth term ends on 29 February 2028, a leap year.
    ["meublé", "2024-02-29", "2028-02-28", "2028-02-29", "2028-03-01", "2029-02-28"],
    // Started on the 31st: the term ends on the 30th, the renewed one too.
    ["nu", "2023-08-31", "2026-08-29", "2026-08-30", "2026-08-31", "2029-08-30"],
    ["meublé", "2025-01-31", "2026-01-29", "2026-01-30", "2026-01-31", "2027-01-30"],
  ])(
    "%s from %s: the term's day ends the lease, the day after the next term",
    (type, debut, veille, jour, lendemain, suivant) => {
      expect(fin(type, debut, veille)).toBe(jour);
      expect(fin(type, debut, jour)).toBe(jour);
      expect(fin(type, debut, lendemain)).toBe(suivant);
    },
  );

  it("« Échéances » on the term's day: it ends today, renewed tomorrow; the next deadline is the next term's", () => {
    const b = { typeBail: "nu" as const, dateDebutBail: "2023-12-01" };
    expect(datesBail(b, "2026-11-30")).toMatchObject({
      fin: "2026-11-30",
      reconduction: "2026-12-01",
      congeBailleur: { date: "2029-05-31", finDuTerme: "2029-11-30" },
    });
    // The day before: the same term, ending tomorrow.
    expect(datesBail(b, "2026-11-29")).toMatchObject({
      fin: "2026-11-30",
      reconduction: "2026-12-01",
    });
  });

  it("the congé on the term's day: in time it ends the lease today; sent today, late, the next term", () => {
    const b = { typeBail: "nu", dateDebutBail: "2023-12-01", dateFinBail: null, clos: false };
    expect(dernierJourConge("2026-11-30", 6)).toBe("2026-05-31");
    expect(congeBailleur(b, false, "2026-05-31", "2026-11-30")).toEqual({
      terme: "2026-11-30",
      limite: "2026-05-31",
    });
    expect(congeBailleur(b, false, "2026-06-01", "2026-11-30")).toMatchObject({
      termePossible: "2029-11-30",
    });
    expect(congeBailleur(b, false, "2026-11-30", "2026-11-30")).toMatchObject({
      termePossible: "2029-11-30",
    });
    // The day after, the lease was renewed: a congé sent then ends the next term, in time.
    expect(congeBailleur(b, false, "2026-12-01", "2026-12-01")).toEqual({
      terme: "2029-11-30",
      limite: "2029-05-31",
    });
  });
});
