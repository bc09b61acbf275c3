import { describe, expect, it } from "vitest";
import { avantAdhesion } from "./avant-adhesion";

const terme = (QuitanceId: number, mois: string, reste: number, aideAttendue = 0) => ({
  QuitanceId,
  mois,
  date: `${mois}-01`,
  du: 85_000,
  reste,
  aide: aideAttendue,
  aideAttendue,
});

describe("avantAdhesion", () => {
  it("says the unpaid terms before the adhesion as not covered, in date order and agreed", () => {
    expect(avantAdhesion([terme(1, "2026-09", 85_000)], "2026-10-15")?.libelle).toBe(
      "1 terme impayé antérieur à l'adhésion du 15/10/2026 (septembre 2026) : non couvert par la GLI.",
    );
    const deux = avantAdhesion(
      [terme(2, "2026-09", 100), terme(1, "2026-08", 85_000)],
      "2026-10-01",
    );
    expect(deux?.termes.map((t) => t.QuitanceId)).toEqual([1, 2]);
    expect(deux?.libelle).toContain("2 termes impayés antérieurs à l'adhésion");
    expect(deux?.libelle).toContain("(août 2026, septembre 2026) : non couverts par la GLI.");
  });

  it("is null when only the housing aid awaited leaves them open: the organisme's debt, not the tenant's", () => {
    expect(avantAdhesion([terme(1, "2026-09", 25_000, 25_000)], "2026-10-01")).toBeNull();
    expect(avantAdhesion([], "2026-10-01")).toBeNull();
  });
});
