import { describe, expect, it } from "vitest";
import { closDesAujourdhui, erreurDateFin } from "./fin-bail";
import { mentionProrata, prorataDuTerme, termeDuMois } from "./quitance";

describe("the end of a lease and its last month", () => {
  it("never before the tenant's entry; closed at once only from today", () => {
    expect(erreurDateFin("2026-05-31", "2026-06-01")).toBe(
      "Le bail ne peut pas se terminer avant l'entrée du locataire (01/06/2026).",
    );
    expect(erreurDateFin("2026-06-01", "2026-06-01")).toBeNull();
    expect(closDesAujourdhui("2026-11-21", "2026-11-21")).toBe(true);
    expect(closDesAujourdhui("2026-11-22", "2026-11-21")).toBe(false);
  });
  it("the first and last months are prorated to the cent, said 'prorata : N jours sur M'", () => {
    const bail = {
      dateEntree: "2026-06-17",
      dateFinBail: "2026-11-10",
      loyerHC: 90000,
      loyerCharge: 6100,
    };
    expect(termeDuMois(bail, "2026-06")).toMatchObject({ prixHC: 42000, charge: 2847, jours: 14 });
    expect(termeDuMois(bail, "2026-11")).toMatchObject({ prixHC: 30000, charge: 2033, jours: 10 });
    expect(termeDuMois(bail, "2026-12")).toBeNull();
    expect(prorataDuTerme("2026-07-01", "2026-07-31")).toBeNull();
    expect(mentionProrata("2026-06-17", "2026-06-30")).toBe("prorata : 14 jours sur 30");
    expect(mentionProrata("2026-02-01", "2026-02-01")).toBe("prorata : 1 jour sur 28");
    expect(mentionProrata("2026-07-01", "2026-07-31")).toBe("");
  });
});
