import { describe, expect, it } from "vitest";
import { cleCourrielEcheances, semaineIso } from "./courriel";

describe("the ISO week of the weekly e-mail", () => {
  it.each([
    ["2026-11-30", "2026-W49"], // a Monday
    ["2026-11-29", "2026-W48"], // the Sunday before
    ["2027-01-01", "2026-W53"], // a Friday: the week of 2026's last Thursday
    ["2027-01-04", "2027-W01"],
    ["2024-12-30", "2025-W01"], // a Monday whose Thursday is in 2025
  ])("%s is %s", (jour, semaine) => {
    expect(semaineIso(jour)).toBe(semaine);
    expect(cleCourrielEcheances(jour)).toBe(`echeances:${semaine}`);
  });
});
