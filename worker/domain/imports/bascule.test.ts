import { describe, expect, it } from "vitest";
import { avertissementsBaux, moisAppelesParLImport } from "./bascule";

describe("what a cut-over implies", () => {
  it("the import calls the cut-over month once it has begun; none when it is still to come", () => {
    expect(moisAppelesParLImport("2026-11-01", "2026-11-28")).toEqual(["2026-11"]);
    expect(moisAppelesParLImport("2026-12-31", "2026-11-28")).toEqual([]);
  });

  it("a cut-over months back: every month from it to the import's, across a year (ADR 134)", () => {
    expect(moisAppelesParLImport("2026-10-31", "2026-12-02")).toEqual([
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(moisAppelesParLImport("2025-11-15", "2026-01-05")).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
    ]);
  });

  it("a lease ended before the cut-over is warned of, closed when its end is past; one running is not", () => {
    const bail = (ligne: number, reference: string, dateFinBail: string | null) => ({
      ligne,
      champs: { reference, dateFinBail },
    });
    expect(
      avertissementsBaux(
        [bail(2, "B1", null), bail(3, "B2", "2026-11-01"), bail(4, "B3", "2026-09-30")],
        "2026-11-01",
        "2026-11-28",
      ),
    ).toEqual([
      "Feuille Baux, ligne 4 : le bail B3 a pris fin le 30/09/2026, avant la date de reprise du 01/11/2026 : il est importé clos, et aucune échéance ne lui est appelée.",
    ]);
    // A cut-over still to come: the lease ended before it but after today is imported open.
    expect(avertissementsBaux([bail(2, "B9", "2026-12-15")], "2027-01-01", "2026-11-28")).toEqual([
      "Feuille Baux, ligne 2 : le bail B9 a pris fin le 15/12/2026, avant la date de reprise du 01/01/2027 : il est importé, et aucune échéance ne lui est appelée.",
    ]);
  });
});
