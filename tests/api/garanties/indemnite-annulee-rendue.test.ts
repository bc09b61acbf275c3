import { describe, expect, it } from "vitest";
import { MSG_RECUPERATION_ANNULEE } from "../../../worker/domain/garanties/recuperation";
import {
  bailGli,
  contratGli,
  duAssureur,
  ok,
  recuperationsDe,
  soldeProprietaire,
  enregistrerIndemnite,
  enregistrerRecuperation,
} from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { dossierPreleve } from "../../support/prelevements";
import { compteSequestre } from "../../support/reversements";
import { autreAdmin } from "../../support/second-admin";

// ADR 170: the tenant paid the insurer's claim (a recovery), then the insurer's indemnity of that term was cancelled.
// The tenant's money is the tenant's again: not yet transferred, it pays the term in the cancellation itself;
// already transferred, it is claimed on the insurer (deducted from its next batch or recorded repaid) and pays the
// term when it comes back. What staff see: the term's rest and status, the tenant's balance, the owners' balance,
// « dû à l'assureur », « À réclamer à l'assureur », the list. The clock says 2026-11-21.

type Second = Awaited<ReturnType<typeof autreAdmin>>;
const terme = (t: TestApp, q: number) => ok(t, "GET", `/api/Quitance/${q}`);
const solde = async (t: TestApp, d: number) =>
  (await ok(t, "GET", `/api/Dossier/${d}/compte`)).solde;
const garantie = (t: TestApp, d: number) => ok(t, "GET", `/api/Dossier/${d}/garantie`);
const liste = (t: TestApp) => ok(t, "GET", "/api/sinistres/recuperations");
/** The trust check's « récupérations dues aux assureurs ». */
const dues = async (t: TestApp) =>
  (await ok(t, "GET", "/api/sequestre?au=2026-12-05")).recuperationsAssureurs as number;
const annuler = (t: TestApp, paiement: number) =>
  t.call("POST", `/api/Paiement/${paiement}/annuler`, "admin", {
    motif: "Indemnité versée par erreur",
  });

/** The lease's November paid by `organisme` (970,50 €), then 300 € of the tenant's recorded as the insurer's. */
async function recupere(t: TestApp, a: { d: number }, organisme = "Visale") {
  const i = await enregistrerIndemnite(t, a.d, {
    date: "2026-11-15",
    montant: 970.5,
    organisme,
    periodes: ["2026-11"],
  });
  await enregistrerRecuperation(t, a.d, { date: "2026-11-18", montant: 300 });
  return i.paiements[0].paiement.id as number;
}

describe("an indemnity cancelled before the tenant's money left for the insurer", () => {
  it("gives that money to the term: its rest, the tenant's and owners' balances, nothing owed to nor claimed on the insurer", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const q = a.termes[0]!;
    const s0 = await soldeProprietaire(t, a.s.client.id);
    const indemnite = await recupere(t, a);
    const s1 = await soldeProprietaire(t, a.s.client.id);
    expect(s1).toBeGreaterThan(s0);
    expect(await duAssureur(t, a.d)).toBe(670.5);
    expect((await liste(t)).total).toBe(300);

    const r = await annuler(t, indemnite);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The 300 € the tenant paid settle November again: 670,50 € left, not 970,50 €.
    expect(await terme(t, q)).toMatchObject({ resteDu: 670.5, montantRegle: 300, regle: false });
    expect(await solde(t, a.d)).toBe(670.5);
    expect(r.body.solde).toBe(670.5);
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
    // The owners lose the indemnity, keep the tenant's 300 € (less the agency's fees, as any rent).
    const s2 = await soldeProprietaire(t, a.s.client.id);
    expect(s2).toBeLessThan(s1);
    expect(s2).toBeGreaterThan(s0);
    // On the list: the recovery and its reversal given back to the tenant, nothing to transfer or to claim.
    const l = await liste(t);
    expect(l.total).toBe(0);
    expect(l.aReclamer).toEqual([]);
    const lignes = await recuperationsDe(t, a.d);
    expect(lignes.map((x: { montant: number; rendue: boolean }) => [x.montant, x.rendue])).toEqual([
      [300, true],
      [-300, true],
    ]);
    const v = await t.call(
      "POST",
      `/api/sinistres/recuperations/${lignes[0].id}/virement`,
      "comptable",
      {
        date: "2026-11-20",
      },
    );
    expectError(v, 409);
    expect(v.body.error.message).toBe(MSG_RECUPERATION_ANNULEE);

    // Twice: 409, nothing more given.
    expectError(await annuler(t, indemnite), 409);
    expect(await solde(t, a.d)).toBe(670.5);
    expect(await soldeProprietaire(t, a.s.client.id)).toBe(s2);
    expect(await recuperationsDe(t, a.d)).toHaveLength(2);
    await t.close();
  });

  it("a cheque whose money was given back then cancelled takes the given payment with it", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const indemnite = (
      await enregistrerIndemnite(t, a.d, {
        date: "2026-11-15",
        montant: 970.5,
        organisme: "Visale",
        periodes: ["2026-11"],
      })
    ).paiements[0].paiement.id as number;
    // The tenant's cheque of 1 000 €: 970,50 € to Visale, 29,50 € on its account.
    const cheque = await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-18", montant: 1000, mode: "Chèque" },
      201,
    );
    expect((await annuler(t, indemnite)).status).toBe(200);
    expect(await solde(t, a.d)).toBe(-29.5);
    expect((await annuler(t, cheque.paiement.id)).status).toBe(200);
    // The cheque bounced: neither its 29,50 € nor the 970,50 € given back stand; the whole term is owed.
    expect(await solde(t, a.d)).toBe(970.5);
    expect(await terme(t, a.termes[0]!)).toMatchObject({ resteDu: 970.5 });
    await t.close();
  });
});

describe("an indemnity cancelled after the tenant's money left for the insurer", () => {
  it("Visale: claimed, then « Remboursement reçu » by another person pays the term, once", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const q = a.termes[0]!;
    const indemnite = await recupere(t, a);
    const [r] = await recuperationsDe(t, a.d);
    expect(
      (
        await t.call("POST", `/api/sinistres/recuperations/${r.id}/virement`, "comptable", {
          date: "2026-11-19",
        })
      ).status,
    ).toBe(201);
    const avant = await dues(t);
    expect((await annuler(t, indemnite)).status).toBe(200);
    // Not the account's liability: the tenant's money came in and left (the trust check reads the same).
    expect(await dues(t)).toBe(avant);
    // The money is with Visale: the term is owed whole until it comes back.
    expect(await terme(t, q)).toMatchObject({ resteDu: 970.5 });
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
    const claim = (await recuperationsDe(t, a.d)).find((x: { creance: boolean }) => x.creance);
    expect(claim).toMatchObject({ montant: -300, reversement: null });
    expect((await liste(t)).aReclamer).toEqual([{ organisme: "Visale", montant: 300 }]);

    // Who cancelled the indemnity may not say the insurer repaid it.
    const seul = await t.call(
      "POST",
      `/api/sinistres/recuperations/${claim.id}/virement`,
      "admin",
      {
        date: "2026-11-21",
      },
    );
    expectError(seul, 403);
    const rembourse = () =>
      t.call("POST", `/api/sinistres/recuperations/${claim.id}/virement`, "comptable", {
        date: "2026-11-21",
      });
    const [x, y] = await Promise.all([rembourse(), rembourse()]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect(await terme(t, q)).toMatchObject({ resteDu: 670.5 });
    expect(await solde(t, a.d)).toBe(670.5);
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
    expect((await liste(t)).aReclamer).toEqual([]);
    // The money back is the owners' (the tenant's payment), not the insurers'.
    expect(await dues(t)).toBe(avant);
    await t.close();
  });

  it("GLI: deducted from the insurer's next transfer, the term paid when that batch is validated", async () => {
    const t = await makeTestApp({ confirme: true });
    const second: Second = await autreAdmin(t, "valideur@agence.test");
    await compteSequestre(t);
    const contrat = await contratGli(t, second);
    const a = await bailGli(t, second, contrat, ["2026-11-01"]);
    const indemnite = await recupere(t, a, "Assur Loyers");
    const lot = async () => {
      await t.confirm("admin");
      const p = (await ok(t, "POST", "/api/paiementsFournisseurs", { date: "2026-12-05" }, 201))
        .paiement;
      const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
      expect(v.status, JSON.stringify(v.body)).toBe(200);
      return v.body;
    };
    await lot();
    expect((await annuler(t, indemnite)).status).toBe(200);
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
    expect(await terme(t, a.termes[0]!)).toMatchObject({ resteDu: 970.5 });

    // Another lease's tenant pays the same insurer 500 €: the next batch sends 200 €.
    const b = await bailGli(t, second, contrat, ["2026-11-01"]);
    await enregistrerIndemnite(t, b.d, {
      date: "2026-11-15",
      montant: 970.5,
      organisme: "Assur Loyers",
      periodes: ["2026-11"],
    });
    await enregistrerRecuperation(t, b.d, { date: "2026-11-19", montant: 500 });
    const p = await lot();
    expect(p.recuperations.map((l: { montant: number }) => l.montant).sort()).toEqual([-300, 500]);
    expect(p.total).toBe(200);
    expect(await dues(t)).toBe(0);
    const xml = new TextDecoder().decode(
      (await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin")).bytes,
    );
    expect(xml).toContain(">200.00<");
    expect(xml).not.toContain(">500.00<");
    expect(await terme(t, a.termes[0]!)).toMatchObject({ resteDu: 670.5 });
    expect(await solde(t, a.d)).toBe(670.5);
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 0 });
    expect((await liste(t)).aReclamer).toEqual([]);
    await t.close();
  });
});
