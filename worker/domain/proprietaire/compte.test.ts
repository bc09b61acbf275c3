import { describe, expect, it } from "vitest";
import { releve } from "./compte";

const ligne = (id: number, date: string, credit: number, debit = 0) => ({
  id,
  date,
  type: credit ? "loyer" : "honoraires",
  libelle: "",
  debit,
  credit,
  AppartementId: null,
  DossierId: null,
});

describe("the owner's statement", () => {
  const lignes = [
    ligne(3, "2026-11-20", 0, 5000),
    ligne(1, "2026-10-05", 80000),
    ligne(2, "2026-11-20", 90000),
    ligne(4, "2026-12-05", 70000),
  ];
  it("orders the entries by date then id with the running balance, and takes the reserve off what is available", () => {
    const r = releve(lignes, 30000);
    expect(r.ecritures.map((e) => [e.id, e.solde])).toEqual([
      [1, 80000],
      [2, 170000],
      [3, 165000],
      [4, 235000],
    ]);
    expect(r).toMatchObject({ solde: 235000, disponible: 205000 });
  });
  it("a period starts from the balance before it and ends at its last day", () => {
    const r = releve(lignes, 0, "2026-11-01", "2026-11-30");
    expect(r.ecritures.map((e) => [e.id, e.solde])).toEqual([
      [2, 170000],
      [3, 165000],
    ]);
    expect(r.solde).toBe(165000);
  });
  it("nothing is available when the reserve exceeds the balance", () => {
    expect(releve(lignes, 300000).disponible).toBe(0);
  });
});
