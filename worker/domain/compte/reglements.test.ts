import { describe, expect, it } from "vitest";
import { lettrer, type Evenement } from "./lettrage";
import { reglementsDuTerme } from "./reglements";

const due = (id: number, QuitanceId: number, montant: number, date: string): Evenement => ({
  type: "echeance",
  id,
  QuitanceId,
  montant,
  date,
});
const pay = (
  id: number,
  montant: number,
  date: string,
  QuitanceId: number | null = null,
): Evenement => ({
  type: "paiement",
  id,
  PaiementId: id,
  montant,
  date,
  QuitanceId,
});

describe("the payments a partly paid term received", () => {
  it("lists each payment with its own day, oldest first, never a blank date", () => {
    const l = lettrer([
      due(1, 10, 80000, "2026-11-01"),
      pay(2, 20000, "2026-11-05", 10),
      pay(3, 30000, "2026-11-12", 10),
    ]);
    expect(reglementsDuTerme(l, 10)).toEqual([
      { date: "2026-11-05", montant: 20000 },
      { date: "2026-11-12", montant: 30000 },
    ]);
  });

  it("counts only the share of a payment that settles this term", () => {
    const l = lettrer([
      due(1, 10, 50000, "2026-10-01"),
      due(2, 11, 50000, "2026-11-01"),
      pay(3, 70000, "2026-11-12"),
    ]);
    expect(reglementsDuTerme(l, 11)).toEqual([{ date: "2026-11-12", montant: 20000 }]);
    expect(reglementsDuTerme(l, 99)).toEqual([]);
  });
});
