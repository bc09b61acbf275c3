import { describe, expect, it } from "vitest";
import { dateLimite, echeanceDepot, moisConstat } from "./delai";
import { moisCommences, penaliteRetard } from "./penalite";
import { regleRetenue, retenueMax } from "./retenue";
import { calculRestitution, type RestitutionEntree } from "./restitution";
import { sortieConforme } from "./conformite";
import type { PieceEtatLieux } from "../schemas/etat-lieux";

const base: RestitutionEntree = {
  depot: 120_000,
  loyerHC: 85_050,
  dateRestitutionCles: "2026-03-15",
  sortieConforme: true,
  deductions: [],
  soldeCompte: 0,
  retenue: 0,
  dateRestitution: null,
  jour: "2026-03-20",
};

describe("the deadline (art. 22, al. 3)", () => {
  it("one month from the keys when the exit matches the entry, two otherwise", () => {
    expect(moisConstat(true)).toBe(1);
    expect(moisConstat(false)).toBe(2);
    expect(dateLimite("2026-03-15", 1)).toBe("2026-04-15");
    expect(dateLimite("2026-03-15", 2)).toBe("2026-05-15");
    expect(calculRestitution(base).dateLimite).toBe("2026-04-15");
    expect(calculRestitution({ ...base, sortieConforme: false }).dateLimite).toBe("2026-05-15");
  });
  it("a day the month lacks becomes its last day", () => {
    expect(dateLimite("2026-01-31", 1)).toBe("2026-02-28");
    expect(dateLimite("2025-12-31", 2)).toBe("2026-02-28");
  });
  it("due soon within 15 days, overdue the day after the deadline, nothing once paid back", () => {
    expect(echeanceDepot("2026-04-15", "2026-03-31", null)).toBe("à échéance");
    expect(echeanceDepot("2026-04-15", "2026-03-30", null)).toBeNull();
    expect(echeanceDepot("2026-04-15", "2026-04-15", null)).toBe("à échéance");
    expect(echeanceDepot("2026-04-15", "2026-04-16", null)).toBe("en retard");
    expect(echeanceDepot("2026-04-15", "2026-06-01", "2026-04-10")).toBeNull();
  });
});

describe("the late penalty (art. 22, al. 7)", () => {
  it("counts the months started after the deadline", () => {
    expect(moisCommences("2026-04-15", "2026-04-15")).toBe(0);
    expect(moisCommences("2026-04-15", "2026-04-16")).toBe(1);
    expect(moisCommences("2026-04-15", "2026-05-15")).toBe(1);
    expect(moisCommences("2026-04-15", "2026-05-16")).toBe(2);
    expect(moisCommences("2026-04-15", "2026-06-16")).toBe(3);
    expect(moisCommences("2026-04-15", "2026-07-15")).toBe(3);
  });
  it("10 % of the rent excluding charges per month started, to the cent", () => {
    expect(penaliteRetard(85_050, 1)).toBe(8_505);
    expect(penaliteRetard(85_055, 1)).toBe(8_506); // 8 505,5 cents rounded half away from zero
    expect(penaliteRetard(85_050, 3)).toBe(25_515);
  });
  it("after 1 and 3 months started, added to what is paid back", () => {
    const un = calculRestitution({ ...base, jour: "2026-04-16" });
    expect(un).toMatchObject({ moisRetard: 1, penalite: 8_505, aRestituer: 128_505 });
    const trois = calculRestitution({ ...base, jour: "2026-06-20" });
    expect(trois).toMatchObject({ moisRetard: 3, penalite: 25_515, aRestituer: 145_515 });
    expect(trois.echeance).toBe("en retard");
  });
  it("stops on the day it was paid back; none when nothing is left to pay back", () => {
    const paye = calculRestitution({ ...base, jour: "2026-09-01", dateRestitution: "2026-04-20" });
    expect(paye).toMatchObject({ moisRetard: 1, penalite: 8_505, echeance: null });
    const rien = calculRestitution({
      ...base,
      jour: "2026-09-01",
      deductions: [{ montant: 120_000 }],
    });
    expect(rien).toMatchObject({ penalite: 0, aRestituer: 0, resteDu: 0 });
  });
});

describe("the hold-back for the co-ownership's accounts (art. 22, al. 5)", () => {
  it("20 % of the deposit at most, rounded down to the cent", () => {
    expect(retenueMax(120_000)).toBe(24_000);
    expect(retenueMax(100_001)).toBe(20_000);
    expect(regleRetenue(120_000, 24_000)).toBeNull();
    expect(regleRetenue(120_000, 24_001)).toMatch(/20 %/);
  });
  it("is deducted with the deductions and the tenant's balance", () => {
    const r = calculRestitution({
      ...base,
      deductions: [{ montant: 15_075 }, { montant: 4_990 }],
      soldeCompte: 30_000,
      retenue: 24_000,
    });
    expect(r).toMatchObject({ totalDeductions: 20_065, aRestituer: 45_935, resteDu: 0 });
  });
  it("a credit on the account is paid back with the deposit; a debt beyond it is left owed", () => {
    expect(calculRestitution({ ...base, soldeCompte: -2_500 }).aRestituer).toBe(122_500);
    const du = calculRestitution({ ...base, soldeCompte: 150_000, deductions: [{ montant: 1 }] });
    expect(du).toMatchObject({ aRestituer: 0, resteDu: 30_001 });
  });
});

describe("the exit inventory against the entry's", () => {
  const piece = (id: string, Mur: string | null): PieceEtatLieux => ({
    id,
    piece: "Séjour",
    nom: "Séjour",
    Mur,
    Sol: "Parquet bon état",
    Plafond: null,
    Fenetre: null,
    Electricite: null,
    Plomberie: null,
    Serrure: null,
    Observation: null,
  });
  it("matches when every room is unchanged, spaces aside", () => {
    expect(sortieConforme([piece("a", "Blanc")], [piece("a", " Blanc ")])).toBe(true);
  });
  it("does not when a room changed, was added or is gone, or without an exit", () => {
    expect(sortieConforme([piece("a", "Blanc")], [piece("a", "Taché")])).toBe(false);
    expect(sortieConforme([piece("a", "Blanc")], [piece("a", "Blanc"), piece("b", "x")])).toBe(
      false,
    );
    expect(sortieConforme([piece("a", "Blanc")], [])).toBe(false);
    expect(sortieConforme([piece("a", "Blanc")], null)).toBe(false);
  });
});

describe("the exit's finding from the inventories entered only (issue 39 item 9)", () => {
  it("says which inventory is missing, never 'non conforme' without both", async () => {
    const { constatSortie, phraseConstat } = await import("./conformite");
    const p = [{ id: "s", piece: "Séjour", nom: "Séjour", Mur: "Blanc" }] as never;
    const q = [{ id: "s", piece: "Séjour", nom: "Séjour", Mur: "Taché" }] as never;
    expect(constatSortie(null, null)).toBe("aucun");
    expect(constatSortie(null, p)).toBe("sans entrée");
    expect(constatSortie(p, null)).toBe("sans sortie");
    expect(constatSortie(p, p)).toBe("conforme");
    expect(constatSortie(p, q)).toBe("non conforme");
    for (const c of ["aucun", "sans entrée", "sans sortie"] as const) {
      expect(phraseConstat(c)).not.toContain("n'étant pas conforme");
      expect(phraseConstat(c)).toContain("deux mois");
    }
    expect(phraseConstat("conforme")).toContain("un mois");
  });
});
