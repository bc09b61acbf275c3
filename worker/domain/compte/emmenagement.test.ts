import { describe, expect, it } from "vitest";
import { lettrer, type Evenement } from "./lettrage";
import {
  chargesEmmenagement,
  correctionsEmmenagement,
  depotDetenu,
  resteEmmenagement,
} from "./emmenagement";

// Issue 39 item 8: the deposit and the tenant's letting fees are due at the lease's start; money not meant for a
// term settles them before any rent, so a receipt is never paid with deposit money.
const depot = (id: number, montant: number): Evenement => ({
  type: "emmenagement",
  id,
  date: "2026-01-01",
  nature: "depot",
  montant,
});
const honoraires = (id: number, montant: number): Evenement => ({
  type: "emmenagement",
  id,
  date: "2026-01-01",
  nature: "honorairesLocation",
  montant,
});
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
): Evenement => ({ type: "paiement", id, PaiementId: id, montant, date, QuitanceId });

describe("move-in charges", () => {
  it("the lease's lines: the deposit, then the fees, each with its label; none at 0 €", () => {
    expect(chargesEmmenagement({ depotGarantie: 85000, fraisDossierTTC: 42050 })).toEqual([
      { type: "depot", libelle: "Dépôt de garantie", montant: 85000 },
      {
        type: "honorairesLocation",
        libelle: "Honoraires de location (part du locataire)",
        montant: 42050,
      },
    ]);
    expect(chargesEmmenagement({ depotGarantie: 0, fraisDossierTTC: 0 })).toEqual([]);
  });

  it("a payment of deposit + fees + first rent settles the deposit and fees first, then the rent", () => {
    const l = lettrer([
      depot(1, 85000),
      honoraires(2, 40000),
      due(3, 10, 97050, "2026-01-01"),
      pay(4, 85000 + 40000 + 97050, "2026-01-03"),
    ]);
    expect(l.emmenagement.get("depot")).toMatchObject({ du: 85000, regle: 85000 });
    expect(l.emmenagement.get("honorairesLocation")).toMatchObject({ du: 40000, regle: 40000 });
    // The receipt counts only what settles rent and charges; the terms' allocations never hold deposit money.
    expect(l.termes.get(10)).toMatchObject({ regle: 97050, dateReglement: "2026-01-03" });
    expect(l.termes.get(10)?.affectations.map((a) => a.montant)).toEqual([97050]);
    expect(l.sources.get(4)?.affectations.reduce((s, a) => s + a.montant, 0)).toBe(97050);
    expect(l.credit).toBe(0);
  });

  it("money not meant for a term never settles rent while the deposit is open", () => {
    const l = lettrer([
      depot(1, 85000),
      due(2, 10, 97050, "2026-01-01"),
      pay(3, 97050, "2026-01-03"),
    ]);
    expect(l.emmenagement.get("depot")?.regle).toBe(85000);
    expect(l.termes.get(10)).toMatchObject({ regle: 12050, dateReglement: null });
  });

  it("a payment made for a term settles that term first; the rest goes to the deposit, never to next month", () => {
    const l = lettrer([
      depot(1, 85000),
      due(2, 10, 97050, "2026-01-01"),
      pay(3, 97050 + 50000, "2026-01-03", 10),
      due(4, 11, 97050, "2026-02-01"),
    ]);
    expect(l.termes.get(10)?.regle).toBe(97050);
    expect(l.emmenagement.get("depot")?.regle).toBe(50000);
    expect(l.termes.get(11)?.regle).toBe(0);
  });

  it("a reversed payment gives back the deposit it settled; a lowered deposit gives back its latest money", () => {
    const l = lettrer([
      depot(1, 85000),
      pay(2, 85000, "2026-01-03"),
      { type: "annulation", id: 3, PaiementId: 2 },
    ]);
    expect(l.emmenagement.get("depot")?.regle).toBe(0);
    const m = lettrer([depot(1, 85000), pay(2, 85000, "2026-01-03"), depot(3, -5000)]);
    expect(m.emmenagement.get("depot")).toMatchObject({ du: 80000, regle: 80000 });
    expect(m.credit).toBe(5000);
  });
});

describe("a change of the lease's deposit or fees", () => {
  it("is a line of the difference, with its label; none when unchanged", () => {
    const avant = { depotGarantie: 85000, fraisDossierTTC: 30000 };
    expect(
      correctionsEmmenagement(avant, { depotGarantie: 90000, fraisDossierTTC: 25000 }),
    ).toEqual([
      { type: "depot", libelle: "Dépôt de garantie : montant corrigé", montant: 5000 },
      {
        type: "honorairesLocation",
        libelle: "Honoraires de location (part du locataire) : montant corrigé",
        montant: -5000,
      },
    ]);
    expect(correctionsEmmenagement(avant, avant)).toEqual([]);
  });
});

describe("the deposit held", () => {
  it("is what was paid of the deposit line; the balance the return deducts leaves out the deposit never paid", () => {
    const l = lettrer([depot(1, 85000), honoraires(2, 30000), pay(3, 50000, "2026-01-03")]);
    expect(depotDetenu(l, 65000, 85000)).toEqual({ depot: 50000, soldeCompte: 30000 });
    expect(resteEmmenagement(l)).toBe(65000);
    // A lease without a deposit line (created before item 8): its lease's amount.
    expect(depotDetenu(lettrer([]), 0, 85000)).toEqual({ depot: 85000, soldeCompte: 0 });
  });
});
