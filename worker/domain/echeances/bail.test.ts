import { describe, expect, it } from "vitest";
import { dernierJourConge } from "../reconduction/terme";
import { datesBail, prochainEntretienChaudiere } from "./bail";
import { termeMandat } from "./obligations";

const finMandat = (s: string | null, d: number | null, j: string) =>
  termeMandat(s, d, null, j)?.fin ?? null;

// Each kind's dates at their edges: the day before, the day of and the day after a term's end and a notice day.
describe("a lease's own dates", () => {
  const cas: [
    string,
    Parameters<typeof datesBail>[0],
    string,
    { fin: string; reconduction: string | null; conge: string | null; finDuTerme?: string },
  ][] = [
    // nu, three years from 2024-07-01: ends 2027-06-30, notice by 2026-12-31.
    [
      "nu, la veille du dernier jour de congé",
      { typeBail: "nu", dateDebutBail: "2024-07-01" },
      "2026-12-30",
      { fin: "2027-06-30", reconduction: "2027-07-01", conge: "2026-12-31" },
    ],
    [
      "nu, le dernier jour de congé",
      { typeBail: "nu", dateDebutBail: "2024-07-01" },
      "2026-12-31",
      { fin: "2027-06-30", reconduction: "2027-07-01", conge: "2026-12-31" },
    ],
    [
      "nu, le lendemain : le congé vaut pour le terme suivant",
      { typeBail: "nu", dateDebutBail: "2024-07-01" },
      "2027-01-01",
      {
        fin: "2027-06-30",
        reconduction: "2027-07-01",
        conge: "2029-12-31",
        finDuTerme: "2030-06-30",
      },
    ],
    [
      "nu, le jour du terme",
      { typeBail: "nu", dateDebutBail: "2024-07-01" },
      "2027-06-30",
      { fin: "2027-06-30", reconduction: "2027-07-01", conge: "2029-12-31" },
    ],
    [
      "nu, le lendemain du terme : reconduit trois ans",
      { typeBail: "nu", dateDebutBail: "2024-07-01" },
      "2027-07-01",
      { fin: "2030-06-30", reconduction: "2030-07-01", conge: "2029-12-31" },
    ],
    [
      "nu, bailleur personne morale : six ans",
      { typeBail: "nu", dateDebutBail: "2024-07-01", bailleurPersonneMorale: true },
      "2026-01-01",
      { fin: "2030-06-30", reconduction: "2030-07-01", conge: "2029-12-31" },
    ],
    [
      "nu, fin saisie",
      { typeBail: "nu", dateDebutBail: "2024-03-15", dateFinBail: "2027-03-14" },
      "2026-01-01",
      { fin: "2027-03-14", reconduction: "2027-03-15", conge: "2026-09-14" },
    ],
    // meublé: one year, notice three months.
    [
      "meublé, la veille du terme",
      { typeBail: "meublé", dateDebutBail: "2025-09-01" },
      "2026-08-30",
      {
        fin: "2026-08-31",
        reconduction: "2026-09-01",
        conge: "2027-05-31",
        finDuTerme: "2027-08-31",
      },
    ],
    [
      "meublé, le dernier jour de congé",
      { typeBail: "meublé", dateDebutBail: "2025-09-01" },
      "2026-05-31",
      { fin: "2026-08-31", reconduction: "2026-09-01", conge: "2026-05-31" },
    ],
    [
      "meublé, le lendemain du terme",
      { typeBail: "meublé", dateDebutBail: "2025-09-01" },
      "2026-09-01",
      { fin: "2027-08-31", reconduction: "2027-09-01", conge: "2027-05-31" },
    ],
    // Étudiant: nine months, no renewal, no notice; past its end it stays past.
    [
      "étudiant, le jour du terme",
      { typeBail: "étudiant", dateDebutBail: "2025-09-01" },
      "2026-05-31",
      { fin: "2026-05-31", reconduction: null, conge: null },
    ],
    [
      "étudiant, le lendemain du terme",
      { typeBail: "étudiant", dateDebutBail: "2025-09-01" },
      "2026-06-01",
      { fin: "2026-05-31", reconduction: null, conge: null },
    ],
    // Mobilité: its stated end (one to ten months), no renewal, no notice.
    [
      "mobilité, fin saisie",
      { typeBail: "mobilité", dateDebutBail: "2026-01-10", dateFinBail: "2026-04-09" },
      "2026-04-10",
      { fin: "2026-04-09", reconduction: null, conge: null },
    ],
    [
      "mobilité, sans fin : dix mois",
      { typeBail: "mobilité", dateDebutBail: "2026-01-10" },
      "2026-01-10",
      { fin: "2026-11-09", reconduction: null, conge: null },
    ],
  ];
  it.each(cas)("%s", (_, bail, jour, attendu) => {
    const d = datesBail(bail, jour);
    expect(d.fin).toBe(attendu.fin);
    expect(d.reconduction).toBe(attendu.reconduction);
    expect(d.congeBailleur?.date ?? null).toBe(attendu.conge);
    if (attendu.finDuTerme) expect(d.congeBailleur?.finDuTerme).toBe(attendu.finDuTerme);
    expect(d.preavisLocataire).toMatch(/mois/);
  });

  it("the notice day at a month's end is clamped (31 August less six months: end of February, less a day)", () => {
    expect(dernierJourConge("2027-08-30", 6)).toBe("2027-02-27");
    expect(dernierJourConge("2028-08-30", 6)).toBe("2028-02-28");
    expect(dernierJourConge("2027-08-31", 6)).toBe("2027-02-28");
  });

  it("the boiler's certificate: a year after the last, due now without one", () => {
    expect(prochainEntretienChaudiere("2025-03-10")).toBe("2026-03-10");
    expect(prochainEntretienChaudiere("2024-02-29")).toBe("2025-02-28");
    expect(prochainEntretienChaudiere(null)).toBeNull();
  });

  it("a mandate ends at its term, then at each renewal by the same term", () => {
    expect(finMandat("2023-01-15", 36, "2026-01-14")).toBe("2026-01-14");
    expect(finMandat("2023-01-15", 36, "2026-01-15")).toBe("2029-01-14");
    expect(finMandat("2025-06-01", 12, "2025-06-01")).toBe("2026-05-31");
    expect(finMandat(null, 12, "2026-01-01")).toBeNull();
    expect(finMandat("2025-06-01", null, "2026-01-01")).toBeNull();
  });
});
