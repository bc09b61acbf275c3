import { describe, expect, it } from "vitest";
import { type DiagnosticSaisi, type LotDiagnostics, classeLue } from "./types";
import { annexesEnDefaut, etatDiagnostics, finDeValidite } from "./validite";

// Issue 73, item 5: diagnostics block a lease only where the law does. A mention (the living area) or a report kept
// available (asbestos) never blocks; the ERP only where the commune is exposed; the noise notice in an airport zone;
// a lead or asbestos result not said is read as found; a DPE's class after an ADEME attestation is the one read.

const lot: LotDiagnostics = {
  periodeConstruction: "1971-1990",
  datePermisConstruire: null,
  anneeInstallationElectricite: 2020,
  anneeInstallationGaz: null,
};
const etat = (l: LotDiagnostics, ds: DiagnosticSaisi[], type: string, date = "2026-06-01") => {
  const e = etatDiagnostics(l, ds, date).find((x) => x.type === type);
  if (!e) throw new Error(type);
  return e;
};
const bloquants = (l: LotDiagnostics, ds: DiagnosticSaisi[], date = "2026-06-01") =>
  annexesEnDefaut(etatDiagnostics(l, ds, date)).map((e) => e.type);

const dpe: DiagnosticSaisi = { type: "dpe", dateRealisation: "2024-01-10", classe: "D" };
const erp: DiagnosticSaisi = { type: "erp", dateRealisation: "2026-03-01" };

describe("what blocks a lease", () => {
  it("the living area is a mention: missing, it is said but never blocks", () => {
    const e = etat(lot, [dpe, erp], "surface");
    expect(e).toMatchObject({ nature: "mention", statut: "manquant" });
    expect(bloquants(lot, [dpe, erp])).not.toContain("surface");
  });
  it("asbestos is kept available: missing or expired, never blocking", () => {
    expect(etat(lot, [], "amiante")).toMatchObject({ nature: "a_disposition", requis: true });
    const vieux: DiagnosticSaisi = {
      type: "amiante",
      dateRealisation: "2020-01-01",
      positif: true,
    };
    expect(etat(lot, [vieux], "amiante").statut).toBe("expire");
    expect(bloquants(lot, [dpe, erp, vieux])).toEqual([]);
  });
  it("an asbestos report before 2013 is flagged, from 1 January 2013 it is not", () => {
    const av = (d: string) =>
      etat(lot, [{ type: "amiante", dateRealisation: d, positif: false }], "amiante").avertissement;
    expect(av("2012-12-31")).toContain("avant le 1er janvier 2013");
    expect(av("2013-01-01")).toBeNull();
    expect(av("2013-01-02")).toBeNull();
  });
  it("the ERP is required where the commune is exposed (the default), not elsewhere", () => {
    expect(etat(lot, [], "erp").requis).toBe(true);
    expect(etat({ ...lot, zoneRisques: true }, [], "erp").requis).toBe(true);
    expect(etat({ ...lot, zoneRisques: false }, [], "erp")).toMatchObject({
      requis: false,
      statut: "non_requis",
    });
    expect(bloquants({ ...lot, zoneRisques: false }, [dpe])).toEqual([]);
    expect(bloquants({ ...lot, zoneRisques: true }, [dpe])).toEqual(["erp"]);
  });
  it("the noise notice is required in an airport noise zone only, and blocks there", () => {
    expect(etat(lot, [], "bruit").requis).toBe(false);
    expect(bloquants({ ...lot, zoneBruit: true }, [dpe, erp])).toEqual(["bruit"]);
    const bruit: DiagnosticSaisi = { type: "bruit", dateRealisation: "2010-05-01" };
    expect(etat({ ...lot, zoneBruit: true }, [bruit], "bruit", "2040-01-01")).toMatchObject({
      statut: "valide",
      finValidite: null,
    });
  });
});

describe("a lead or asbestos result not said is read as found", () => {
  it("CREP: six years, through the day before its sixth anniversary", () => {
    const crep: DiagnosticSaisi = { type: "crep", dateRealisation: "2020-03-01" };
    expect(finDeValidite(crep).fin).toBe("2026-02-28");
    const avant1949 = { ...lot, periodeConstruction: "avant 1946" };
    expect(etat(avant1949, [crep], "crep", "2026-02-27").statut).toBe("valide");
    expect(etat(avant1949, [crep], "crep", "2026-02-28").statut).toBe("valide");
    expect(etat(avant1949, [crep], "crep", "2026-03-01").statut).toBe("expire");
  });
  it("amiante: three years, where a negative report is unlimited", () => {
    expect(finDeValidite({ type: "amiante", dateRealisation: "2020-03-01" }).fin).toBe(
      "2023-02-28",
    );
    expect(
      finDeValidite({ type: "amiante", dateRealisation: "2020-03-01", positif: false }).fin,
    ).toBeNull();
  });
});

describe("a DPE's class after an ADEME attestation", () => {
  it("is the class read when recorded, the report's otherwise", () => {
    expect(classeLue({ classe: "G", classeApresAttestation: "E" })).toBe("E");
    expect(classeLue({ classe: "G", classeApresAttestation: null })).toBe("G");
    expect(classeLue({ classe: null })).toBeNull();
  });
});
