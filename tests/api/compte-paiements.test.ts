import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { seedDossier } from "../support/quitances";
import { compteHelpers } from "../support/compte-fixtures";

// Issue 20: the tenant's account, its payments. The state of a term comes from recorded payments (an append-only
// ledger), never from a toggle; payments settle their term first, then the oldest; a surplus is a credit for the
// next term.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());
const { withTerm, pay, term } = compteHelpers(() => t);

describe("POST /api/Dossier/{id}/paiements", () => {
  it("a partial payment leaves the rest due; a second one completes the term, dated by the payment that did", async () => {
    const { d, q } = await withTerm();
    expect(q).toMatchObject({
      regle: false,
      montantRegle: 0,
      dateReglement: null,
      statusInconu: true,
    });
    const first = await pay(d, { montant: "800,00", QuitanceId: q.id, reference: "VIR-123" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      paiement: {
        montant: 800,
        date: "2026-11-20",
        mode: "Virement",
        reference: "VIR-123",
        affectations: [{ QuitanceId: q.id, montant: 800 }],
      },
      solde: 170.5,
    });
    expect(typeof first.body.paiement.id).toBe("number");
    expect(await term(q.id)).toMatchObject({
      regle: false,
      montantRegle: 800,
      resteDu: 170.5,
      dateReglement: null,
      statusInconu: false,
    });
    const month = (await t.call("GET", "/api/Quitance/byDate/11-2026")).body.data.find(
      (r: { id: number }) => r.id === q.id,
    );
    expect(month).toMatchObject({
      statut: "Impayée",
      typeDocument: "recu",
      montantRegle: 800,
      resteDu: 170.5,
    });

    const second = await pay(d, {
      montant: 170.5,
      date: "2026-11-21",
      mode: "Chèque",
      QuitanceId: q.id,
    });
    expect(second.body.solde).toBe(0);
    const read = await term(q.id);
    expect(read).toMatchObject({
      regle: true,
      montantRegle: 970.5,
      resteDu: 0,
      dateReglement: "2026-11-21",
    });
    expect(read.paiements).toEqual([
      { PaiementId: first.body.paiement.id, montant: 800, date: "2026-11-20", mode: "Virement" },
      { PaiementId: second.body.paiement.id, montant: 170.5, date: "2026-11-21", mode: "Chèque" },
    ]);
  });

  it("montant as a number or French text; 400 with French field messages; 404 for an unknown dossier", async () => {
    const { d, q } = await withTerm();
    expect((await pay(d, { montant: "1 450,50" })).body.paiement.montant).toBe(1450.5);
    expect(expectFieldError(await pay(d, { montant: 0 }), "montant")).toBe(
      "Le montant doit être supérieur à zéro.",
    );
    expect(expectFieldError(await pay(d, { montant: -5 }), "montant")).toBe(
      "Ce montant ne peut pas être négatif.",
    );
    expect(expectFieldError(await pay(d, { montant: "abc" }), "montant")).toMatch(
      /Montant invalide/,
    );
    expect(expectFieldError(await pay(d, { montant: undefined }), "montant")).toBe(
      "Ce champ est obligatoire.",
    );
    expect(expectFieldError(await pay(d, { montant: 10, mode: "Bitcoin" }), "mode")).toBe(
      "Valeur non autorisée.",
    );
    expect(expectFieldError(await pay(d, { montant: 10, mode: undefined }), "mode")).toBe(
      "Ce champ est obligatoire.",
    );
    expect(expectFieldError(await pay(d, { montant: 10, date: "2026-11-22" }), "date")).toBe(
      "La date ne peut pas être dans le futur.",
    );
    expect(expectFieldError(await pay(d, { montant: 10, date: "21/11/2026" }), "date")).toMatch(
      /Date invalide/,
    );
    const other = await withTerm();
    expect(
      expectFieldError(await pay(d, { montant: 10, QuitanceId: other.q.id }), "QuitanceId"),
    ).toBe("Cette quittance n'appartient pas à ce dossier.");
    expectError(await pay(999999, { montant: 10 }), 404);
    // Nothing was written by the refused requests: the account holds the term and the one accepted payment.
    const compte = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(compte.ecritures.map((e: { type: string }) => e.type)).toEqual(["echeance", "paiement"]);
    expect(await term(q.id)).toMatchObject({ regle: true });
  });

  it("for every role; the given term first, then the oldest open terms; a surplus is a credit that settles the next term", async () => {
    const s = await seedDossier(t);
    const d = s.dossier.id;
    const oct = (
      await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-10-01" })
    ).body;
    const nov = (
      await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-11-01" })
    ).body;
    for (const role of ["admin", "user_delete"] as const)
      expect(
        (
          await t.call("POST", `/api/Dossier/${d}/paiements`, role, {
            montant: 1,
            date: "2026-11-01",
            mode: "Espèces",
          })
        ).status,
      ).toBe(201);
    // 2 € went to October (the oldest). 1 500 € for November: 970,50 there, then 528,50 on October (968,50 left).
    const r = await pay(d, { montant: 1500, QuitanceId: nov.id });
    expect(r.body.paiement.affectations).toEqual([
      { QuitanceId: nov.id, montant: 970.5 },
      { QuitanceId: oct.id, montant: 529.5 },
    ]);
    expect(await term(oct.id)).toMatchObject({ montantRegle: 531.5, resteDu: 439 });
    // 500 € more: October paid (439), 61 € of credit.
    const more = await pay(d, { montant: 500 });
    expect(more.body.solde).toBe(-61);
    expect(more.body.paiement.affectations).toEqual([{ QuitanceId: oct.id, montant: 439 }]);
    // December's term takes the credit by itself.
    const dec = (
      await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-12-01" })
    ).body;
    expect(dec).toMatchObject({ montantRegle: 61, regle: false });
    expect(await term(dec.id)).toMatchObject({
      resteDu: 909.5,
      paiements: [{ PaiementId: more.body.paiement.id, montant: 61, mode: "Virement" }],
    });
  });

  it("10 parallel payments of 100 € on a 500 € term: the term paid, 500 € of credit, the balance exact", async () => {
    const s = await seedDossier(t, {
      dossier: { loyerHC: 450, loyerCharge: 50, depotGarantie: 450 },
    });
    const d = s.dossier.id;
    const q = (await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-11-01" }))
      .body;
    expect(q.prixHC + q.charge).toBe(500);
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => pay(d, { montant: 100, QuitanceId: q.id })),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(10).fill(201));
    const allocated = rs
      .flatMap((r) => r.body.paiement.affectations)
      .reduce((n: number, a: { montant: number }) => n + a.montant, 0);
    expect(allocated).toBe(500);
    expect(await term(q.id)).toMatchObject({ regle: true, montantRegle: 500, resteDu: 0 });
    const compte = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(compte.solde).toBe(-500);
    expect(compte.ecritures.at(-1).solde).toBe(-500);
  });
  it("payments and remises at once on two terms: each term's stored state (lists, documents) is the account's replay", async () => {
    // Issue 22: a payment writes the terms' state predicted from its first read, guarded by the ledger being the
    // one it read; a parallel entry refuses that write, and the state replayed from the account as committed is
    // written after. Whatever the order, what lists show must be what the replay says.
    const { d, q } = await withTerm();
    const dec = (
      await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-12-01" })
    ).body;
    const rs = await Promise.all([
      ...Array.from({ length: 4 }, () => pay(d, { montant: 300 })),
      ...Array.from({ length: 2 }, () =>
        t.call("POST", `/api/Dossier/${d}/ajustements`, "user", {
          montant: 50,
          date: "2026-11-20",
          motif: "Geste commercial",
        }),
      ),
    ]);
    expect(rs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const stored = (await t.call("GET", `/api/Quitance?DossierId=${d}`)).body.data as {
      id: number;
      montantRegle: number;
      regle: boolean;
    }[];
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect(byId.get(q.id)).toMatchObject({ montantRegle: 970.5, regle: true });
    expect(byId.get(dec.id)).toMatchObject({ montantRegle: 329.5, regle: false });
    for (const id of [q.id, dec.id])
      expect((await term(id)).montantRegle).toBe(byId.get(id)!.montantRegle);
  });
});
