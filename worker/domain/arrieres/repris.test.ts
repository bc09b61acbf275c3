import { describe, expect, it } from "vitest";
import { lettrer, lettreur, type Evenement } from "../compte/lettrage";
import { planDuPaiement, planLoyers, type ProprietaireHonoraires } from "../proprietaire/loyers";
import { arriereOuvert, encaissementsArriere, ligneMiseEnDemeure } from "./repris";

// Issue 74 item 5 (ADR 114): an opening debt taken over is the owners' rent once paid, and owed like a term until then.

const DEUX: ProprietaireHonoraires[] = [
  { ClientId: 7, quotePart: 60, honorairesGestion: 0, tauxTva: 20 },
  { ClientId: 9, quotePart: 40, honorairesGestion: 0, tauxTva: 20 },
];
const dette = (montant: number): Evenement => ({
  type: "emmenagement",
  id: 1,
  date: "2026-11-01",
  nature: "reprise",
  montant,
});
const paiement = (id: number, montant: number, date = "2026-11-20"): Evenement => ({
  type: "paiement",
  id,
  date,
  montant,
  PaiementId: id,
});

describe("the owners' entries of a payment of the opening debt", () => {
  it("split 60/40 to the cent: each share rounded, the last owner takes the rest", () => {
    const l = lettrer([dette(123456), paiement(2, 123456)]);
    const plan = planLoyers(l, DEUX, [], () => "2026-11-20");
    expect(plan.map((e) => [e.ClientId, e.type, e.libelle, e.credit, e.QuitanceId])).toEqual([
      [7, "loyer", "Arriéré repris au 01/11/2026 (quote-part 60 %)", 74074, null],
      [9, "loyer", "Arriéré repris au 01/11/2026 (quote-part 40 %)", 49382, null],
    ]);
    expect(plan.reduce((s, e) => s + e.credit, 0)).toBe(123456);
  });

  it("are the same whether planned for the payment alone or from the whole account", () => {
    const l = lettreur();
    for (const e of [dette(123456), paiement(2, 50000)]) l.ajouter(e);
    const avant = planLoyers(l.lettrage(), DEUX, [], () => "2026-11-20");
    const existantes = avant.map((e, i) => ({ ...e, id: i + 1 }));
    l.ajouter({ type: "echeance", id: 3, date: "2026-11-01", QuitanceId: 5, montant: 85000 });
    l.ajouter(paiement(4, 100000, "2026-11-25"));
    const seul = planDuPaiement(l.lettrage(), 4, DEUX, "2026-11-25");
    expect(planLoyers(l.lettrage(), DEUX, existantes, () => "2026-11-25")).toEqual(seul);
    // 734,56 € of the debt first (the oldest), then 265,44 € of November's term.
    expect(seul.filter((e) => e.QuitanceId === null).reduce((s, e) => s + e.credit, 0)).toBe(73456);
    expect(seul.filter((e) => e.QuitanceId === 5).reduce((s, e) => s + e.credit, 0)).toBe(26544);
  });

  it("a remise or an opening credit settles it without crediting anyone; a reversed payment is taken back", () => {
    const remise = lettrer([
      dette(10000),
      { type: "ajustement", id: 2, date: "2026-11-02", montant: 10000 },
    ]);
    expect(encaissementsArriere(remise)).toEqual([]);
    const l = lettreur();
    for (const e of [dette(10000), paiement(2, 10000)]) l.ajouter(e);
    const ecrites = planLoyers(l.lettrage(), DEUX, [], () => "2026-11-20").map((e, i) => ({
      ...e,
      id: i + 1,
    }));
    l.ajouter({ type: "annulation", id: 3, PaiementId: 2 });
    const annulation = planLoyers(l.lettrage(), DEUX, ecrites, () => "2026-11-28");
    expect(annulation.map((e) => [e.type, e.debit, e.annuleId])).toEqual([
      ["annulation", 6000, 1],
      ["annulation", 4000, 2],
    ]);
  });
});

describe("what is still owed of it", () => {
  it("is named on the formal notice until paid", () => {
    const l = lettrer([dette(123456), paiement(2, 23456)]);
    expect(arriereOuvert(l)).toEqual({
      date: "2026-11-01",
      du: 123456,
      regle: 23456,
      reste: 100000,
    });
    expect(ligneMiseEnDemeure(l)).toEqual([
      {
        date: "2026-11-01",
        libelle: "Arriéré repris au 01/11/2026",
        montant: 123456,
        recu: 23456,
        reste: 100000,
      },
    ]);
    expect(ligneMiseEnDemeure(lettrer([dette(123456), paiement(2, 123456)]))).toEqual([]);
    expect(arriereOuvert(lettrer([paiement(2, 100)]))).toBeNull();
  });
});
