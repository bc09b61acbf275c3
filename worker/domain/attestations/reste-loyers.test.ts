import { describe, expect, it } from "vitest";
import { type Evenement, lettrer } from "../compte/lettrage";
import { resteDuBail } from "./reste-loyers";

// The deposit 850 € called at the start, a term of 970,50 €, then 300 € received: the account owes 1 520,50 €.
const jour = "2026-11-21";
const depot: Evenement = {
  type: "emmenagement",
  id: 1,
  date: "2026-10-01",
  nature: "depot",
  montant: 85000,
};
const terme: Evenement = {
  type: "echeance",
  id: 2,
  date: "2026-10-05",
  QuitanceId: 10,
  montant: 97050,
};
const lignes = [
  { type: "emmenagement", date: "2026-10-01", debit: 85000, credit: 0 },
  { type: "echeance", date: "2026-10-05", debit: 97050, credit: 0 },
  { type: "paiement", date: "2026-10-06", debit: 0, credit: 30000 },
];

describe("resteDuBail", () => {
  it("leaves the unpaid deposit out of what is owed for rent and charges", () => {
    const paye = lettrer([
      depot,
      terme,
      { type: "paiement", id: 3, date: "2026-10-06", montant: 30000, QuitanceId: 10 },
    ]);
    expect(resteDuBail(lignes, paye, jour)).toEqual({ loyers: 67050, emmenagement: 85000 });
  });

  it("counts money meant for no term against the deposit first, as the account does", () => {
    const verse = lettrer([
      depot,
      terme,
      { type: "paiement", id: 3, date: "2026-10-06", montant: 30000 },
    ]);
    expect(resteDuBail(lignes, verse, jour)).toEqual({ loyers: 97050, emmenagement: 55000 });
  });

  it("keeps an import's opening debt in: it is old rent", () => {
    const reprise = lettrer([
      { type: "emmenagement", id: 1, date: "2026-10-01", nature: "reprise", montant: 85000 },
    ]);
    expect(resteDuBail(lignes.slice(0, 1), reprise, jour)).toEqual({
      loyers: 85000,
      emmenagement: 0,
    });
  });

  it("is the account's balance when no move-in charge is open", () => {
    expect(resteDuBail(lignes.slice(1), lettrer([terme]), jour)).toEqual({
      loyers: 67050,
      emmenagement: 0,
    });
  });
});
