import { describe, expect, it } from "vitest";
import type { DiagnosticSaisi, LotDiagnostics, TypeDiagnostic } from "./types";
import { annexesEnDefaut, etatDiagnostics, finDeValidite } from "./validite";

// Every rule at its edges: the day before, the day of and the day after each legal date (issue 63).

const lot: LotDiagnostics = {
  periodeConstruction: "1971-1990",
  datePermisConstruire: null,
  anneeInstallationElectricite: 2000,
  anneeInstallationGaz: 2000,
};

const etat = (d: DiagnosticSaisi, date: string, l: LotDiagnostics = lot) => {
  const e = etatDiagnostics(l, [d], date).find((x) => x.type === d.type);
  if (!e) throw new Error(d.type);
  return e;
};
const statut = (d: DiagnosticSaisi, date: string) => etat(d, date).statut;
const fin = (type: TypeDiagnostic, dateRealisation: string, positif?: boolean) =>
  finDeValidite({ type, dateRealisation, positif }).fin;

describe("DPE: ten years, the old ones capped (décret n° 2020-1610)", () => {
  it("made 2022-03-15: valid through 2032-03-14, expired 2032-03-15", () => {
    const dpe = { type: "dpe" as const, dateRealisation: "2022-03-15", classe: "C" };
    expect(fin("dpe", "2022-03-15")).toBe("2032-03-14");
    expect(statut(dpe, "2032-03-13")).toBe("valide");
    expect(statut(dpe, "2032-03-14")).toBe("valide");
    expect(statut(dpe, "2032-03-15")).toBe("expire");
  });
  it("made 2013 to 2017: ends on 31 December 2022", () => {
    expect(fin("dpe", "2013-01-01")).toBe("2022-12-31");
    expect(fin("dpe", "2017-12-31")).toBe("2022-12-31");
    const dpe = { type: "dpe" as const, dateRealisation: "2017-12-31" };
    expect(statut(dpe, "2022-12-30")).toBe("valide");
    expect(statut(dpe, "2022-12-31")).toBe("valide");
    expect(statut(dpe, "2023-01-01")).toBe("expire");
    expect(etat(dpe, "2022-06-01").regle).toContain("31 décembre 2022");
  });
  it("made 2012-12-31: its ten years end first (2022-12-30)", () => {
    expect(fin("dpe", "2012-12-31")).toBe("2022-12-30");
  });
  it("made 2018-01-01 to 2021-06-30: ends on 31 December 2024", () => {
    expect(fin("dpe", "2018-01-01")).toBe("2024-12-31");
    expect(fin("dpe", "2021-06-30")).toBe("2024-12-31");
    const dpe = { type: "dpe" as const, dateRealisation: "2021-06-30" };
    expect(statut(dpe, "2024-12-30")).toBe("valide");
    expect(statut(dpe, "2024-12-31")).toBe("valide");
    expect(statut(dpe, "2025-01-01")).toBe("expire");
    expect(etat(dpe, "2024-01-01").regle).toContain("31 décembre 2024");
  });
  it("made from 2021-07-01 (the new method): ten years", () => {
    expect(fin("dpe", "2021-07-01")).toBe("2031-06-30");
    const dpe = { type: "dpe" as const, dateRealisation: "2021-07-01" };
    expect(statut(dpe, "2031-06-30")).toBe("valide");
    expect(statut(dpe, "2031-07-01")).toBe("expire");
    expect(etat(dpe, "2025-01-01").regle).toContain("10 ans");
  });
});

describe("électricité and gaz: six years for a letting", () => {
  for (const type of ["electricite", "gaz"] as const)
    it(`${type} made 2020-05-10: valid through 2026-05-09`, () => {
      const d = { type, dateRealisation: "2020-05-10", positif: true };
      expect(fin(type, "2020-05-10")).toBe("2026-05-09");
      expect(fin(type, "2020-05-10", true)).toBe("2026-05-09");
      expect(statut(d, "2026-05-08")).toBe("valide");
      expect(statut(d, "2026-05-09")).toBe("valide");
      expect(statut(d, "2026-05-10")).toBe("expire");
    });
  it("a leap day: made 2020-02-29, valid through 2026-02-28", () => {
    expect(fin("electricite", "2020-02-29")).toBe("2026-02-28");
  });
});

describe("CREP: six years with lead, unlimited without", () => {
  const avant1949 = { ...lot, periodeConstruction: "avant 1946" };
  it("lead found: valid through the day before its sixth anniversary", () => {
    const d = { type: "crep" as const, dateRealisation: "2019-09-01", positif: true };
    expect(fin("crep", "2019-09-01", true)).toBe("2025-08-31");
    expect(etat(d, "2025-08-30", avant1949).statut).toBe("valide");
    expect(etat(d, "2025-08-31", avant1949).statut).toBe("valide");
    expect(etat(d, "2025-09-01", avant1949).statut).toBe("expire");
  });
  it("no lead: unlimited; not said: read as lead found (six years, issue 73)", () => {
    const d = { type: "crep" as const, dateRealisation: "1999-09-01", positif: false };
    expect(fin("crep", "1999-09-01", false)).toBeNull();
    expect(fin("crep", "1999-09-01")).toBe("2005-08-31");
    const e = etat(d, "2060-01-01", avant1949);
    expect(e).toMatchObject({ statut: "valide", finValidite: null });
    expect(e.regle).toContain("illimitée");
  });
});

describe("ERP: less than six months at the date", () => {
  it("made 2026-01-15: valid through 2026-07-14", () => {
    const d = { type: "erp" as const, dateRealisation: "2026-01-15" };
    expect(statut(d, "2026-07-13")).toBe("valide");
    expect(statut(d, "2026-07-14")).toBe("valide");
    expect(statut(d, "2026-07-15")).toBe("expire");
  });
  it("made 2025-08-31: valid through 2026-02-28 (the end of a shorter month)", () => {
    expect(fin("erp", "2025-08-31")).toBe("2026-02-28");
  });
});

describe("amiante and surface", () => {
  it("no asbestos: unlimited; asbestos found: checked again within three years", () => {
    expect(fin("amiante", "2001-04-10", false)).toBeNull();
    const d = { type: "amiante" as const, dateRealisation: "2023-04-10", positif: true };
    expect(fin("amiante", "2023-04-10", true)).toBe("2026-04-09");
    expect(statut(d, "2026-04-09")).toBe("valide");
    expect(statut(d, "2026-04-10")).toBe("expire");
  });
  it("the living area is valid without limit", () => {
    const d = { type: "surface" as const, dateRealisation: "2005-01-01", surface: 42.5 };
    expect(etat(d, "2050-01-01")).toMatchObject({ statut: "valide", finValidite: null });
  });
});

describe("a diagnostic made after the date asked", () => {
  it("did not exist then: missing when needed, never « valide » nor « expiré »", () => {
    const d = { type: "dpe" as const, dateRealisation: "2026-03-01", classe: "D" };
    expect(statut(d, "2026-02-28")).toBe("manquant");
    expect(etat(d, "2026-02-28").regle).toContain("il n'existait pas encore à cette date");
    expect(statut(d, "2026-03-01")).toBe("valide");
    const nonRequis = { type: "gaz" as const, dateRealisation: "2026-03-01" };
    const sansGaz = { ...lot, anneeInstallationGaz: null };
    expect(etat(nonRequis, "2026-02-28", sansGaz).statut).toBe("non_requis");
    expect(annexesEnDefaut(etatDiagnostics(lot, [d], "2026-02-28")).map((e) => e.type)).toContain(
      "dpe",
    );
  });
});

describe("which diagnostics a lease needs", () => {
  const requis = (l: Partial<LotDiagnostics>, date = "2026-06-01") =>
    Object.fromEntries(etatDiagnostics({ ...lot, ...l }, [], date).map((e) => [e.type, e.requis]));

  it("DPE, ERP and surface always; missing when not given", () => {
    const etats = etatDiagnostics(lot, [], "2026-06-01");
    expect(etats.map((e) => e.type)).toEqual([
      "dpe",
      "crep",
      "electricite",
      "gaz",
      "erp",
      "amiante",
      "surface",
      "bruit",
    ]);
    for (const t of ["dpe", "erp", "surface"])
      expect(etats.find((e) => e.type === t)).toMatchObject({ requis: true, statut: "manquant" });
  });
  it("CREP for a building before 1 January 1949", () => {
    expect(requis({ datePermisConstruire: "1948-12-31" }).crep).toBe(true);
    expect(requis({ datePermisConstruire: "1949-01-01" }).crep).toBe(false);
    expect(requis({ datePermisConstruire: "1949-01-02" }).crep).toBe(false);
    expect(requis({ periodeConstruction: "avant 1946" }).crep).toBe(true);
    expect(requis({ periodeConstruction: "1946-1970" }).crep).toBe(true);
    expect(requis({ periodeConstruction: "1971-1990" }).crep).toBe(false);
    expect(requis({ periodeConstruction: null }).crep).toBe(true);
    const e = etatDiagnostics({ ...lot, datePermisConstruire: "1949-01-01" }, [], "2026-06-01");
    expect(e.find((x) => x.type === "crep")).toMatchObject({ statut: "non_requis" });
  });
  it("amiante for a permit before 1 July 1997", () => {
    expect(requis({ datePermisConstruire: "1997-06-30" }).amiante).toBe(true);
    expect(requis({ datePermisConstruire: "1997-07-01" }).amiante).toBe(false);
    expect(requis({ datePermisConstruire: "1997-07-02" }).amiante).toBe(false);
    expect(requis({ periodeConstruction: "1971-1990" }).amiante).toBe(true);
    expect(requis({ periodeConstruction: "après 1990" }).amiante).toBe(true);
    expect(requis({ periodeConstruction: null }).amiante).toBe(true);
  });
  it("électricité and gaz when the installation is over 15 years old", () => {
    // Made in 2011: counted from 1 January 2011, fifteen years on 1 January 2026, over them the day after.
    expect(requis({ anneeInstallationElectricite: 2011 }, "2025-12-31").electricite).toBe(false);
    expect(requis({ anneeInstallationElectricite: 2011 }, "2026-01-01").electricite).toBe(false);
    expect(requis({ anneeInstallationElectricite: 2011 }, "2026-01-02").electricite).toBe(true);
    expect(requis({ anneeInstallationGaz: 2011 }, "2026-01-01").gaz).toBe(false);
    expect(requis({ anneeInstallationGaz: 2011 }, "2026-01-02").gaz).toBe(true);
    expect(requis({ anneeInstallationElectricite: null }).electricite).toBe(true);
  });
  it("no gas installation: no gas diagnostic", () => {
    const e = etatDiagnostics({ ...lot, anneeInstallationGaz: null }, [], "2026-06-01");
    expect(e.find((x) => x.type === "gaz")).toMatchObject({
      requis: false,
      statut: "non_requis",
      raison: "Pas d'installation de gaz.",
    });
  });
  it("what stops a lease: the needed ones missing or out of date", () => {
    const d: DiagnosticSaisi[] = [
      { type: "dpe", dateRealisation: "2015-01-01" },
      { type: "erp", dateRealisation: "2026-05-01" },
      { type: "surface", dateRealisation: "2010-01-01" },
    ];
    const l = { ...lot, datePermisConstruire: "2000-01-01", anneeInstallationGaz: null };
    expect(annexesEnDefaut(etatDiagnostics(l, d, "2026-06-01")).map((e) => e.type)).toEqual([
      "dpe",
      "electricite",
    ]);
  });
});
