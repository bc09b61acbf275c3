import { describe, expect, it } from "vitest";
import { debutSuivi, planchers } from "./reprise";

describe("an imported lease's calendar starts at its cut-over", () => {
  const repris = {
    id: 1,
    AppartementId: 10,
    dateDebutBail: "2021-03-01",
    dateReprise: "2026-11-01",
  };
  const ici = { id: 2, AppartementId: 20, dateDebutBail: "2021-03-01", dateReprise: null };

  it("an obligation is followed from the cut-over day, or from the start for a lease of this software", () => {
    expect(debutSuivi(repris)).toBe("2026-11-01");
    expect(debutSuivi(ici)).toBe("2021-03-01");
    // A lease started after the cut-over keeps its start.
    expect(debutSuivi({ dateDebutBail: "2026-11-15", dateReprise: "2026-11-01" })).toBe(
      "2026-11-15",
    );
  });

  it("the floor: the lease's cut-over; a lot's when all its open leases were imported", () => {
    const voisin = {
      id: 3,
      AppartementId: 20,
      dateDebutBail: "2024-01-01",
      dateReprise: "2026-11-01",
    };
    const plancher = planchers([repris, ici, voisin]);
    expect(plancher({ DossierId: 1, AppartementId: 10 })).toBe("2026-11-01");
    expect(plancher({ DossierId: 2, AppartementId: 20 })).toBeNull();
    expect(plancher({ AppartementId: 10 })).toBe("2026-11-01");
    // Lot 20 also has a lease of this software: its diagnostics keep their dates.
    expect(plancher({ AppartementId: 20 })).toBeNull();
    expect(plancher({})).toBeNull();
  });
});
