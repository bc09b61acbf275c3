import { describe, expect, it } from "vitest";
import { bailGli, ok, prelevementValide, recuperationsDe, enregistrerIndemnite } from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { creancier } from "../../support/prelevements";
import { autreAdmin } from "../../support/second-admin";
import { runScheduled } from "../../../worker/jobs/scheduled";

// ADR 157, where the money leaves: a GLI insurer's recovery goes in the supplier batch (ADR 136). A direct debit
// rejected while its recovery waits in a draft batch takes it out of the batch (its validation would send the insurer
// money that never came in); rejected once the batch has left, the reversal stays on « Récupérations à reverser » as
// money the insurer owes back, and the trust check says so.

/** A lease under a GLI contract, its December term debited and paid by the insurer, the debit settled to it. */
async function gliPreleve(t: TestApp, second: Awaited<ReturnType<typeof autreAdmin>>) {
  const a = await bailGli(t, second);
  const lot = await prelevementValide(t);
  await enregistrerIndemnite(t, a.d, {
    date: "2026-11-21",
    montant: 970.5,
    organisme: "Assur Loyers",
    periodes: ["2026-12"],
  });
  await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-05T09:00:00Z") } });
  return { d: a.d, lot: lot.id as number, ligne: lot.lignes[0].id as number };
}

const recuperations = recuperationsDe;
const lotFournisseurs = async (t: TestApp) => {
  await t.confirm("admin");
  return (await ok(t, "POST", "/api/paiementsFournisseurs", { date: "2026-12-05" }, 201)).paiement;
};

describe("a GLI insurer's recovery whose direct debit is rejected", () => {
  it("leaves the draft supplier batch it waited in: never sent to the insurer", async () => {
    const t = await makeTestApp({ confirme: true });
    await creancier(t);
    const second = await autreAdmin(t, "valideur@agence.test");
    const a = await gliPreleve(t, second);
    const p = await lotFournisseurs(t);
    expect(p.recuperations).toEqual([
      expect.objectContaining({ nom: "Assur Loyers SA", montant: 970.5 }),
    ]);
    await ok(t, "POST", `/api/Prelevement/${a.lot}/rejets`, { ligneId: a.ligne, motif: "AM04" });
    expect((await ok(t, "GET", `/api/PaiementFournisseurs/${p.id}`)).recuperations).toEqual([]);
    const [recuperation, annulation] = await recuperations(t, a.d);
    expect(recuperation).toMatchObject({ montant: 970.5, annulee: true, reversement: null });
    expect(annulation).toMatchObject({ montant: -970.5, annuleId: recuperation.id });
    // Nothing owed to the insurer is left to transfer, and no later batch takes either line.
    expect((await ok(t, "GET", "/api/sinistres/recuperations")).total).toBe(0);
    expect((await ok(t, "GET", "/api/sequestre?au=2026-12-05")).recuperationsAssureurs).toBe(0);
    await t.close();
  });

  it("already transferred: the reversal is what the insurer owes back, on the list and in the trust check", async () => {
    const t = await makeTestApp({ confirme: true });
    await creancier(t);
    const second = await autreAdmin(t, "valideur@agence.test");
    const a = await gliPreleve(t, second);
    const p = await lotFournisseurs(t);
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    await ok(t, "POST", `/api/Prelevement/${a.lot}/rejets`, { ligneId: a.ligne, motif: "AM04" });
    const [recuperation, annulation] = await recuperations(t, a.d);
    expect(recuperation).toMatchObject({ annulee: true, reversement: { fait: true } });
    expect(annulation).toMatchObject({ montant: -970.5, reversement: null });
    // ADR 166: nothing is left to transfer; the money the insurer got is a claim on it, the tenant owes it again.
    const liste = await ok(t, "GET", "/api/sinistres/recuperations");
    expect(liste.total).toBe(0);
    expect(liste.aReclamer).toEqual([{ organisme: "Assur Loyers", montant: 970.5 }]);
    expect(await ok(t, "GET", `/api/Dossier/${a.d}/garantie`)).toMatchObject({
      duAssureur: 970.5,
      aReclamerAssureur: 970.5,
    });
    expect((await ok(t, "GET", "/api/sequestre?au=2026-12-05")).recuperationsAssureurs).toBe(
      -970.5,
    );
    // The negative line is never put in a batch.
    await t.confirm("admin");
    const encore = await t.call("POST", "/api/paiementsFournisseurs", "admin", {
      date: "2026-12-05",
    });
    expect(JSON.stringify(encore.body)).not.toContain("-970.5");
    await t.close();
  });
});

describe("a GLI insurer's recovery from a payment by hand, the payment cancelled (ADR 158)", () => {
  it("leaves the draft supplier batch it waited in with its reversal", async () => {
    const t = await makeTestApp({ confirme: true });
    const second = await autreAdmin(t, "valideur@agence.test");
    const a = await bailGli(t, second);
    await enregistrerIndemnite(t, a.d, {
      date: "2026-11-20",
      montant: 970.5,
      organisme: "Assur Loyers",
      periodes: ["2026-12"],
    });
    const r = await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-21", montant: 1000, mode: "Chèque" },
      201,
    );
    expect(r.assureur).toEqual({ montant: 970.5 });
    const p = await lotFournisseurs(t);
    expect(p.recuperations).toEqual([
      expect.objectContaining({ nom: "Assur Loyers SA", montant: 970.5 }),
    ]);
    await ok(t, "POST", `/api/Paiement/${r.paiement.id}/annuler`, { motif: "Chèque impayé" });
    // The cheque bounced: the insurer's part leaves the draft, whose validation would have paid it.
    expect((await ok(t, "GET", `/api/PaiementFournisseurs/${p.id}`)).recuperations).toEqual([]);
    const [recuperation] = await recuperations(t, a.d);
    expect(recuperation).toMatchObject({ montant: 970.5, annulee: true, reversement: null });
    expect((await ok(t, "GET", "/api/sinistres/recuperations")).total).toBe(0);
    await t.close();
  });
});
