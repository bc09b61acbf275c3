import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { lettreur, type Evenement } from "../compte/lettrage";
import {
  planDuPaiement,
  planLoyers,
  type EcritureLoyer,
  type NouvelleEcriture,
  type ProprietaireHonoraires,
} from "./loyers";

const JOUR = "2026-11-27";
const DEUX: ProprietaireHonoraires[] = [
  { ClientId: 7, quotePart: 60, honorairesGestion: 8, tauxTva: 20 },
  { ClientId: 9, quotePart: 40, honorairesGestion: 8, tauxTva: 20 },
];

/** The plan's entries as the database keeps them (ids given in order). */
function ecrire(existantes: EcritureLoyer[], plan: NouvelleEcriture[]) {
  for (const e of plan) existantes.push({ ...e, id: existantes.length + 1 });
}

/** One step of a tenant's account, drawn at random: terms, changes of them, payments, reversals, remises. */
type Pas =
  | { k: "terme"; montant: number }
  | { k: "modif"; terme: number; montant: number }
  | { k: "paiement"; montant: number; terme: number | null }
  | { k: "annulation"; paiement: number }
  | { k: "remise"; montant: number };

const pas: fc.Arbitrary<Pas> = fc.oneof(
  fc.record({ k: fc.constant("terme" as const), montant: fc.integer({ min: 0, max: 90000 }) }),
  fc.record({
    k: fc.constant("modif" as const),
    terme: fc.nat(20),
    montant: fc.integer({ min: -50000, max: 50000 }),
  }),
  fc.record({
    k: fc.constant("paiement" as const),
    montant: fc.integer({ min: 1, max: 120000 }),
    terme: fc.option(fc.nat(20)),
  }),
  fc.record({ k: fc.constant("annulation" as const), paiement: fc.nat(20) }),
  fc.record({ k: fc.constant("remise" as const), montant: fc.integer({ min: 1, max: 30000 }) }),
);

const proprietaires: fc.Arbitrary<ProprietaireHonoraires[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 3 })
  .chain((ids) => fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 12 }), fc.constant(ids)))
  .map(([parts, honoraires, ids]) =>
    ids.map((ClientId, i) => ({
      ClientId,
      // Quote-parts adding up to 100, or none (equal shares).
      quotePart: parts ? (i === ids.length - 1 ? 100 - 10 * (ids.length - 1) : 10) : null,
      honorairesGestion: honoraires,
      tauxTva: 20,
    })),
  );

/**
 * Replays `pasList` entry by entry, bringing the owners' entries in line after each (planLoyers, written), as the
 * payments and the account's replays do; a payment of `anciens` is never credited. Returns the replay and entries.
 */
function historique(pasList: Pas[], owners: ProprietaireHonoraires[], anciens: Set<number>) {
  const l = lettreur();
  const existantes: EcritureLoyer[] = [];
  const termes: number[] = [];
  const paiements: number[] = [];
  let id = 0;
  const mois = (n: number) => `2025-${String(1 + (n % 12)).padStart(2, "0")}-01`;
  for (const p of pasList) {
    id++;
    let e: Evenement | undefined;
    if (p.k === "terme") {
      termes.push(id);
      e = { type: "echeance", id, QuitanceId: id, montant: p.montant, date: mois(termes.length) };
    } else if (p.k === "modif" && termes.length) {
      const q = termes[p.terme % termes.length] as number;
      e = {
        type: "echeance",
        id,
        QuitanceId: q,
        montant: p.montant,
        date: mois(termes.indexOf(q) + 1),
      };
    } else if (p.k === "paiement") {
      paiements.push(id);
      const q = p.terme == null || !termes.length ? null : termes[p.terme % termes.length];
      e = { type: "paiement", id, PaiementId: id, montant: p.montant, date: JOUR, QuitanceId: q };
    } else if (p.k === "annulation" && paiements.length) {
      e = {
        type: "annulation",
        id,
        PaiementId: paiements[p.paiement % paiements.length] as number,
      };
    } else if (p.k === "remise") {
      e = { type: "ajustement", id, montant: p.montant, date: JOUR, PaiementId: null };
    }
    if (!e) continue;
    if (e.type === "paiement" && id % 5 === 0) anciens.add(id);
    l.ajouter(e);
    ecrire(
      existantes,
      planLoyers(l.lettrage(), owners, existantes, () => JOUR, anciens),
    );
  }
  return { l, existantes, next: id + 1, termes };
}

describe("planDuPaiement", () => {
  it("writes what planLoyers writes for one more payment when the owners' entries were in line", () => {
    fc.assert(
      fc.property(
        fc.array(pas, { maxLength: 40 }),
        proprietaires,
        fc.integer({ min: 1, max: 150000 }),
        fc.option(fc.nat(20)),
        (pasList, owners, montant, cible) => {
          const anciens = new Set<number>();
          const { l, existantes, next, termes } = historique(pasList, owners, anciens);
          const QuitanceId = cible == null || !termes.length ? null : termes[cible % termes.length];
          l.ajouter({
            type: "paiement",
            id: next,
            PaiementId: next,
            montant,
            date: "2026-11-20",
            QuitanceId,
          });
          const lettrage = l.lettrage();
          const entier = planLoyers(lettrage, owners, existantes, () => "2026-11-20", anciens);
          const seul = planDuPaiement(lettrage, next, owners, "2026-11-20");
          expect(seul).toEqual(entier);
          // Written, they leave the entries in line again: the next payment may plan its own alone too.
          ecrire(existantes, seul);
          expect(planLoyers(lettrage, owners, existantes, () => JOUR, anciens)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("credits each owner's share of the terms the payment settles, and the fee on it", () => {
    const l = lettreur();
    l.ajouter({ type: "echeance", id: 1, QuitanceId: 10, montant: 50000, date: "2026-10-01" });
    l.ajouter({ type: "echeance", id: 2, QuitanceId: 11, montant: 50000, date: "2026-11-01" });
    l.ajouter({
      type: "paiement",
      id: 3,
      PaiementId: 3,
      montant: 70000,
      date: "2026-11-05",
      QuitanceId: 11,
    });
    const plan = planDuPaiement(l.lettrage(), 3, DEUX, "2026-11-05");
    // The terms in their order (October, then November), each owner's share, then the fee on it.
    expect(plan.map((e) => [e.QuitanceId, e.ClientId, e.type, e.credit, e.debit])).toEqual([
      [10, 7, "loyer", 12000, 0],
      [10, 7, "honoraires", 0, 960],
      [10, 9, "loyer", 8000, 0],
      [10, 9, "honoraires", 0, 640],
      [11, 7, "loyer", 30000, 0],
      [11, 7, "honoraires", 0, 2400],
      [11, 9, "loyer", 20000, 0],
      [11, 9, "honoraires", 0, 1600],
    ]);
    expect(plan[0]).toMatchObject({
      date: "2026-11-05",
      PaiementId: 3,
      libelle: "Loyer et charges octobre 2026 encaissés (quote-part 60 %)",
    });
  });

  it("writes nothing for a payment that settles no term (a credit) or an apartment without owners", () => {
    const l = lettreur();
    l.ajouter({ type: "paiement", id: 1, PaiementId: 1, montant: 70000, date: "2026-11-05" });
    expect(planDuPaiement(l.lettrage(), 1, DEUX, "2026-11-05")).toEqual([]);
    l.ajouter({ type: "echeance", id: 2, QuitanceId: 10, montant: 50000, date: "2026-12-01" });
    l.ajouter({ type: "paiement", id: 3, PaiementId: 3, montant: 1000, date: "2026-11-06" });
    expect(planDuPaiement(l.lettrage(), 3, [], "2026-11-06")).toEqual([]);
  });
});
