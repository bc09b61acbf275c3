import { describe, expect, it } from "vitest";
import { cleCourrielEcheances, courrielEcheances, semaineIso } from "./courriel";
import type { Echeance } from "./types";

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

describe("the levels of a calendar's dates", () => {
  it("expire before today, bientot up to 60 days ahead, ok after", async () => {
    const { niveaux } = await import("./filtre");
    const n = niveaux("2026-11-21");
    expect(n("2026-11-20")).toBe("expire");
    expect(n("2026-11-21")).toBe("bientot");
    expect(n("2027-01-20")).toBe("bientot");
    expect(n("2027-01-21")).toBe("ok");
  });
});

describe("the weekly e-mail's subject", () => {
  // It read « 1 échue(s) »: 0 and 1 singular, 2 plural.
  const e: Echeance = {
    date: "2026-11-20",
    type: "assurance",
    niveau: "expire",
    libelle: "Attestation d'assurance",
    regle: "Article 7 g",
  };
  it.each([
    [0, "0 à venir, 0 échue"],
    [1, "0 à venir, 1 échue"],
    [2, "0 à venir, 2 échues"],
  ])("%i overdue: « %s »", (n, fin) => {
    const c = courrielEcheances("2026-11-21", Array(n).fill(e), [], "https://x", "Agence");
    expect(c.subject).toBe(`Échéances des 60 prochains jours : ${fin}`);
  });
});
