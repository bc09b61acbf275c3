import { describe, expect, it } from "vitest";
import { mentionNonDecent, raisonIndecence } from "../bail/decence";
import { renouveleDepuisGel } from "../revision/revision";
import { congeBailleur } from "./conge";
import { reconductionTacite } from "./reconduction";

// Issue 73: each rule at its edges (the day before, of and after each term and notice deadline).

const nu = { typeBail: "nu", dateFinBail: "2024-05-31" };

describe("tacit renewal at the term", () => {
  it("the day before the term: nothing yet; on it and after: three years from the next day", () => {
    expect(reconductionTacite(nu, false, "2024-05-30")).toBeNull();
    expect(reconductionTacite(nu, false, "2024-05-31")).toEqual({
      debut: "2024-06-01",
      fin: "2027-05-31",
      termes: 1,
    });
    expect(reconductionTacite(nu, false, "2024-06-01")?.fin).toBe("2027-05-31");
  });

  it("six years when an owner is a legal person (SCI); one year furnished", () => {
    expect(reconductionTacite(nu, true, "2024-05-31")?.fin).toBe("2030-05-31");
    const meuble = { typeBail: "meublé", dateFinBail: "2024-05-31" };
    expect(reconductionTacite(meuble, false, "2024-05-31")?.fin).toBe("2025-05-31");
    expect(reconductionTacite(meuble, true, "2024-05-31")?.fin).toBe("2025-05-31");
  });

  it("a bail mobilité or étudiant ends; a notice (tenant's, departure, congé) ends it too", () => {
    expect(reconductionTacite({ ...nu, typeBail: "mobilité" }, false, "2024-06-01")).toBeNull();
    expect(reconductionTacite({ ...nu, typeBail: "étudiant" }, false, "2024-06-01")).toBeNull();
    expect(
      reconductionTacite({ ...nu, dateDebutPreavis: "2024-03-01" }, false, "2024-06-01"),
    ).toBeNull();
    expect(reconductionTacite({ ...nu, dateSortie: "2024-05-31" }, false, "2024-06-01")).toBeNull();
    expect(
      reconductionTacite({ ...nu, congeDateEnvoi: "2023-11-02" }, false, "2024-06-01"),
    ).toBeNull();
    expect(reconductionTacite({ ...nu, dateFinBail: null }, false, "2024-06-01")).toBeNull();
  });

  it("29 February: a term starting on it ends on 28 February; a furnished term ending the 28th is followed by the 29th", () => {
    const bissextile = { typeBail: "meublé", dateFinBail: "2028-02-28" };
    expect(reconductionTacite(bissextile, false, "2028-02-28")).toMatchObject({
      debut: "2028-02-29",
      fin: "2029-02-28",
    });
    const avant = { typeBail: "meublé", dateFinBail: "2024-02-29" };
    expect(reconductionTacite(avant, false, "2024-02-29")?.fin).toBe("2025-02-28");
    expect(
      reconductionTacite({ typeBail: "nu", dateFinBail: "2027-02-28" }, false, "2027-02-28")?.fin,
    ).toBe("2030-02-28");
  });

  it("a lease the job had not seen for years: every term since, to the first ending after today", () => {
    expect(
      reconductionTacite({ typeBail: "nu", dateFinBail: "2018-08-31" }, false, "2026-11-21"),
    ).toEqual({ debut: "2018-09-01", fin: "2027-08-31", termes: 3 });
  });
});

describe("the landlord's congé", () => {
  const bail = {
    typeBail: "nu",
    dateDebutBail: "2024-07-01",
    dateFinBail: "2027-06-30",
    clos: false,
  };
  it("unfurnished: sent exactly six months before the term is in time; a day late, it takes effect at the next term", () => {
    expect(congeBailleur(bail, false, "2026-12-31", "2027-01-05")).toEqual({
      terme: "2027-06-30",
      limite: "2026-12-31",
    });
    const tard = congeBailleur(bail, false, "2027-01-01", "2027-01-05");
    expect(tard).toMatchObject({ termePossible: "2030-06-30" });
    expect(tard.refus).toContain("au plus tard le 31/12/2026");
    expect(tard.refus).toContain("au terme du 30/06/2030");
    // An SCI's lease: the next term is six years on.
    expect(congeBailleur(bail, true, "2027-01-01", "2027-01-05")).toMatchObject({
      termePossible: "2033-06-30",
    });
  });

  it("furnished: three months; the day before the deadline, the day of, the day after", () => {
    const m = { ...bail, typeBail: "meublé" };
    expect(congeBailleur(m, false, "2027-03-30", "2027-04-05").refus).toBeUndefined();
    expect(congeBailleur(m, false, "2027-03-31", "2027-04-05").refus).toBeUndefined();
    expect(congeBailleur(m, false, "2027-04-01", "2027-04-05")).toMatchObject({
      termePossible: "2028-06-30",
    });
  });

  it("no « Fin du bail »: the term its start gives it, renewed, as a stated one; late, the next one", () => {
    // Started 1 July 2018: terms end 30 June 2021, 2024, 2027 (2030 for a legal person's six years from 2018).
    const sansFin = { ...bail, dateDebutBail: "2018-07-01", dateFinBail: null };
    expect(congeBailleur(sansFin, false, "2026-12-31", "2027-01-05")).toEqual({
      terme: "2027-06-30",
      limite: "2026-12-31",
    });
    expect(congeBailleur(sansFin, false, "2027-01-01", "2027-01-05")).toMatchObject({
      termePossible: "2030-06-30",
    });
    expect(congeBailleur(sansFin, true, "2027-01-05", "2027-01-05")).toEqual({
      terme: "2030-06-30",
      limite: "2029-12-31",
    });
    // Furnished, started 1 March 2026: one year, notice three months, the day it ends.
    const meuble = { ...sansFin, typeBail: "meublé", dateDebutBail: "2026-03-01" };
    expect(congeBailleur(meuble, false, "2026-11-30", "2026-12-01")).toEqual({
      terme: "2027-02-28",
      limite: "2026-11-30",
    });
    // A student's lease without an end: nine months, no congé to give.
    expect(
      congeBailleur({ ...sansFin, typeBail: "étudiant" }, false, "2026-11-01", "2026-11-21").refus,
    ).toContain("pas de congé du bailleur");
  });

  it("refused: sent in the future (field), a bail mobilité, a closed lease, a second congé", () => {
    expect(congeBailleur(bail, false, "2026-12-01", "2026-11-21")).toMatchObject({
      champ: "dateEnvoi",
    });
    expect(
      congeBailleur({ ...bail, typeBail: "mobilité" }, false, "2026-11-01", "2026-11-21").refus,
    ).toContain("pas de congé du bailleur");
    expect(
      congeBailleur({ ...bail, clos: true }, false, "2026-11-01", "2026-11-21").refus,
    ).toContain("clos");
    expect(
      congeBailleur({ ...bail, congeDateEnvoi: "2026-10-01" }, false, "2026-11-01", "2026-11-21")
        .refus,
    ).toContain("déjà été donné");
  });
});

describe("decency at renewal", () => {
  const f = { classe: "F", codePostal: "75011" };
  it("class F: the mention from 1 January 2028, not the day before", () => {
    expect(mentionNonDecent(f, "2027-12-31")).toBeNull();
    expect(mentionNonDecent(f, "2028-01-01")).toBe(
      "Logement non décent depuis le 1er janvier 2028 : travaux à réaliser (loi n° 89-462, art. 6 et 20-1)",
    );
  });
  it("the 450 kWh ceiling refuses a new lease, never marks a renewal", () => {
    const lot = { classe: "E", energieFinale: 451, codePostal: "75011" };
    expect(raisonIndecence(lot, "2026-01-01")).toContain("450");
    expect(mentionNonDecent(lot, "2026-01-01")).toBeNull();
  });
  it("overseas: the F/G rent freeze from 1 July 2024, not 24 August 2022", () => {
    const bail = {
      typeBail: "nu",
      dateCreationBail: "2024-06-30",
      dateDebutBail: "2024-07-01",
      dateRevision: null,
      loyerHC: 80000,
      indice: 140,
      indiceTrim: null,
      classeEnergie: "G",
    };
    expect(renouveleDepuisGel({ ...bail, codePostal: "75011" }, "2025-07-01")).toBe(true);
    expect(renouveleDepuisGel({ ...bail, codePostal: "97400" }, "2025-07-01")).toBe(false);
    expect(
      renouveleDepuisGel(
        { ...bail, codePostal: "97400", dateCreationBail: "2024-07-01" },
        "2025-07-01",
      ),
    ).toBe(true);
  });
});
