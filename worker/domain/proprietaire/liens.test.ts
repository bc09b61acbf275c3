import { describe, expect, it } from "vitest";
import { type Cible, type EcritureLiee, planLien } from "./liens";

// Issue 60 (ADR 075): an expense's owner entries carry its nature; a nature changed on the expense reverses them and
// writes them anew, an entry written before natures (null) reads "autre".
const cible = (natureCharge: string | null, montant = 30000): Cible => ({
  type: "depense",
  date: "2026-03-10",
  libelle: "Dépense payée par l'agence : Chaudière",
  montant,
  proprietaires: [
    { ClientId: 1, quotePart: 60 },
    { ClientId: 2, quotePart: 40 },
  ],
  natureCharge,
});
const ecrite = (
  id: number,
  ClientId: number,
  debit: number,
  natureCharge: string | null,
): EcritureLiee => ({
  id,
  ClientId,
  type: "depense",
  libelle: "Dépense payée par l'agence : Chaudière",
  debit,
  credit: 0,
  annuleId: null,
  natureCharge,
});

describe("an expense's entries and its nature", () => {
  it("writes each owner's share with the expense's nature", () => {
    expect(planLien([], cible("taxe_fonciere"), "2026-11-27")).toMatchObject([
      { ClientId: 1, debit: 18000, natureCharge: "taxe_fonciere" },
      { ClientId: 2, debit: 12000, natureCharge: "taxe_fonciere" },
    ]);
  });

  it("leaves entries of the same amount and nature be; null reads « autre »", () => {
    const avant = [ecrite(1, 1, 18000, null), ecrite(2, 2, 12000, null)];
    expect(planLien(avant, cible("autre"), "2026-11-27")).toEqual([]);
    const apres = [ecrite(1, 1, 18000, "assurance"), ecrite(2, 2, 12000, "assurance")];
    expect(planLien(apres, cible("assurance"), "2026-11-27")).toEqual([]);
  });

  it("a changed nature reverses the entries (keeping theirs) and writes them with the new one", () => {
    const avant = [ecrite(1, 1, 18000, null), ecrite(2, 2, 12000, null)];
    const plan = planLien(avant, cible("travaux_amelioration"), "2026-11-27");
    expect(
      plan.map((e) => [e.type, e.ClientId, e.debit, e.credit, e.natureCharge, e.date]),
    ).toEqual([
      ["annulation", 1, 0, 18000, null, "2026-11-27"],
      ["annulation", 2, 0, 12000, null, "2026-11-27"],
      ["depense", 1, 18000, 0, "travaux_amelioration", "2026-03-10"],
      ["depense", 2, 12000, 0, "travaux_amelioration", "2026-03-10"],
    ]);
  });
});
