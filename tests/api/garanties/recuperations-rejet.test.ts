import { describe, expect, it } from "vitest";
import {
  duAssureur,
  ok,
  prelevementValide,
  recuperationsDe,
  soldeProprietaire,
  enregistrerIndemnite,
} from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { creancier, dossierPreleve } from "../../support/prelevements";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { MSG_RECUPERATION_ANNULEE } from "../../../worker/domain/garanties/recuperation";
import { MSG_DEJA_REJETEE } from "../../../worker/services/prelevements/rejets";

// ADR 157: a tenant's direct debit whose money went to the insurer that paid the term (ADR 153), then rejected by
// the bank, never came in: the reject reverses the recovery by a reversing entry (the recovery stays, never
// updated), « dû à l'assureur » comes back, nothing is left to transfer to the insurer, and a reject replayed
// changes nothing. The clock says 2026-11-21.

const du = duAssureur;
const recuperations = recuperationsDe;

/** A validated debit of the December term (970,50 €), the insurer's indemnity of `indemnite` €, settled by the job. */
async function prelevePuisRegle(t: TestApp, indemnite: number) {
  await creancier(t);
  const a = await dossierPreleve(t, ["2026-12-01"]);
  const lot = await prelevementValide(t);
  await enregistrerIndemnite(t, a.d, {
    date: "2026-11-21",
    montant: indemnite,
    organisme: "Visale",
    periodes: ["2026-12"],
  });
  const proprietaire = await soldeProprietaire(t, a.s.client.id);
  await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-05T09:00:00Z") } });
  const ligne = (await ok(t, "GET", `/api/Prelevement/${lot.id}`)).lignes[0];
  return { ...a, lot: lot.id as number, ligne: ligne.id as number, proprietaire };
}

const rejeter = (t: TestApp, lot: number, ligne: number) =>
  t.call("POST", `/api/Prelevement/${lot}/rejets`, "admin", { ligneId: ligne, motif: "AM04" });

describe("a direct debit whose money went to the insurer, rejected by the bank", () => {
  it("reverses the recovery by a reversing entry: owed to the insurer again, nothing to transfer, once", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await prelevePuisRegle(t, 970.5);
    expect(await du(t, a.d)).toBe(0);
    const [recuperation] = await recuperations(t, a.d);
    expect(recuperation).toMatchObject({ montant: 970.5, annulee: false, annuleId: null });

    const r = await rejeter(t, a.lot, a.ligne);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.assureur).toEqual({ montant: 970.5 });
    expect(r.body.prelevement.lignes[0].rejet).toBe("AM04");
    // The tenant owes Visale the term again; the owners, paid by the indemnity, are not touched.
    expect(await du(t, a.d)).toBe(970.5);
    expect(await soldeProprietaire(t, a.s.client.id)).toBe(a.proprietaire);
    // The recovery stays as written, reversed by an entry of the opposite amount, dated the reject's day (the test's
    // clock is before the debit's: never before the recovery it reverses).
    const lignes = await recuperations(t, a.d);
    expect(lignes).toEqual([
      expect.objectContaining({
        id: recuperation.id,
        montant: 970.5,
        annulee: true,
        annuleId: null,
      }),
      expect.objectContaining({
        montant: -970.5,
        annuleId: recuperation.id,
        date: "2026-12-05",
        organisme: "Visale",
        reference: expect.stringContaining("Prélèvement rejeté : AM04"),
      }),
    ]);
    const liste = await ok(t, "GET", "/api/sinistres/recuperations");
    expect(liste.total).toBe(0);
    // Nothing to transfer to Visale: neither the recovery nor its reversal.
    for (const l of lignes) {
      const v = await t.call("POST", `/api/sinistres/recuperations/${l.id}/virement`, "comptable", {
        date: "2026-11-21",
      });
      expectError(v, 409);
      expect(v.body.error.message).toBe(MSG_RECUPERATION_ANNULEE);
    }
    // The journal names the reversal and who wrote it.
    const journal = (await ok(t, "GET", "/api/journal?resource=RecuperationAssureur")).data;
    expect(journal.find((j: { id: string }) => j.id === String(lignes[1].id))).toMatchObject({
      action: "create",
      user: "admin@agence.test",
    });

    // Rejected again: refused, no second reversal.
    const encore = await rejeter(t, a.lot, a.ligne);
    expectError(encore, 409);
    expect(encore.body.error.message).toBe(MSG_DEJA_REJETEE);
    expect(await recuperations(t, a.d)).toHaveLength(2);
    expect(await du(t, a.d)).toBe(970.5);
    await t.close();
  });

  it("a debit split between the insurer and the tenant's account: both halves reversed", async () => {
    const t = await makeTestApp({ confirme: true });
    // Visale paid 500 € of December: the debit's 970,50 € went 500 € to it, 470,50 € to the tenant's account.
    const a = await prelevePuisRegle(t, 500);
    expect(await du(t, a.d)).toBe(0);
    const avant = await ok(t, "GET", `/api/Dossier/${a.d}/compte`);
    const r = await rejeter(t, a.lot, a.ligne);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.assureur).toEqual({ montant: 500 });
    expect(await du(t, a.d)).toBe(500);
    // The tenant's part of the debit is reversed on the account: it owes 470,50 € more than before.
    const apres = await ok(t, "GET", `/api/Dossier/${a.d}/compte`);
    expect(apres.solde).toBeCloseTo(avant.solde + 470.5, 2);
    expect(JSON.stringify(apres)).toContain("Prélèvement rejeté : AM04");
    expect((await recuperations(t, a.d)).map((l: { montant: number }) => l.montant)).toEqual([
      500, -500,
    ]);
    await t.close();
  });

  it("a debit rejected with no recovery: nothing written for the insurer", async () => {
    const t = await makeTestApp({ confirme: true });
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = await prelevementValide(t);
    const r = await rejeter(t, lot.id, lot.lignes[0].id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.assureur).toBeNull();
    expect(await recuperations(t, a.d)).toEqual([]);
    await t.close();
  });
});
