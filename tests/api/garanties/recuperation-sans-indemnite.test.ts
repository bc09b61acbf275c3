import { describe, expect, it } from "vitest";
import { MSG_RECUPERATION_ANNULEE } from "../../../worker/domain/garanties/recuperation";
import {
  bailGli,
  contratGli,
  ok,
  recuperationsDe,
  enregistrerIndemnite,
  enregistrerRecuperation,
} from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { dossierPreleve } from "../../support/prelevements";
import { autreAdmin } from "../../support/second-admin";

// ADR 166, 170: the tenant paid the insurer's claim, then the indemnity was cancelled before that money was
// transferred. The insurer is owed it no more: « Récupérations à reverser » leaves it out of what is to transfer, the
// supplier batch does not take it (a draft's line of it is given up), « Virement fait le » on it is refused. ADR 170:
// the money is the tenant's payment of its term, so the trust check's « récupérations dues » no longer counts it
// (tests/api/garanties/indemnite-annulee-rendue.test.ts: the term and the balances). The clock says 2026-11-21.

const liste = (t: TestApp) => ok(t, "GET", "/api/sinistres/recuperations");
const dues = async (t: TestApp) =>
  (await ok(t, "GET", "/api/sequestre?au=2026-12-05")).recuperationsAssureurs as number;

/** The lease's indemnity (`organisme`, its November) and the tenant's 300 € recovery of it: the indemnity's payment. */
async function indemniteEtRecuperation(t: TestApp, d: number, organisme: string) {
  const i = await enregistrerIndemnite(t, d, {
    date: "2026-11-15",
    montant: 970.5,
    organisme,
    periodes: ["2026-11"],
  });
  await enregistrerRecuperation(t, d, { date: "2026-11-18", montant: 300 });
  return i.paiements[0].paiement.id as number;
}

/**
 * Two leases under one GLI contract of « Assur Loyers », each with its indemnity and a 300 € recovery of it: the first
 * (`annule`) is the one whose indemnity the test cancels; `second` is the admin who validates batches.
 */
async function deuxBauxGli() {
  const t = await makeTestApp({ confirme: true });
  const second = await autreAdmin(t, "valideur@agence.test");
  const contrat = await contratGli(t, second);
  const annule = await bailGli(t, second, contrat, ["2026-11-01"]);
  const indemnite = await indemniteEtRecuperation(t, annule.d, "Assur Loyers");
  const autre = await bailGli(t, second, contrat, ["2026-11-01"]);
  await indemniteEtRecuperation(t, autre.d, "Assur Loyers");
  return { t, second, annule, indemnite };
}

describe("a recovery not yet transferred when its indemnity is cancelled", () => {
  it("is no longer offered to Visale: out of the total, « Virement fait le » refused (409)", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const indemnite = await indemniteEtRecuperation(t, a.d, "Visale");
    const [r] = await recuperationsDe(t, a.d);
    expect((await liste(t)).total).toBe(300);
    const avant = await dues(t);

    await ok(t, "POST", `/api/Paiement/${indemnite}/annuler`, {
      motif: "Indemnité versée par erreur",
    });
    const l = await liste(t);
    expect(l.total).toBe(0);
    expect(l.aReclamer).toEqual([]);
    expect((await recuperationsDe(t, a.d))[0]).toMatchObject({
      rendue: true,
      annulee: true,
      reversement: null,
    });
    const v = await t.call("POST", `/api/sinistres/recuperations/${r.id}/virement`, "comptable", {
      date: "2026-11-20",
    });
    expectError(v, 409);
    expect(JSON.stringify(v.body)).toContain(MSG_RECUPERATION_ANNULEE);
    // The money is still in the trust account, now the tenant's payment: no longer owed to an insurer.
    expect(await dues(t)).toBe(avant - 300);
    expect((await ok(t, "GET", `/api/Dossier/${a.d}/garantie`)).aReclamerAssureur).toBe(0);
    await t.close();
  });

  it("is not taken into the GLI insurer's supplier batch, the insurer's other recovery is", async () => {
    const { t, second, annule, indemnite } = await deuxBauxGli();
    await ok(t, "POST", `/api/Paiement/${indemnite}/annuler`, { motif: "Erreur" });
    const avant = await dues(t);

    await t.confirm("admin");
    const p = (await ok(t, "POST", "/api/paiementsFournisseurs", { date: "2026-12-05" }, 201))
      .paiement;
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.recuperations.map((x: { montant: number }) => x.montant)).toEqual([300]);
    expect(v.body.total).toBe(300);
    expect((await recuperationsDe(t, annule.d))[0]).toMatchObject({ reversement: null });
    expect((await liste(t)).total).toBe(0);
    // The other lease's 300 € left with the batch; the cancelled one's stays in the trust account.
    expect(await dues(t)).toBe(avant - 300);
    expect((await liste(t)).aReclamer).toEqual([]);
    await t.close();
  });

  it("already in a draft supplier batch, leaves it when the indemnity is cancelled: the validation sends the rest", async () => {
    const { t, second, annule, indemnite } = await deuxBauxGli();
    await t.confirm("admin");
    const p = (await ok(t, "POST", "/api/paiementsFournisseurs", { date: "2026-12-05" }, 201))
      .paiement;
    expect(p.recuperations).toHaveLength(2);

    await ok(t, "POST", `/api/Paiement/${indemnite}/annuler`, { motif: "Erreur" });
    expect((await recuperationsDe(t, annule.d))[0]).toMatchObject({ reversement: null });
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.recuperations.map((x: { montant: number }) => x.montant)).toEqual([300]);
    expect(v.body.total).toBe(300);
    expect((await liste(t)).aReclamer).toEqual([]);
    await t.close();
  });
});
