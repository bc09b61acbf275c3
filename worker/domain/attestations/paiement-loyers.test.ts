import { describe, expect, it } from "vitest";
import { lettrer, type Evenement } from "../compte/lettrage";
import { attestationPaiement, moisAttestes } from "./paiement-loyers";

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
const terme = (QuitanceId: number, mois: string) => ({
  QuitanceId,
  mois,
  prixHC: 85000,
  charge: 12050,
});

describe("the months an attestation covers", () => {
  it("are the month of its day and the eleven before, across a year's end", () => {
    expect(moisAttestes("2026-03-31")).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });
});

describe("the payment attestation's months", () => {
  const lettrage = lettrer([
    due(1, 10, 97050, "2026-09-05"),
    due(2, 11, 97050, "2026-10-05"),
    // September paid late, in two goes; October paid in part; an older term out of the twelve months.
    pay(3, 50000, "2026-10-02", 10),
    pay(4, 47050, "2026-10-20", 10),
    pay(5, 30000, "2026-10-06", 11),
    due(6, 9, 97050, "2025-10-05"),
  ]);
  const a = attestationPaiement(
    [terme(9, "2025-10"), terme(10, "2026-09"), terme(11, "2026-10")],
    lettrage,
    "2026-11-21",
  );

  it("gives each month its term's call, what settled it and each payment's day", () => {
    expect(a.du).toBe("2025-12-01");
    expect(a.mois).toHaveLength(12);
    expect(a.mois.find((m) => m.mois === "2026-09")).toEqual({
      mois: "2026-09",
      libelle: "septembre 2026",
      loyer: 85000,
      charges: 12050,
      appele: 97050,
      paye: 97050,
      reglements: [
        { date: "2026-10-02", montant: 50000 },
        { date: "2026-10-20", montant: 47050 },
      ],
      sansAppel: false,
    });
    expect(a.mois.find((m) => m.mois === "2026-10")).toMatchObject({ appele: 97050, paye: 30000 });
  });

  it("marks a month without a term, leaves out the terms before the twelve months, and totals to the cent", () => {
    expect(a.mois.find((m) => m.mois === "2026-11")).toMatchObject({
      sansAppel: true,
      appele: 0,
      paye: 0,
    });
    expect(a.mois.some((m) => m.mois === "2025-10")).toBe(false);
    expect(a.totalAppele).toBe(194100);
    expect(a.totalPaye).toBe(127050);
  });
});
