import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { lettrer, lettreur, type Evenement, type Lettrage } from "./lettrage";

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

describe("lettrer", () => {
  it("a payment settles its own term first, then the oldest; the rest is a credit", () => {
    const l = lettrer([
      due(1, 10, 50000, "2026-10-01"),
      due(2, 11, 50000, "2026-11-01"),
      pay(3, 70000, "2026-11-05", 11),
    ]);
    expect(l.termes.get(11)).toMatchObject({ regle: 50000, dateReglement: "2026-11-05" });
    expect(l.termes.get(10)).toMatchObject({ regle: 20000, dateReglement: null });
    expect(l.credit).toBe(0);
  });

  it("a credit settles the next term due by itself, dated by the money that completed it", () => {
    const l = lettrer([
      pay(1, 30000, "2026-10-20"),
      due(2, 11, 50000, "2026-11-01"),
      pay(3, 20000, "2026-11-03"),
    ]);
    expect(l.termes.get(11)).toMatchObject({ regle: 50000, dateReglement: "2026-11-03" });
    expect(l.credit).toBe(0);
  });

  it("a reversed payment reopens what it settled, never what later payments settled", () => {
    const l = lettrer([
      due(1, 10, 50000, "2026-10-01"),
      due(2, 11, 50000, "2026-11-01"),
      pay(3, 50000, "2026-10-05", 10),
      pay(4, 50000, "2026-11-05", 11),
      { type: "annulation", id: 5, PaiementId: 3 },
    ]);
    expect(l.termes.get(10)).toMatchObject({ regle: 0, dateReglement: null });
    expect(l.termes.get(11)).toMatchObject({ regle: 50000 });
    expect(l.sources.get(3)).toMatchObject({ annule: true, restant: 0, affectations: [] });
  });

  it("a term lowered gives back its latest money, which goes to the other open terms", () => {
    const l = lettrer([
      due(1, 10, 50000, "2026-10-01"),
      pay(2, 50000, "2026-10-02", 10),
      due(3, 11, 50000, "2026-11-01"),
      due(4, 10, -10000, "2026-10-01"),
    ]);
    expect(l.termes.get(10)).toMatchObject({ du: 40000, regle: 40000 });
    expect(l.termes.get(11)).toMatchObject({ regle: 10000 });
  });

  it("never allocates a cent twice, whatever the entries (property)", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (raw) => {
        const l = lettrer(numbered(raw));
        let received = 0;
        for (const s of l.sources.values()) {
          const out = s.affectations.reduce((n, a) => n + a.montant, 0);
          expect(out + s.restant).toBe(s.annule ? 0 : s.montant);
          expect(s.restant).toBeGreaterThanOrEqual(0);
          if (!s.annule) received += s.montant;
        }
        let settled = 0;
        for (const t of l.termes.values()) {
          expect(t.regle).toBeLessThanOrEqual(t.du);
          expect(t.affectations.reduce((n, a) => n + a.montant, 0)).toBe(t.regle);
          settled += t.regle;
          // Money left and an open term never sit side by side.
          if (l.credit > 0) expect(t.regle).toBe(t.du);
        }
        expect(settled + l.credit).toBe(received);
      }),
    );
  });

  it("an entry at a time, each payment under a placeholder renamed after, is the whole replay (property, ADR 057)", () => {
    const ENCOURS = Number.MAX_SAFE_INTEGER;
    const vue = (l: Lettrage) =>
      JSON.stringify([[...l.termes], [...l.sources], [...l.emmenagement], l.credit]);
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (raw) => {
        const events = numbered(raw);
        const suite = lettreur();
        for (const e of events) {
          if (e.type !== "paiement") suite.ajouter(e);
          else {
            suite.ajouter({ ...e, id: ENCOURS, PaiementId: ENCOURS });
            suite.lettrage();
            suite.renommer(ENCOURS, e.id, e.PaiementId as number);
          }
        }
        expect(vue(suite.lettrage())).toBe(vue(lettrer(events)));
      }),
    );
  });
});

const entry = fc.oneof(
  fc.record({
    type: fc.constant("echeance" as const),
    QuitanceId: fc.integer({ min: 1, max: 6 }),
    montant: fc.integer({ min: -50000, max: 100000 }),
    date: fc.constantFrom("2026-09-01", "2026-10-01", "2026-11-01"),
  }),
  fc.record({
    type: fc.constant("paiement" as const),
    montant: fc.integer({ min: 1, max: 120000 }),
    QuitanceId: fc.option(fc.integer({ min: 1, max: 6 })),
    date: fc.constantFrom("2026-09-10", "2026-10-10"),
  }),
  fc.record({
    type: fc.constant("annulation" as const),
    PaiementId: fc.integer({ min: 1, max: 40 }),
  }),
);
/** The entries numbered in order, a payment's id its own. */
const numbered = (raw: readonly { type: string }[]) =>
  raw.map((e, i) =>
    e.type === "paiement" ? { ...e, id: i + 1, PaiementId: i + 1 } : { ...e, id: i + 1 },
  ) as Evenement[];
