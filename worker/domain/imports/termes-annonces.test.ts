import { describe, expect, it } from "vitest";
import { avertissementMoisNonAppeles, moisNonAppeles } from "./termes-annonces";

describe("the months an import's cut-over leaves uncalled", () => {
  it("none when the cut-over is in the import's month, or still to come", () => {
    expect(moisNonAppeles("2026-11-01", "2026-11-28")).toEqual([]);
    expect(moisNonAppeles("2026-12-01", "2026-11-28")).toEqual([]);
    expect(avertissementMoisNonAppeles("2026-11-01", "2026-11-28")).toEqual([]);
  });

  it("the months after the cut-over month up to the import's, across a year", () => {
    expect(moisNonAppeles("2026-09-01", "2026-11-28")).toEqual(["2026-10", "2026-11"]);
    expect(moisNonAppeles("2025-12-15", "2026-01-05")).toEqual(["2026-01"]);
  });

  it("says so with their count", () => {
    expect(avertissementMoisNonAppeles("2026-09-01", "2026-11-28")).toEqual([
      "La date de reprise du 01/09/2026 est à plus d'un mois : l'import n'appelle que les échéances de septembre 2026 ; les 2 mois d'octobre 2026 à novembre 2026 ne sont appelés ni par l'import ni par la tâche mensuelle (à générer depuis chaque bail, ou choisir une date de reprise plus récente).",
    ]);
    expect(avertissementMoisNonAppeles("2026-08-01", "2026-09-28")[0]).toContain(
      "n'appelle que les échéances d'août 2026 ; le mois de septembre 2026 n'est appelé",
    );
    expect(avertissementMoisNonAppeles("2026-10-01", "2026-11-28")[0]).toContain(
      "le mois de novembre 2026 n'est appelé ni par l'import",
    );
  });
});
