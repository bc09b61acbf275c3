import { describe, expect, it } from "vitest";
import { addDays } from "../dates";
import type { BailSinistre } from "./echeances";
import { etapesDuBail } from "./etat-etapes";

// A step's date is its last day: open all that day, missed only from the next (the walk saw « Expirée » on it).
const bail = (type: "gli" | "visale"): BailSinistre => ({
  DossierId: 1,
  AppartementId: 1,
  locataire: "Karim Benali",
  ou: "12 rue des Lilas, 75011 Paris",
  type,
  delaiRelance: null,
  delaiMiseEnDemeure: null,
  delaiDeclaration: null,
  termes: ["2026-10", "2026-11"].map((mois, i) => ({
    QuitanceId: i + 1,
    mois,
    date: `${mois}-01`,
    du: 85_000,
    reste: 85_000,
  })),
  faites: new Set(),
});

const etatsLe = (type: "gli" | "visale", jour: string) =>
  Object.fromEntries(
    etapesDuBail(bail(type), new Map(), jour)
      .filter((e) => e.QuitanceId === 2)
      .map((e) => [e.etape, e.etat]),
  );

describe("a claim step's state around its last day", () => {
  // Visale, constituted on 01/11/2026 (the second unpaid term): formal notice by 16/11, declaration by 01/12.
  it.each([
    ["the day before", "2026-11-15", "a_faire"],
    ["its last day", "2026-11-16", "a_faire"],
    ["the day after", "2026-11-17", "expiree"],
  ])("Visale's formal notice, %s (%s): %s", (_quand, jour, etat) => {
    expect(etatsLe("visale", jour).visale_mise_en_demeure).toBe(etat);
  });

  it.each([
    ["the day before", "2026-11-30", "a_faire"],
    ["its last day", "2026-12-01", "a_faire"],
    ["the day after", "2026-12-02", "expiree"],
  ])("Visale's declaration, %s (%s): %s", (_quand, jour, etat) => {
    expect(etatsLe("visale", jour).visale_declaration).toBe(etat);
  });

  it("on the day the claim is constituted, no step is missed", () => {
    expect(etatsLe("visale", "2026-11-01")).toEqual({
      visale_mise_en_demeure: "a_faire",
      visale_declaration: "a_faire",
    });
  });

  it("GLI's reminder (20 days after 01/11/2026): open on 21/11, missed on 22/11", () => {
    expect(etatsLe("gli", "2026-11-21").gli_relance).toBe("a_faire");
    expect(etatsLe("gli", addDays("2026-11-21", 1)).gli_relance).toBe("expiree");
  });
});
