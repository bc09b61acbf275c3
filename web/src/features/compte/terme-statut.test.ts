import { describe, expect, it } from "vitest";
import { etatDuTerme } from "./terme-statut";

// A term's state on every receipt row (issue 60, item 9): a term whose period has not begun is « À échoir », never
// « Inconnue »; money on it or its payment wins.

const terme = (o: Record<string, unknown>) => ({
  regle: false,
  statusInconu: true,
  montantRegle: 0,
  prixHC: 80000,
  charge: 5000,
  declaration: null,
  reponduAt: null,
  ...o,
});

describe("a term's state", () => {
  it("reads « À échoir » before its period, « Inconnue » once begun, paid and partial whatever the date", () => {
    expect(etatDuTerme(terme({ date: "2999-01-01" })).label).toBe("À échoir");
    expect(etatDuTerme(terme({ date: "2000-01-01" })).label).toBe("Inconnue");
    expect(etatDuTerme(terme({ date: "2000-01-01", statusInconu: false })).label).toBe("Impayée");
    expect(etatDuTerme(terme({ date: "2999-01-01", montantRegle: 10000 })).label).toBe("Partielle");
    expect(etatDuTerme(terme({ date: "2999-01-01", regle: true, montantRegle: 85000 })).label).toBe(
      "Payée",
    );
  });
});
