import { describe, expect, it } from "vitest";
import { anneeRegistre, dureeMois, numeroMandat } from "./registre";

describe("register of mandates, pure rules", () => {
  it("numbers count up on four digits, then more", () => {
    expect(numeroMandat(2026, 42)).toBe("2026-0042");
    expect(numeroMandat(2026, 12345)).toBe("2026-12345");
  });
  it("a caretaking year is 12 months, a short one in days", () => {
    expect(dureeMois("2026-01-01", "2026-12-31")).toBe("12 mois");
    expect(dureeMois("2026-03-15", "2027-03-14")).toBe("12 mois");
    expect(dureeMois("2026-03-01", "2026-03-10")).toBe("10 jours");
    expect(dureeMois(null, "2026-03-10")).toBe("");
  });
  it("the year asked is four digits from 2000 to 2100", () => {
    expect(anneeRegistre("2026")).toBe(2026);
    expect(anneeRegistre("26")).toBeNull();
    expect(anneeRegistre("1999")).toBeNull();
    expect(anneeRegistre(undefined)).toBeNull();
  });
});

describe("a management mandate's period and duration", () => {
  it("runs from the first instalment's start to the last one's end; none: 'Non précisée'", async () => {
    const { periodeMission, dureeImprimee } = await import("./registre");
    const p = periodeMission([
      { dateDepart: "2026-07-01", dateFin: "2026-12-31" },
      { dateDepart: "2026-01-01", dateFin: "2026-06-30" },
    ]);
    expect(p).toEqual({ debut: "2026-01-01", fin: "2026-12-31" });
    expect(dureeImprimee(p.debut, p.fin)).toBe("12 mois");
    const vide = periodeMission([]);
    expect(dureeImprimee(vide.debut, vide.fin)).toBe("Non précisée");
  });
  it("a stated term (signature + dureeMandatMois) wins over the instalments; without both, the instalments", async () => {
    const { periodeMandat, dureeImprimee } = await import("./registre");
    const accomptes = [{ dateDepart: "2026-01-01", dateFin: "2026-12-31" }];
    const p = periodeMandat({ dateSignature: "2024-01-10", dureeMandatMois: 36 }, accomptes);
    expect(p).toEqual({ debut: "2024-01-10", fin: "2027-01-09" });
    expect(dureeImprimee(p.debut, p.fin)).toBe("36 mois");
    // A term from 31 August ends on the last day of February, never in March.
    expect(periodeMandat({ dateSignature: "2026-08-31", dureeMandatMois: 6 }, []).fin).toBe(
      "2027-02-28",
    );
    expect(
      periodeMandat({ dateSignature: "2024-01-10", dureeMandatMois: null }, accomptes),
    ).toEqual({ debut: "2026-01-01", fin: "2026-12-31" });
    expect(periodeMandat({ dateSignature: null, dureeMandatMois: 36 }, [])).toEqual({
      debut: null,
      fin: null,
    });
  });
});
