import { describe, expect, it } from "vitest";
import { statutAppartement, statutPreavis, statutTableauDeBord } from "./statut-appartement";

const today = "2026-11-21";
describe("statutAppartement", () => {
  it("is En Travaux when wip, whatever the dossiers", () => {
    expect(statutAppartement({ wip: true }, [{ dateFinBail: null }], today)).toBe("En Travaux");
  });
  it("is Occupé with an open-ended dossier or one ending in the future", () => {
    expect(statutAppartement({ wip: false }, [{ dateFinBail: null }], today)).toBe("Occupé");
    expect(statutAppartement({ wip: false }, [{ dateFinBail: "2027-01-01" }], today)).toBe(
      "Occupé",
    );
  });
  it("is Vacant with no dossier or only ended ones", () => {
    expect(statutAppartement({ wip: false }, [], today)).toBe("Vacant");
    expect(
      statutAppartement(
        { wip: false },
        [{ dateFinBail: "2026-11-21" }, { dateFinBail: "2020-01-01" }],
        today,
      ),
    ).toBe("Vacant");
  });
});

describe("statutPreavis", () => {
  it("is En préavis inside the notice period, bounds included", () => {
    expect(
      statutPreavis([{ dateDebutPreavis: "2026-11-21", dateFinPreavis: "2027-02-21" }], today),
    ).toBe("En préavis");
    expect(
      statutPreavis([{ dateDebutPreavis: "2026-08-21", dateFinPreavis: "2026-11-21" }], today),
    ).toBe("En préavis");
    expect(
      statutPreavis([{ dateDebutPreavis: "2026-12-01", dateFinPreavis: "2027-02-21" }], today),
    ).toBe("Vacant");
  });
});

describe("statutTableauDeBord", () => {
  it("puts a current intendance first, then works, tenants, vacancy", () => {
    const cur = [{ dateDepart: "2026-01-01", dateFin: "2026-12-31" }];
    expect(
      statutTableauDeBord({ wip: true }, { aDesLocataires: true, intendances: cur }, today),
    ).toBe("En gestion");
    expect(
      statutTableauDeBord({ wip: true }, { aDesLocataires: true, intendances: [] }, today),
    ).toBe("En Travaux");
    expect(
      statutTableauDeBord({ wip: false }, { aDesLocataires: true, intendances: [] }, today),
    ).toBe("Louée");
    expect(
      statutTableauDeBord({ wip: false }, { aDesLocataires: false, intendances: [] }, today),
    ).toBe("Vacant");
  });
});

describe("dossier and intendance periods", () => {
  it("a dossier runs until its end date, which closes it", async () => {
    const { dossierEnCours } = await import("./statut-appartement");
    expect(dossierEnCours({ dateFinBail: null }, today)).toBe(true);
    expect(dossierEnCours({ dateFinBail: "2026-11-22" }, today)).toBe(true);
    expect(dossierEnCours({ dateFinBail: "2026-11-21" }, today)).toBe(false);
  });
  it("an intendance is current while its end is ahead, and covers the days of its period", async () => {
    const { intendanceEnCours, intendanceCouvre } = await import("./statut-appartement");
    expect(intendanceEnCours({ dateDepart: "2026-12-01", dateFin: "2027-11-30" }, today)).toBe(
      true,
    );
    expect(intendanceCouvre({ dateDepart: "2026-12-01", dateFin: "2027-11-30" }, today)).toBe(
      false,
    );
    expect(intendanceEnCours({ dateDepart: "2025-11-21", dateFin: "2026-11-21" }, today)).toBe(
      false,
    );
    expect(intendanceCouvre({ dateDepart: "2025-11-21", dateFin: "2026-11-21" }, today)).toBe(true);
  });
});
