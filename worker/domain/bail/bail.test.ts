import { describe, expect, it } from "vitest";
import { depotMaximum, regleDepot } from "./depot";
import { finApres, finLegale, regleDureeMobilite } from "./duree";
import { rappelDecence } from "./energie";
import {
  honorairesMaximum,
  plafondsAu,
  regleHonoraires,
  regleHonorairesBailleur,
} from "./honoraires";
import { REGLES_BAIL, typeBail } from "./types-bail";
import { zoneLoyer, zoneSuggeree } from "./zone";

describe("deposit cap by kind (art. 22, 25-6, titre Ier ter)", () => {
  it("one month for nu, two for meublé and étudiant, none for mobilité", () => {
    expect(depotMaximum("nu", 90000)).toBe(90000);
    expect(depotMaximum("meublé", 90000)).toBe(180000);
    expect(depotMaximum("étudiant", 90000)).toBe(180000);
    expect(depotMaximum("mobilité", 90000)).toBe(0);
  });
  it("refuses above the cap with a message naming it", () => {
    expect(regleDepot("nu", 90000, 90000)).toBeNull();
    expect(regleDepot("nu", 90000, 90001)).toMatch(/un mois de loyer hors charges, soit 900,00/);
    expect(regleDepot("meublé", 90000, 180000)).toBeNull();
    expect(regleDepot("meublé", 90000, 180001)).toMatch(/deux mois .*1\u202f800,00.*article 25-6/);
    expect(regleDepot("étudiant", 50000, 150000)).toMatch(/deux mois/);
    expect(regleDepot("mobilité", 90000, 0)).toBeNull();
    expect(regleDepot("mobilité", 90000, 1)).toMatch(/Aucun dépôt de garantie .*bail mobilité/);
  });
});

describe("letting-fee ceilings (décret 2014-890) by zone and date", () => {
  it("2014 ceilings before 2026, revised ones from 1 January 2026", () => {
    expect(plafondsAu("2025-12-31").parM2["très tendue"]).toBe(1200);
    expect(plafondsAu("2026-01-01").parM2).toEqual({
      "très tendue": 1210,
      tendue: 1009,
      "non tendue": 807,
    });
    expect(plafondsAu("2026-01-01").etatDesLieuxParM2).toBe(303);
  });
  it("surface x (zone ceiling + inventory ceiling), to the cent", () => {
    expect(honorairesMaximum(22.5, "très tendue", "2026-11-20")).toBe(34043); // 340,43 €
    expect(honorairesMaximum(22.5, "très tendue", "2025-06-01")).toBe(33750); // 22,5 x 15
    expect(honorairesMaximum(40, "tendue", "2026-03-01")).toBe(52480); // 40 x 13,12
    expect(honorairesMaximum(40, "non tendue", "2026-03-01")).toBe(44400); // 40 x 11,10
    expect(honorairesMaximum(null, "tendue", "2026-03-01")).toBeNull();
  });
  it("refuses fees above the ceiling, accepts them when the surface is unknown", () => {
    expect(regleHonoraires(90000, 22.5, "très tendue", "2026-11-20")).toMatch(
      /ne peuvent excéder 340,43\s€ pour 22,5 m² en zone très tendue : 12,10 €\/m².*3,03 €\/m²/,
    );
    expect(regleHonoraires(34043, 22.5, "très tendue", "2026-11-20")).toBeNull();
    expect(regleHonoraires(90000, null, "très tendue", "2026-11-20")).toBeNull();
  });
});

describe("the tenant's share never above the lessor's (art. 5 I)", () => {
  it("refuses a tenant's share above the lessor's, not checked without it", () => {
    expect(regleHonorairesBailleur(30000, 30000)).toBeNull();
    expect(regleHonorairesBailleur(30000, null)).toBeNull();
    expect(regleHonorairesBailleur(30001, 30000)).toMatch(/ceux du bailleur \(300,00\s€\)/);
  });
});

describe("terms by kind (art. 10, 25-7, 25-14)", () => {
  it("three years, one year, nine months, ten months at most", () => {
    expect(finLegale("nu", "2026-12-01")).toBe("2029-11-30");
    expect(finLegale("meublé", "2026-12-01")).toBe("2027-11-30");
    expect(finLegale("étudiant", "2026-09-01")).toBe("2027-05-31");
    expect(finApres("2026-01-31", 1)).toBe("2026-02-28"); // no 31 February: the month's last day (CPC, art. 641)
  });
  it("a bail mobilité lasts 1 to 10 months and needs its end date", () => {
    expect(regleDureeMobilite("mobilité", "2026-12-01", "2027-05-31")).toBeNull();
    expect(regleDureeMobilite("mobilité", "2026-12-01", "2026-12-31")).toBeNull();
    expect(regleDureeMobilite("mobilité", "2026-12-01", "2027-09-30")).toBeNull();
    expect(regleDureeMobilite("mobilité", "2026-12-01", "2027-10-01")).toMatch(
      /entre le 31\/12\/2026 et le 30\/09\/2027/,
    );
    expect(regleDureeMobilite("mobilité", "2026-12-01", "2026-12-20")).not.toBeNull();
    expect(regleDureeMobilite("mobilité", "2026-12-01", null)).not.toBeNull();
    expect(regleDureeMobilite("meublé", "2026-12-01", "2030-01-01")).toBeNull();
  });
  it("renewal and notice by kind", () => {
    expect(REGLES_BAIL.nu.titre).toBe("titre Ier");
    expect(REGLES_BAIL.meublé.titre).toBe("titre Ier bis");
    expect(REGLES_BAIL.mobilité.titre).toBe("titre Ier ter");
    expect(REGLES_BAIL.étudiant.reconduction).toMatch(/non reconduit/);
    expect(typeBail(null)).toBe("nu");
    expect(typeBail("meublé")).toBe("meublé");
  });
});

describe("zone and energy", () => {
  it("Paris is suggested très tendue, elsewhere non tendue, staff's choice wins", () => {
    expect(zoneSuggeree("75011")).toBe("très tendue");
    expect(zoneSuggeree("94240")).toBe("non tendue");
    expect(zoneLoyer({ codePostal: "69003", zoneLoyer: "tendue" })).toBe("tendue");
    expect(zoneLoyer({ codePostal: "75011", zoneLoyer: null })).toBe("très tendue");
  });
  it("the decency reminder for F and G only", () => {
    expect(rappelDecence("G")).toMatch(/classe G .*1er janvier 2025/);
    expect(rappelDecence("F")).toMatch(/à compter du 1er janvier 2028/);
    expect(rappelDecence("E")).toBeNull();
    expect(rappelDecence(null)).toBeNull();
  });
});
