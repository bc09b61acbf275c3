import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { seedDossier } from "../support/quitances";

// Issue 20: the tenant's account. The state of a term comes from recorded payments (an append-only ledger), never
// from a toggle; payments settle their term first, then the oldest; a surplus is a credit for the next term.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

/** A running dossier (rent 850 + 120,50 = 970,50 €) and its November 2026 term. */
async function withTerm(mois = "2026-11-01") {
  const s = await seedDossier(t);
  const q = (await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: mois }))
    .body;
  return { s, d: s.dossier.id as number, q };
}
const pay = (d: number, body: Record<string, unknown>, role: "admin" | "user" = "user") =>
  t.call("POST", `/api/Dossier/${d}/paiements`, role, {
    date: "2026-11-20",
    mode: "Virement",
    ...body,
  });
/** The French message of an error answer with this status. */
const message = (r: { status: number; body: any }, status: number) => (
  expectError(r, status), r.body.error.message as string
);
/** What the database said when it refused a statement (drizzle wraps it). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (e) {
    const cause = (e as { cause?: unknown }).cause;
    return String((cause as Error | undefined)?.message ?? e);
  }
  return "accepted";
}
const term = async (id: number) => (await t.call("GET", `/api/Quitance/${id}`)).body;

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

describe("POST /api/Paiement/{id}/annuler", () => {
  it("reverses a payment with its reason: its term reopens; once only; a payment is never changed or deleted (405)", async () => {
    const { d, q } = await withTerm();
    const p = (await pay(d, { montant: 970.5, QuitanceId: q.id, mode: "Chèque" })).body.paiement;
    expect(await term(q.id)).toMatchObject({ regle: true });
    expect(
      expectFieldError(await t.call("POST", `/api/Paiement/${p.id}/annuler`, "user", {}), "motif"),
    ).toBe("Ce champ est obligatoire.");
    const r = await t.call("POST", `/api/Paiement/${p.id}/annuler`, "user", {
      motif: "Chèque impayé",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      paiement: { id: p.id, annule: true, affectations: [] },
      solde: 970.5,
    });
    expect(await term(q.id)).toMatchObject({
      regle: false,
      montantRegle: 0,
      resteDu: 970.5,
      dateReglement: null,
      statusInconu: false,
    });
    expect(
      message(
        await t.call("POST", `/api/Paiement/${p.id}/annuler`, "user", { motif: "encore" }),
        409,
      ),
    ).toBe("Ce paiement a déjà été annulé.");
    expectError(await t.call("POST", `/api/Paiement/999999/annuler`, "user", { motif: "x" }), 404);
    expectError(await t.call("PUT", `/api/Paiement/${p.id}`, "user", { montant: 1 }), 405);
    expectError(await t.call("DELETE", `/api/Paiement/${p.id}`, "admin"), 405);
    const compte = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(
      compte.ecritures.map((e: { type: string; debit: number; credit: number }) => [
        e.type,
        e.debit,
        e.credit,
      ]),
    ).toEqual([
      ["echeance", 970.5, 0],
      ["paiement", 0, 970.5],
      ["annulation", 970.5, 0],
    ]);
    expect(compte.ecritures[2]).toMatchObject({
      PaiementId: p.id,
      motif: "Chèque impayé",
      libelle: "Annulation du paiement du 20/11/2026 (Chèque) : Chèque impayé",
    });
    expect(compte.ecritures[1]).toMatchObject({ annule: true });
  });

  it("10 parallel reversals of one payment: one 200, nine 409", async () => {
    const { d, q } = await withTerm();
    const p = (await pay(d, { montant: 100, QuitanceId: q.id })).body.paiement;
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call("POST", `/api/Paiement/${p.id}/annuler`, "user", { motif: "rejet" }),
      ),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await t.call("GET", `/api/Dossier/${d}/compte`)).body.solde).toBe(970.5);
  });
});

describe("GET /api/Dossier/{id}/compte", () => {
  it("the lines in date order with their running balance; 404 for an unknown dossier", async () => {
    const { d, q } = await withTerm();
    await pay(d, { montant: 300, date: "2026-11-03", QuitanceId: q.id });
    await pay(d, { montant: 200, date: "2026-10-28" });
    const compte = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(compte.solde).toBe(470.5);
    expect(
      compte.ecritures.map((e: Record<string, unknown>) => [
        e.date,
        e.libelle,
        e.debit,
        e.credit,
        e.solde,
      ]),
    ).toEqual([
      ["2026-10-28", "Paiement (Virement)", 0, 200, -200],
      ["2026-11-01", "Loyer et charges novembre 2026", 970.5, 0, 770.5],
      ["2026-11-03", "Paiement (Virement)", 0, 300, 470.5],
    ]);
    expect(compte.ecritures[1]).toMatchObject({
      QuitanceId: q.id,
      auteur:
        "user@test.local" === compte.ecritures[1].auteur
          ? compte.ecritures[1].auteur
          : expect.any(String),
    });
    expectError(await t.call("GET", "/api/Dossier/999999/compte"), 404);
  });
});

describe("the spec's calls on top of the ledger", () => {
  it("switchState/true records a payment of what is left (Non précisé, today); false reverses the term's payments", async () => {
    const { d, q } = await withTerm();
    await pay(d, { montant: 500, QuitanceId: q.id });
    const paid = await t.call("GET", `/api/Quitance/switchState/true/${q.id}`, "user");
    expect(paid.body).toMatchObject({
      regle: true,
      statusInconu: false,
      montantRegle: 970.5,
      resteDu: 0,
      dateReglement: "2026-11-21",
    });
    const lines = (await t.call("GET", `/api/Dossier/${d}/compte`)).body.ecritures;
    expect(lines.at(-1)).toMatchObject({
      type: "paiement",
      credit: 470.5,
      libelle: "Paiement (Non précisé)",
      date: "2026-11-21",
    });
    const unpaid = await t.call("GET", `/api/Quitance/switchState/false/${q.id}`, "user");
    expect(unpaid.body).toMatchObject({
      regle: false,
      statusInconu: false,
      montantRegle: 0,
      resteDu: 970.5,
      dateReglement: null,
    });
    const after = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(
      after.ecritures
        .filter((e: { type: string }) => e.type === "annulation")
        .map((e: { motif: string }) => e.motif),
    ).toEqual(["Statut remis à impayé", "Statut remis à impayé"]);
    expect(after.solde).toBe(970.5);
  });

  it("a PUT changing the term's amounts writes the difference; a deleted term is cancelled and its payment becomes a credit", async () => {
    const { d, q } = await withTerm();
    await pay(d, { montant: 970.5, QuitanceId: q.id });
    const put = await t.call("PUT", `/api/Quitance/${q.id}`, "user", { prixHC: 900 });
    expect(put.body).toMatchObject({ regle: false, montantRegle: 970.5 });
    expect(await term(q.id)).toMatchObject({ resteDu: 50 });
    let compte = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(compte.ecritures.at(-1)).toMatchObject({
      libelle: "Révision de l'échéance novembre 2026",
      debit: 50,
      credit: 0,
    });
    expect(compte.solde).toBe(50);
    expect((await t.call("DELETE", `/api/Quitance/${q.id}`, "admin")).status).toBe(204);
    compte = (await t.call("GET", `/api/Dossier/${d}/compte`)).body;
    expect(compte.ecritures.at(-1)).toMatchObject({
      libelle: "Échéance novembre 2026 supprimée",
      debit: 0,
      credit: 1020.5,
    });
    expect(compte.solde).toBe(-970.5);
  });

  it("the ledger is append-only: the database refuses to change or remove an entry or a payment", async () => {
    const { d, q } = await withTerm();
    await pay(d, { montant: 10, QuitanceId: q.id });
    expect(
      await refusal(t.db.run(sql`update "Ecriture" set "debit" = 0 where "DossierId" = ${d}`)),
    ).toMatch(/ne se modifie pas/);
    expect(await refusal(t.db.run(sql`delete from "Ecriture" where "DossierId" = ${d}`))).toMatch(
      /ne se supprime pas/,
    );
    expect(
      await refusal(t.db.run(sql`update "Paiement" set "montant" = 0 where "DossierId" = ${d}`)),
    ).toMatch(/ne se modifie pas/);
    expect(await refusal(t.db.run(sql`delete from "Paiement" where "DossierId" = ${d}`))).toMatch(
      /ne se supprime pas/,
    );
    expect((await t.call("GET", `/api/Dossier/${d}/compte`)).body.ecritures).toHaveLength(2);
  });
});

describe("the tenant's link is a declaration", () => {
  it("cannot override a payment recorded by staff: 409, and the partial term stays partial", async () => {
    const { d, q } = await withTerm();
    await pay(d, { montant: 500, QuitanceId: q.id });
    const info = await t.call("GET", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(info.body).toMatchObject({ ouverte: false, periode: "novembre 2026", montant: 970.5 });
    expect(
      message(await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null), 409),
    ).toBe("Votre réponse a déjà été prise en compte par nos services...");
    expect(await term(q.id)).toMatchObject({
      regle: false,
      montantRegle: 500,
      resteDu: 470.5,
      declarationLocataire: null,
    });
  });

  it("cannot override a state recorded by staff (unpaid)", async () => {
    const { q } = await withTerm();
    await t.call("GET", `/api/Quitance/switchState/false/${q.id}`, "user");
    expectError(await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null), 409);
    expect(await term(q.id)).toMatchObject({ regle: false, montantRegle: 0 });
  });

  it("opening the page answers nothing; the answer on a term with nothing recorded sets it, and staff see it", async () => {
    const { d, q } = await withTerm();
    const info = await t.call("GET", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      agence: "Patrimoine Locatif",
      contact: "contact@agence.test",
      periode: "novembre 2026",
      du: "2026-11-01",
      au: "2026-11-30",
      montant: 970.5,
      ouverte: true,
    });
    expect(await term(q.id)).toMatchObject({ statusInconu: true, regle: false, reponduAt: null });
    const r = await t.call("POST", `/api/Quitance/validation/true/${q.uuid}`, null);
    expect(r.body).toMatchObject({ ok: true, regle: true });
    expect(await term(q.id)).toMatchObject({
      regle: true,
      resteDu: 0,
      declaration: true,
      declarationLocataire: "Le locataire a déclaré avoir payé le 21/11/2026",
    });
    const lines = (await t.call("GET", `/api/Dossier/${d}/compte`)).body.ecritures;
    expect(lines.at(-1)).toMatchObject({ type: "paiement", auteur: "locataire", credit: 970.5 });
    expectError(
      await t.call(
        "GET",
        `/api/Quitance/validation/true/00000000-0000-4000-8000-000000000000`,
        null,
      ),
      404,
    );
  });

  it("the declaration is dated in Paris: 23:30 UTC on the 22nd is the 23rd", async () => {
    const { q } = await withTerm();
    t.setNow("2026-11-22T23:30:00Z");
    try {
      expect((await t.call("POST", `/api/Quitance/validation/false/${q.uuid}`, null)).status).toBe(
        200,
      );
    } finally {
      t.setNow("2026-11-21T10:00:00Z"); // the test tokens' own time
    }
    expect((await term(q.id)).declarationLocataire).toBe(
      "Le locataire a déclaré ne pas avoir payé le 23/11/2026",
    );
  });

  it("'not paid' declared: unpaid, nothing written on the account", async () => {
    const { d, q } = await withTerm();
    expect((await t.call("POST", `/api/Quitance/validation/false/${q.uuid}`, null)).status).toBe(
      200,
    );
    expect(await term(q.id)).toMatchObject({
      regle: false,
      statusInconu: false,
      declarationLocataire: "Le locataire a déclaré ne pas avoir payé le 21/11/2026",
    });
    expect((await t.call("GET", `/api/Dossier/${d}/compte`)).body.ecritures).toHaveLength(1);
  });
});

describe("Relancer", () => {
  it("only on a term unpaid or partly paid: 409 on a paid or an unknown term", async () => {
    const { d, q } = await withTerm();
    expectError(await t.call("POST", `/api/Quitance/${q.id}/relance`, "user"), 409);
    await pay(d, { montant: 100, QuitanceId: q.id });
    expect((await t.call("POST", `/api/Quitance/${q.id}/relance`, "user")).status).toBe(200);
    await pay(d, { montant: 870.5, QuitanceId: q.id });
    expectError(await t.call("POST", `/api/Quitance/${q.id}/relance`, "user"), 409);
  });
});
