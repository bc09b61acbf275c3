import { describe, expect, it } from "vitest";
import { appartementAccompteRefuse, resumeMission } from "./mission";

describe("mission summary", () => {
  it("totals at the mission's rate, balance from paid instalments (amount received, else price), in cents", () => {
    const r = resumeMission(
      { valeurTotalMission: 99999, nbAppart: 3, tauxTva: 5.5 },
      [
        { regle: true, prix: 33333, montant: 33000 },
        { regle: true, prix: 33333, montant: null },
        { regle: false, prix: 33333, montant: 33333 },
      ],
      1,
    );
    expect(r).toEqual({
      nbAppartements: 1,
      nbAppart: 3,
      appartementsRestants: 2,
      totalTTC: 99999,
      totalHT: 94786,
      totalRegle: 66333,
      resteAPayer: 33666,
    });
  });
  it("a rate left empty counts as 20 %", () => {
    expect(
      resumeMission({ valeurTotalMission: 99999, nbAppart: 3, tauxTva: null }, [], 0).totalHT,
    ).toBe(83333);
  });
});

describe("the apartment of an instalment", () => {
  it("is required once the mission has apartments and must be one of them", () => {
    expect(appartementAccompteRefuse(null, [])).toBeNull();
    expect(appartementAccompteRefuse(null, [4])).toBe("Ce champ est obligatoire.");
    expect(appartementAccompteRefuse(5, [4])).toBe(
      "Choisissez l'un des appartements de la mission.",
    );
    expect(appartementAccompteRefuse(5, [])).not.toBeNull();
    expect(appartementAccompteRefuse(4, [4, 7])).toBeNull();
  });
});
