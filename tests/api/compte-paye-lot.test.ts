import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG_TERME_ASSUREUR } from "../../worker/domain/garanties/recuperation";
import { type Bail, lectures, vu } from "./garanties/bascule";
import { duAssureur, ok, enregistrerIndemnite } from "./garanties/support";
import { dossierPreleve } from "../support/prelevements";
import { makeTestApp, type TestApp } from "../support/test-app";

// ADR 167: « payé » (GET /Quitance/switchState/true/{id}) is one read and one write batch, as « Statut remis à
// impayé » (ADR 165). It writes what its transaction wrote (still run when a line slipped in between): two identical
// leases, one paid by the route, the other by the transaction, end with the same payment, entries, owners' account,
// insurer's claim, journal and answer. A second click, and parallel clicks, record one payment: every click answers
// the term paid (200). The clock says 2026-11-21.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

const { journal, lignes, proprietaire, etat, pareil } = lectures(() => t);
const payer = (q: number) => t.call("GET", `/api/Quitance/switchState/true/${q}`, "admin");
const paiementsDe = async (d: number) =>
  (await lignes(d)).filter((l) => l.type === "paiement").map((l) => [l.credit, l.libelle]);

/** A lease with owners whose November term (970,50 €) the tenant paid 300 € of by cheque. */
async function partiel(): Promise<Bail> {
  const a = await dossierPreleve(t, ["2026-11-01"]);
  const q = a.termes[0] as number;
  await ok(
    t,
    "POST",
    `/api/Dossier/${a.d}/paiements`,
    { date: "2026-11-10", montant: 300, mode: "Chèque", QuitanceId: q },
    201,
  );
  return { d: a.d, q, client: a.s.client.id as number };
}

/** A lease whose November term Visale paid 500 € of; with `rembourse`, the tenant paid Visale back by hand. */
async function indemnise(rembourse: boolean): Promise<Bail> {
  const a = await dossierPreleve(t, ["2026-11-01"]);
  const q = a.termes[0] as number;
  await enregistrerIndemnite(t, a.d, {
    date: "2026-11-15",
    montant: 500,
    organisme: "Visale",
    periodes: ["2026-11"],
  });
  if (rembourse) {
    const r = await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-20", montant: 500, mode: "Chèque", QuitanceId: q },
      201,
    );
    expect(r.assureur).toEqual({ montant: 500 });
  }
  return { d: a.d, q, client: a.s.client.id as number };
}

const paye = { regle: true, statusInconu: false, montantRegle: 970.5, resteDu: 0 };

describe("« payé » in one batch", () => {
  it("writes what the transaction writes: payment, entries, owners, journal and answer alike", async () => {
    const [lot, tx] = [await partiel(), await partiel()];
    const p0 = await proprietaire(lot.client);
    const parLot = await pareil(lot, tx, true);
    // What the user sees: the 670,50 € left paid today, « Non précisé », the term settled by both payments.
    expect(parLot).toMatchObject({ ...paye, dateReglement: "2026-11-21" });
    expect(
      parLot.paiements.map((p: { montant: number; mode: string }) => [p.montant, p.mode]),
    ).toEqual([
      [300, "Chèque"],
      [670.5, "Non précisé"],
    ]);
    expect(await paiementsDe(lot.d)).toEqual([
      [300, "Paiement (Chèque)"],
      [670.5, "Paiement (Non précisé)"],
    ]);
    expect((await ok(t, "GET", `/api/Dossier/${lot.d}/compte`)).solde).toBe(0);
    // The owners credited with the payment's share.
    expect((await proprietaire(lot.client)).length).toBeGreaterThan(p0.length);
  });

  it("a term the insurer paid and was paid back for (ADR 157): the rest paid, as the transaction does", async () => {
    const [lot, tx] = [await indemnise(true), await indemnise(true)];
    expect(await pareil(lot, tx, true)).toMatchObject(paye);
    expect(await paiementsDe(lot.d)).toEqual([
      [500, "Indemnité Visale (2026-11)"],
      [470.5, "Paiement (Non précisé)"],
    ]);
    expect(await duAssureur(t, lot.d)).toBe(0);
  });

  it("a term the insurer is still owed for: 409 in French, nothing written", async () => {
    const b = await indemnise(false);
    const avant = [await etat(b), await journal("Paiement"), await journal("Ecriture")];
    const r = await payer(b.q);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(MSG_TERME_ASSUREUR);
    expect([await etat(b), await journal("Paiement"), await journal("Ecriture")]).toEqual(avant);
  });

  it("a second click answers the term paid and records no second payment", async () => {
    const b = await partiel();
    const premier = await ok(t, "GET", `/api/Quitance/switchState/true/${b.q}`);
    const avant = [await etat(b), await journal("Paiement"), await journal("Ecriture")];
    const second = await ok(t, "GET", `/api/Quitance/switchState/true/${b.q}`);
    expect(vu(second)).toEqual(vu(premier));
    expect(second).toMatchObject(paye);
    expect([await etat(b), await journal("Paiement"), await journal("Ecriture")]).toEqual(avant);
  });

  it("four clicks at once: one payment recorded, every answer the term paid", async () => {
    const b = await partiel();
    const reponses = await Promise.all([1, 2, 3, 4].map(() => payer(b.q)));
    // The first to commit pays; the others' batches write nothing and their transaction finds nothing left to pay.
    expect(reponses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const r of reponses) expect(r.body).toMatchObject(paye);
    expect(await paiementsDe(b.d)).toEqual([
      [300, "Paiement (Chèque)"],
      [670.5, "Paiement (Non précisé)"],
    ]);
    expect(await ok(t, "GET", `/api/Quitance/${b.q}`)).toMatchObject(paye);
    expect((await ok(t, "GET", `/api/Dossier/${b.d}/compte`)).solde).toBe(0);
  });

  it("an unknown term is a 404", async () => {
    expect((await payer(999999)).status).toBe(404);
  });
});
