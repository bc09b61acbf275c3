import { describe, expect, it } from "vitest";
import { MSG_MONTANT_INDEMNITE, MSG_PERIODE_PAYEE, subrogation } from "./subrogation";
import { MODE_INDEMNITE } from "./indemnite-compte";

const termes = [
  { id: 10, mois: "2026-10", reste: 85_000 },
  { id: 11, mois: "2026-11", reste: 85_000 },
  { id: 12, mois: "2026-12", reste: 0 },
];

describe("the insurer's payment of unpaid terms", () => {
  it("settles the named terms as a payment, oldest first, and moves what it paid to the insurer", () => {
    expect(subrogation(termes, ["2026-11", "2026-10"], 170_000, "Assur")).toEqual({
      paiements: [
        { montant: 85_000, QuitanceId: 10, mode: MODE_INDEMNITE, reference: "Assur (2026-10)" },
        { montant: 85_000, QuitanceId: 11, mode: MODE_INDEMNITE, reference: "Assur (2026-11)" },
      ],
      duAssureur: 170_000,
    });
  });

  it("a partial indemnity (a deductible) moves only what the insurer paid", () => {
    const v = subrogation(termes, ["2026-10", "2026-11"], 100_000, "Assur");
    expect("duAssureur" in v && v.duAssureur).toBe(100_000);
    expect("paiements" in v && v.paiements.map((p) => p.montant)).toEqual([85_000, 15_000]);
  });

  it("refuses a month paid or unknown, and an amount above what the months owe", () => {
    expect(subrogation(termes, ["2026-12"], 1_000, "Assur")).toEqual({
      champ: "periodes",
      message: MSG_PERIODE_PAYEE,
    });
    expect(subrogation(termes, ["2027-01"], 1_000, "Assur")).toEqual({
      champ: "periodes",
      message: MSG_PERIODE_PAYEE,
    });
    expect(subrogation(termes, ["2026-10"], 85_001, "Assur")).toEqual({
      champ: "montant",
      message: MSG_MONTANT_INDEMNITE,
    });
  });
});
