import { describe, expect, it } from "vitest";
import { decisionEncadrement } from "./encadrement-bail";

const paris = { territoire: "Paris", depuis: "2019-07-01", texte: "décret", partiel: false };

describe("decisionEncadrement", () => {
  it("absent or null: the rule decides", () => {
    expect(decisionEncadrement({}, paris)).toEqual({
      soumisEncadrement: true,
      motifHorsEncadrement: null,
    });
    expect(decisionEncadrement({ soumisEncadrement: null }, null)).toEqual({
      soumisEncadrement: false,
      motifHorsEncadrement: null,
    });
  });
  it("unticked against the rule: a reason is needed", () => {
    expect(decisionEncadrement({ soumisEncadrement: false }, paris)).toHaveProperty("faute");
    expect(
      decisionEncadrement({ soumisEncadrement: false, motifHorsEncadrement: "  " }, paris),
    ).toHaveProperty("faute");
    expect(
      decisionEncadrement(
        { soumisEncadrement: false, motifHorsEncadrement: "Logement conventionné" },
        paris,
      ),
    ).toEqual({ soumisEncadrement: false, motifHorsEncadrement: "Logement conventionné" });
  });
  it("ticked where the rule does not apply is allowed", () => {
    expect(decisionEncadrement({ soumisEncadrement: true }, null)).toEqual({
      soumisEncadrement: true,
      motifHorsEncadrement: null,
    });
  });
  it("an update: the unchanged stored value is decided again when the lot or the date changed", () => {
    const avant = { soumisEncadrement: true, lotOuDateChange: true };
    expect(decisionEncadrement({ soumisEncadrement: true }, null, avant)).toMatchObject({
      soumisEncadrement: false,
    });
    // Nothing changed: staff's tick stands.
    expect(
      decisionEncadrement({ soumisEncadrement: true }, null, { ...avant, lotOuDateChange: false }),
    ).toMatchObject({ soumisEncadrement: true });
    // A reasoned untick stands.
    expect(
      decisionEncadrement(
        { soumisEncadrement: false, motifHorsEncadrement: "Hors périmètre" },
        paris,
        { soumisEncadrement: false, lotOuDateChange: true },
      ),
    ).toMatchObject({ soumisEncadrement: false });
  });
  it("an update of a lease stored « non » without a reason follows the rule (never a 400 on an old lease)", () => {
    expect(
      decisionEncadrement({ soumisEncadrement: false }, paris, {
        soumisEncadrement: false,
        lotOuDateChange: false,
      }),
    ).toEqual({ soumisEncadrement: true, motifHorsEncadrement: null });
  });
});
