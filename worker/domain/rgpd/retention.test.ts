import { describe, expect, it } from "vitest";
import {
  dateAnonymisation,
  finAuPlusTard,
  finAuPlusTardAvecPreavis,
  motifRefus,
  nomAnonyme,
} from "./retention";

const base = {
  anonymiseLe: null,
  dossiers: 1,
  ouverts: 0,
  fin: "2023-06-30",
  dette: 0,
  jour: "2026-11-21",
};

describe("the retention rule (3 years after the last lease, nothing owed)", () => {
  it("dates the anonymisation 3 years after the end of the last lease", () => {
    expect(dateAnonymisation("2023-06-30")).toBe("2026-06-30");
    expect(dateAnonymisation("2024-02-29")).toBe("2027-02-28");
    expect(finAuPlusTard("2026-11-21")).toBe("2023-11-21");
    expect(finAuPlusTardAvecPreavis("2026-11-21")).toBe("2023-12-21");
  });

  it("allows a former tenant with nothing owed whose last lease ended 3 years ago or more", () => {
    expect(motifRefus(base)).toBeNull();
    expect(motifRefus({ ...base, fin: "2023-11-21" })).toBeNull();
  });

  it("refuses, with the reason, a recent lease, a running one, a debt, no lease, or done already", () => {
    expect(motifRefus({ ...base, fin: "2023-11-22" })).toBe(
      "Ses données sont conservées jusqu'au 22/11/2026 (3 ans après la fin du bail).",
    );
    expect(motifRefus({ ...base, ouverts: 1 })).toBe("Ce locataire a un bail en cours.");
    expect(motifRefus({ ...base, dette: 1 })).toContain("doit encore de l'argent");
    expect(motifRefus({ ...base, dossiers: 0, fin: null })).toContain("n'a aucun bail");
    expect(motifRefus({ ...base, anonymiseLe: "2026-01-01" })).toBe(
      "Ce locataire est déjà anonymisé.",
    );
  });

  it("names the anonymised tenant by number", () => {
    expect(nomAnonyme(42)).toBe("Ancien locataire n° 42");
  });
});
