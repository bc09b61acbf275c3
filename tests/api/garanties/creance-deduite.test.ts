import { describe, expect, it } from "vitest";
import { bailGli, contratGli, ok, enregistrerIndemnite } from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { autreAdmin } from "../../support/second-admin";

// ADR 166: a GLI insurer's recovery reversed after its transfer (the tenant's cheque bounced once the supplier batch
// had paid the insurer) is a claim on the insurer, deducted from its next transfer to the cent; a claim larger than
// the transfer waits whole for the next one; settled once, by the deduction or by the insurer's repayment. The trust
// check's « récupérations dues aux assureurs » reads 0 once settled. The clock says 2026-11-21.

type Second = Awaited<ReturnType<typeof autreAdmin>>;
const LOT = "2026-12-05";
const liste = (t: TestApp) => ok(t, "GET", "/api/sinistres/recuperations");
const dues = async (t: TestApp) =>
  (await ok(t, "GET", `/api/sequestre?au=${LOT}`)).recuperationsAssureurs as number;

/** The batch prepared (by the admin) and validated by the second person: the batch as validated. */
async function lotValide(t: TestApp, second: Second) {
  await t.confirm("admin");
  const p = (await ok(t, "POST", "/api/paiementsFournisseurs", { date: LOT }, 201)).paiement;
  const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return v.body;
}

/** The insurer paid `mois` of a lease under `contrat`, then the tenant paid it `montant` by hand (by cheque). */
async function recupere(
  t: TestApp,
  second: Second,
  contrat: number,
  mois: string[],
  montant: number,
) {
  const a = await bailGli(t, second, contrat, mois);
  await enregistrerIndemnite(t, a.d, {
    date: "2026-11-21",
    montant: 970.5 * mois.length,
    organisme: "Assur Loyers",
    periodes: mois.map((m) => m.slice(0, 7)),
  });
  const r = await ok(
    t,
    "POST",
    `/api/Dossier/${a.d}/paiements`,
    { date: "2026-11-21", montant, mode: "Chèque" },
    201,
  );
  return { d: a.d, paiement: r.paiement?.id as number | undefined };
}

/** A claim of 970,50 € on the insurer: the tenant's 1 000 € cheque paid it 970,50 €, transferred, then bounced. */
async function creance(t: TestApp, second: Second) {
  const contrat = await contratGli(t, second);
  const a = await recupere(t, second, contrat, ["2026-12-01"], 1000);
  await lotValide(t, second);
  await ok(t, "POST", `/api/Paiement/${a.paiement}/annuler`, { motif: "Chèque impayé" });
  expect((await liste(t)).aReclamer).toEqual([{ organisme: "Assur Loyers", montant: 970.5 }]);
  expect(await dues(t)).toBe(-970.5);
  return { contrat, d: a.d };
}

describe("a claim on a GLI insurer", () => {
  it("is deducted from its next transfer, to the cent: the check back at 0", async () => {
    const t = await makeTestApp({ confirme: true });
    const second = await autreAdmin(t, "valideur@agence.test");
    const c = await creance(t, second);
    // Another tenant under the same contract pays the insurer 1 500 € of its two months.
    await recupere(t, second, c.contrat, ["2026-11-01", "2026-12-01"], 1500);
    const p = await lotValide(t, second);
    expect(p.recuperations.map((l: { montant: number }) => l.montant).sort()).toEqual([
      -970.5, 1500,
    ]);
    expect(p.total).toBe(529.5);
    expect((await liste(t)).aReclamer).toEqual([]);
    expect(await ok(t, "GET", `/api/Dossier/${c.d}/garantie`)).toMatchObject({
      duAssureur: 970.5,
      aReclamerAssureur: 0,
    });
    expect(await dues(t)).toBe(0);
    // Deducted once: no later batch takes it again.
    await t.confirm("admin");
    const encore = await t.call("POST", "/api/paiementsFournisseurs", "admin", { date: LOT });
    expect(encore.status).toBe(409);
    await t.close();
  });

  it("larger than the transfer: waits whole, the transfer paid in full, the claim still shown", async () => {
    const t = await makeTestApp({ confirme: true });
    const second = await autreAdmin(t, "valideur@agence.test");
    const c = await creance(t, second);
    await recupere(t, second, c.contrat, ["2026-12-01"], 500);
    await t.confirm("admin");
    const p = (await ok(t, "POST", "/api/paiementsFournisseurs", { date: LOT }, 201)).paiement;
    expect(p.recuperations).toEqual([expect.objectContaining({ montant: 500 })]);
    expect(p.ecartes).toEqual([]);
    expect((await liste(t)).aReclamer).toEqual([{ organisme: "Assur Loyers", montant: 970.5 }]);
    await t.close();
  });

  it("settled when the insurer pays it back, once: recorded by a second person, no batch takes it after", async () => {
    const t = await makeTestApp({ confirme: true });
    const second = await autreAdmin(t, "valideur@agence.test");
    const c = await creance(t, second);
    const l = (await liste(t)).lignes.find(
      (x: { DossierId: number; montant: number }) => x.DossierId === c.d && x.montant < 0,
    );
    expect(l).toMatchObject({ creance: true, reversement: null });
    const rembourse = () =>
      second("POST", `/api/sinistres/recuperations/${l.id}/virement`, { date: "2026-11-21" });
    expect((await rembourse()).status).toBe(201);
    expect((await rembourse()).status).toBe(409);
    expect((await liste(t)).aReclamer).toEqual([]);
    expect(await dues(t)).toBe(0);
    await recupere(t, second, c.contrat, ["2026-12-01"], 500);
    await t.confirm("admin");
    const p = (await ok(t, "POST", "/api/paiementsFournisseurs", { date: LOT }, 201)).paiement;
    expect(p.recuperations).toEqual([expect.objectContaining({ montant: 500 })]);
    expect(p.total).toBe(500);
    await t.close();
  });

  it("repaid and deducted at once: taken once, by one or the other", async () => {
    const t = await makeTestApp({ confirme: true });
    const second = await autreAdmin(t, "valideur@agence.test");
    const c = await creance(t, second);
    await recupere(t, second, c.contrat, ["2026-11-01", "2026-12-01"], 1500);
    const l = (await liste(t)).lignes.find((x: { creance: boolean }) => x.creance);
    await t.confirm("admin");
    const [rembourse, lot] = await Promise.all([
      second("POST", `/api/sinistres/recuperations/${l.id}/virement`, { date: "2026-11-21" }),
      t.call("POST", "/api/paiementsFournisseurs", "admin", { date: LOT }),
    ]);
    expect(lot.status).toBe(201);
    const deduite = lot.body.paiement.recuperations.some((x: { montant: number }) => x.montant < 0);
    // Exactly one of them took the claim: never repaid and deducted both.
    expect(rembourse.status).toBe(deduite ? 409 : 201);
    expect(lot.body.paiement.total).toBe(deduite ? 529.5 : 1500);
    await t.close();
  });
});
