import { describe, expect, it } from "vitest";
import { type DonneesCalendrier, echeancesDu } from "./calendrier";
import { itemDepot, itemsDuBail, type BailObligations } from "./calendrier-obligations";
import { DELAIS, delai } from "./delais";
import {
  assuranceManquante,
  dansFenetreReconduction,
  depotRenouvellementCarte,
  fenetreReconduction,
  finReclamationRevision,
  limiteRestitutionDepot,
  regularisationDue,
  revisionsIrl,
  termeMandat,
} from "./obligations";

// Issue 73, item 6: each new calendar date at its edges (the day before, of and after).

describe("the deposit's return (art. 22)", () => {
  it("one month after the keys when the exit inventory matches the entry's, two otherwise", () => {
    expect(limiteRestitutionDepot("2026-01-31", true)).toMatchObject({
      date: "2026-02-28",
      mois: 1,
    });
    expect(limiteRestitutionDepot("2026-01-31", false)).toMatchObject({
      date: "2026-03-31",
      mois: 2,
    });
    expect(limiteRestitutionDepot("2026-03-15", true).date).toBe("2026-04-15");
  });
  it("states the 10 % a month penalty in euros of the rent without charges", () => {
    const item = itemDepot({
      DossierId: 1,
      AppartementId: 2,
      locataire: "Jean Dupont",
      ou: "1 rue A, 75001 Paris",
      dateRestitutionCles: "2026-03-15",
      sortieConforme: false,
      loyerHC: 80_000,
    });
    expect(item).toMatchObject({ type: "restitution_depot", date: "2026-05-15" });
    expect(item.libelle).toContain("deux mois");
    expect(item.libelle).toContain("10 %");
    expect(item.libelle).toMatch(/80,00\s€/);
  });
});

describe("the L215-1 letter: from three months to one month before the term", () => {
  const fin = "2026-12-31";
  it("opens three months before and closes one month before", () => {
    expect(fenetreReconduction(fin)).toEqual({ du: "2026-09-30", au: "2026-11-30" });
    expect(dansFenetreReconduction(fin, "2026-09-29")).toBe(false);
    expect(dansFenetreReconduction(fin, "2026-09-30")).toBe(true);
    expect(dansFenetreReconduction(fin, "2026-10-01")).toBe(true);
    expect(dansFenetreReconduction(fin, "2026-11-29")).toBe(true);
    expect(dansFenetreReconduction(fin, "2026-11-30")).toBe(true);
    expect(dansFenetreReconduction(fin, "2026-12-01")).toBe(false);
  });
});

describe("a mandate's periods and its limit of renewals", () => {
  it("renews by its term until today, without limit when none is stated", () => {
    expect(termeMandat("2023-01-15", 36, null, "2026-01-14")).toEqual({
      fin: "2026-01-14",
      rang: 0,
      reconductible: true,
    });
    expect(termeMandat("2023-01-15", 36, null, "2026-01-15")?.fin).toBe("2029-01-14");
    expect(termeMandat(null, 12, null, "2026-01-01")).toBeNull();
  });
  it("stops at reconductionsMax: the day after its last period the mandate is over", () => {
    expect(termeMandat("2024-01-01", 12, 1, "2024-12-31")).toEqual({
      fin: "2024-12-31",
      rang: 0,
      reconductible: true,
    });
    expect(termeMandat("2024-01-01", 12, 1, "2025-01-01")).toEqual({
      fin: "2025-12-31",
      rang: 1,
      reconductible: false,
    });
    expect(termeMandat("2024-01-01", 12, 1, "2026-01-01")).toEqual({
      fin: "2025-12-31",
      rang: 1,
      reconductible: false,
    });
    expect(termeMandat("2024-01-01", 12, 0, "2024-06-01")?.reconductible).toBe(false);
  });
});

describe("the IRL revision and its year to claim it (art. 17-1)", () => {
  const b = { dateRevision: null, dateDebutBail: "2024-03-01" };
  it("the next anniversary on or after the day", () => {
    expect(revisionsIrl(b, "2026-02-28")).toEqual({
      prochaine: "2026-03-01",
      precedente: "2025-03-01",
    });
    expect(revisionsIrl(b, "2026-03-01")).toEqual({
      prochaine: "2026-03-01",
      precedente: "2025-03-01",
    });
    expect(revisionsIrl(b, "2026-03-02")).toEqual({
      prochaine: "2027-03-01",
      precedente: "2026-03-01",
    });
    expect(revisionsIrl(b, "2024-03-01").prochaine).toBe("2025-03-01");
    expect(
      revisionsIrl({ dateRevision: "2024-07-01", dateDebutBail: "2024-03-01" }, "2024-05-01"),
    ).toEqual({
      prochaine: "2024-07-01",
      precedente: null,
    });
  });
  it("claimable until its first anniversary", () => {
    expect(finReclamationRevision("2025-03-01")).toBe("2026-03-01");
    const bail: BailObligations = {
      typeBail: "nu",
      dateDebutBail: "2024-03-01",
      dateRevision: null,
      derniereRevision: null,
      derniereRegularisation: null,
      loyerCharge: 0,
      dateFinPreavis: null,
      assuranceDateFin: "2099-01-01",
    };
    const ids = { AppartementId: 1, DossierId: 1 };
    const dates = (jour: string, x: Partial<BailObligations> = {}) =>
      itemsDuBail({ ...bail, ...x }, jour, ids, "X")
        .filter((e) => e.type === "revision_irl")
        .map((e) => e.date);
    // On 2026-02-28 the 2025 revision is still claimable until 2026-03-01.
    expect(dates("2026-02-28")).toEqual(["2026-03-01", "2026-03-01"]);
    // Already applied: only the next date.
    expect(dates("2026-02-28", { derniereRevision: "2025-03-01" })).toEqual(["2026-03-01"]);
    // A bail mobilité is never revised.
    expect(dates("2026-02-28", { typeBail: "mobilité" })).toEqual([]);
  });
});

describe("the charges' regularisation (art. 23)", () => {
  it("a year after the last one, its breakdown a month before", () => {
    expect(regularisationDue("2024-03-01", null)).toEqual({
      date: "2025-03-01",
      decompte: "2025-02-01",
    });
    expect(regularisationDue("2024-03-01", "2025-04-15")).toEqual({
      date: "2026-04-15",
      decompte: "2026-03-15",
    });
  });
});

describe("the insurance's formal notice (art. 7 g)", () => {
  it("from the day after the certificate's end, the landlord's insurance a month later", () => {
    expect(assuranceManquante("2026-01-31", "2024-01-01")).toEqual({
      miseEnDemeure: "2026-02-01",
      souscription: "2026-03-01",
    });
    expect(assuranceManquante(null, "2024-01-10")).toEqual({
      miseEnDemeure: "2024-01-10",
      souscription: "2024-02-10",
    });
  });
});

describe("the professional card", () => {
  it("its renewal is filed two months before its end", () => {
    expect(depotRenouvellementCarte("2026-12-31")).toBe("2026-10-31");
    expect(depotRenouvellementCarte("2026-04-30")).toBe("2026-02-28");
  });
});

describe("the delays' table", () => {
  it("each key has a row with its source, read by the day", () => {
    for (const d of DELAIS) expect(d.source.length).toBeGreaterThan(20);
    expect(delai("depot_conforme", "2026-01-01").valeur).toBe(1);
  });
});

describe("the calendar's level around a deadline: the day before, of and after", () => {
  const donnees = (sortieConforme: boolean): DonneesCalendrier => ({
    lots: [],
    baux: [],
    diagnostics: [],
    mandats: [],
    agence: null,
    depots: [
      {
        DossierId: 1,
        AppartementId: 1,
        locataire: "Jean Dupont",
        ou: "1 rue A",
        dateRestitutionCles: "2026-03-15",
        sortieConforme,
        loyerHC: 50_000,
      },
    ],
  });
  const niveau = (jour: string, conforme: boolean) =>
    echeancesDu(donnees(conforme), jour).find((e) => e.type === "restitution_depot")?.niveau;
  it("a deposit whose exit inventory matches: due 15 April, late from the 16th", () => {
    expect(niveau("2026-04-14", true)).toBe("bientot");
    expect(niveau("2026-04-15", true)).toBe("bientot");
    expect(niveau("2026-04-16", true)).toBe("expire");
  });
  it("otherwise: due 15 May, late from the 16th", () => {
    expect(niveau("2026-04-16", false)).toBe("bientot");
    expect(niveau("2026-05-15", false)).toBe("bientot");
    expect(niveau("2026-05-16", false)).toBe("expire");
  });
  it("a mandate's L215-1 letter is listed while it may be renewed, not past its limit", () => {
    const mandat = {
      id: 7,
      numeroMandat: "2024-0001",
      dateSignature: "2024-01-01",
      dureeMandatMois: 12,
      AppartementId: null,
      proprietaire: "Élise Durand",
      consommateur: true,
    };
    const lettres = (reconductionsMax: number | null, jour: string, consommateur = true) =>
      echeancesDu(
        { ...donnees(true), depots: [], mandats: [{ ...mandat, reconductionsMax, consommateur }] },
        jour,
      ).filter((e) => e.type === "mandat_reconduction");
    // Term 2025-12-31 (one renewal passed): the letter between 30/09 and 30/11/2025, while a second is allowed.
    expect(lettres(2, "2025-06-01").map((e) => e.date)).toEqual(["2025-11-30"]);
    expect(lettres(1, "2025-06-01")).toEqual([]);
    expect(lettres(null, "2025-06-01", false)).toEqual([]);
  });
});
