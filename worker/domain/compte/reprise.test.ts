import { describe, expect, it } from "vitest";
import { chargeDeLigne, depotDetenu } from "./emmenagement";
import { lettrer, type Evenement } from "./lettrage";
import { avantReprise, termeDuMois } from "../quitance";
import { ecritureDe } from "../fec/evenements";
import { compteRendu } from "../gerance/compte-rendu";
import { revenusFonciers } from "../gerance/revenus-fonciers";
import type { EcritureGerance } from "../gerance/ecritures";

// Issue 61 item 4 (ADR 080): an import's opening balances as the pure rules read them.

describe("the lines an import writes, as the replay reads them", () => {
  it("a deposit held's debit and an opening debt are charges; their credits are money", () => {
    expect(chargeDeLigne({ type: "depotDetenu", debit: 80000 })).toBe("depot");
    expect(chargeDeLigne({ type: "depotDetenu", debit: 0 })).toBeNull();
    expect(chargeDeLigne({ type: "reprise", debit: 45050 })).toBe("reprise");
    expect(chargeDeLigne({ type: "reprise", debit: 0 })).toBeNull();
    expect(chargeDeLigne({ type: "depot", debit: 85000 })).toBe("depot");
    expect(chargeDeLigne({ type: "echeance", debit: 97050 })).toBeNull();
  });

  it("the deposit held is paid by its own money, which pays nothing else; the balance does not move", () => {
    const l = lettrer([
      { type: "echeance", id: 1, date: "2026-10-01", QuitanceId: 7, montant: 97050 },
      { type: "emmenagement", id: 2, date: "2026-10-31", nature: "depot", montant: 80000 },
      { type: "ajustement", id: 3, date: "2026-10-31", montant: 80000, emmenagement: "depot" },
    ]);
    expect(depotDetenu(l, 97050, 85000)).toEqual({ depot: 80000, soldeCompte: 97050 });
    expect(l.termes.get(7)?.regle).toBe(0);
    expect(l.credit).toBe(0);
  });

  it("an opening debt is settled before any term; an opening credit settles the next term", () => {
    const dette: Evenement[] = [
      { type: "emmenagement", id: 1, date: "2026-10-31", nature: "reprise", montant: 45050 },
      { type: "echeance", id: 2, date: "2026-11-01", QuitanceId: 8, montant: 97050 },
      { type: "paiement", id: 3, date: "2026-11-10", montant: 100000, PaiementId: 1 },
    ];
    const l = lettrer(dette);
    expect(l.emmenagement.get("reprise")).toMatchObject({ du: 45050, regle: 45050 });
    expect(l.termes.get(8)?.regle).toBe(54950);
    const c = lettrer([
      { type: "ajustement", id: 1, date: "2026-10-31", montant: 30000 },
      { type: "echeance", id: 2, date: "2026-11-01", QuitanceId: 9, montant: 97050 },
    ]);
    expect(c.termes.get(9)?.regle).toBe(30000);
    expect(c.credit).toBe(0);
  });
});

describe("terms from the cut-over month", () => {
  const bail = {
    dateEntree: "2025-06-01",
    loyerHC: 85000,
    loyerCharge: 12050,
    dateReprise: "2026-12-31",
  };
  it("no term for a month before it; its month and the next as usual", () => {
    expect(avantReprise(bail, "2026-11")).toBe(true);
    expect(termeDuMois(bail, "2026-11")).toBeNull();
    expect(termeDuMois(bail, "2026-12")).toMatchObject({ date: "2026-12-01", prixHC: 85000 });
    expect(termeDuMois(bail, "2027-01")).toMatchObject({ date: "2027-01-01" });
    expect(avantReprise({ dateReprise: null }, "2020-01")).toBe(false);
  });
});

describe("the FEC of opening entries", () => {
  const ev = (src: "T" | "P", nature: string, debit: number, credit: number) =>
    ecritureDe({
      src,
      id: 1,
      date: "2026-10-31",
      nature,
      libelle: "Reprise",
      debit,
      credit,
      tva: 0,
      tiers: 5,
      piece: "ECR1",
      valide: "2026-11-21T10:00:00Z",
    });
  const comptes = (e: ReturnType<typeof ev>) =>
    e?.lignes.map((l) => [l.compte, l.tiers?.kind ?? null, l.debit, l.credit]);
  it("in the journal of à-nouveaux: a debt on 411/471, money held on 512, the deposit on 165", () => {
    expect(ev("T", "reprise", 45050, 0)?.journal).toBe("AN");
    expect(comptes(ev("T", "reprise", 45050, 0))).toEqual([
      ["411000", "dossier", 45050, 0],
      ["471000", null, 0, 45050],
    ]);
    expect(comptes(ev("T", "reprise", 0, 30000))).toEqual([
      ["411000", "dossier", 0, 30000],
      ["512000", null, 30000, 0],
    ]);
    expect(comptes(ev("T", "depotDetenu", 80000, 0))).toEqual([
      ["411000", "dossier", 80000, 0],
      ["165000", "dossier", 0, 80000],
    ]);
    expect(comptes(ev("T", "depotDetenu", 0, 80000))).toEqual([
      ["411000", "dossier", 0, 80000],
      ["512000", null, 80000, 0],
    ]);
    expect(ev("P", "reprise", 0, 123456)?.journal).toBe("AN");
    expect(comptes(ev("P", "reprise", 0, 123456))).toEqual([
      ["467000", "proprietaire", 0, 123456],
      ["512000", null, 123456, 0],
    ]);
  });
});

describe("the owner's documents", () => {
  const e = (p: Partial<EcritureGerance> & { id: number; date: string; nature: string }) => ({
    libelle: p.nature,
    debit: 0,
    credit: 0,
    tva: 0,
    AppartementId: null,
    DossierId: null,
    prixHC: null,
    charge: null,
    natureCharge: null,
    ...p,
  });
  const reprise = e({ id: 1, date: "2026-10-31", nature: "reprise", credit: 123456 });
  it("the compte-rendu brings the opening balance forward, never as a movement of the period", () => {
    const r = compteRendu([reprise], [], [], "2026-10-01", "2026-10-31");
    expect(r).toMatchObject({
      soldeOuverture: 123456,
      encaisse: 0,
      depenses: [],
      soldeCloture: 123456,
    });
    expect(compteRendu([reprise], [], [], "2026-11-01", "2026-11-30").soldeOuverture).toBe(123456);
  });
  it("never on the 2044", () => {
    const r = revenusFonciers(
      [reprise],
      2026,
      {
        ClientId: 1,
        proprietaires: new Map(),
        nonDeductibles: new Map(),
        aujourdhui: "2027-03-01",
      },
      (a) => a,
    );
    expect(JSON.stringify(r)).not.toContain("reprise");
    expect(r.justificatifs).toEqual([]);
  });
});
