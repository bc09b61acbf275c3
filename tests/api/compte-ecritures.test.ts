import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { compteHelpers } from "../support/compte-fixtures";

// Issue 20: the tenant's account, its ledger: a payment reversed (never changed or deleted), the account read with
// its running balance, the spec's calls (switchState, a term's PUT or DELETE) written as entries, the database
// refusing any change of an entry.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());
const { withTerm, pay, message, refusal, term } = compteHelpers(() => t);

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
