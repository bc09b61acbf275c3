import { describe, expect, it } from "vitest";
import { ok, enregistrerIndemnite, enregistrerRecuperation } from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { dossierPreleve } from "../../support/prelevements";

// ADR 166: an indemnity cancelled after the tenant's money went to the insurer. The insurer holds that money without
// cause: the guarantee tab and « Récupérations à reverser » say « à réclamer à l'assureur », never a negative
// « dû à l'assureur »; a cancellation or a transfer replayed neither creates nor doubles the claim. The clock says
// 2026-11-21.

const garantie = (t: TestApp, d: number) => ok(t, "GET", `/api/Dossier/${d}/garantie`);
const liste = (t: TestApp) => ok(t, "GET", "/api/sinistres/recuperations");

/** A lease whose November Visale paid (970,50 €), the tenant's 300 € of it transferred to Visale by the accountant. */
async function recuperationReversee(t: TestApp) {
  const a = await dossierPreleve(t, ["2026-11-01"]);
  const i = await enregistrerIndemnite(t, a.d, {
    date: "2026-11-15",
    montant: 970.5,
    organisme: "Visale",
    periodes: ["2026-11"],
  });
  await enregistrerRecuperation(t, a.d, { date: "2026-11-18", montant: 300 });
  const r = (await liste(t)).lignes.find((l: { DossierId: number }) => l.DossierId === a.d);
  const v = await t.call("POST", `/api/sinistres/recuperations/${r.id}/virement`, "comptable", {
    date: "2026-11-19",
  });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  return { d: a.d, indemnite: i.paiements[0].paiement.id as number, recuperation: r.id as number };
}

describe("an indemnity cancelled after the tenant's money went to the insurer", () => {
  it("is a claim on the insurer, never a negative amount owed to it", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await recuperationReversee(t);
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 670.5, aReclamerAssureur: 0 });
    expect((await liste(t)).aReclamer).toEqual([]);
    const sequestre = (await ok(t, "GET", "/api/sequestre?au=2026-11-21")).recuperationsAssureurs;

    await ok(t, "POST", `/api/Paiement/${a.indemnite}/annuler`, {
      motif: "Indemnité versée par erreur",
    });
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
    const l = await liste(t);
    expect(l.aReclamer).toEqual([{ organisme: "Visale", montant: 300 }]);
    // Nothing of it is left to transfer: the 300 € already left, and the insurer owes them back.
    expect(l.total).toBe(0);
    // The trust check reads the same liability as before: the money left the account with the transfer.
    expect((await ok(t, "GET", "/api/sequestre?au=2026-11-21")).recuperationsAssureurs).toBe(
      sequestre,
    );
    await t.close();
  });

  it("done twice, or the transfer recorded again, neither creates nor doubles the claim", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await recuperationReversee(t);
    await ok(t, "POST", `/api/Paiement/${a.indemnite}/annuler`, { motif: "Erreur" });
    const encore = await t.call("POST", `/api/Paiement/${a.indemnite}/annuler`, "admin", {
      motif: "Erreur",
    });
    expectError(encore, 409);
    const virement = await t.call(
      "POST",
      `/api/sinistres/recuperations/${a.recuperation}/virement`,
      "comptable",
      { date: "2026-11-20" },
    );
    expectError(virement, 409);
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 300 });
    expect((await liste(t)).aReclamer).toEqual([{ organisme: "Visale", montant: 300 }]);
    await t.close();
  });

  it("part of an indemnity cancelled: the claim is only what the insurer got beyond the indemnity left", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-10-01", "2026-11-01"]);
    const indemnite = async (mois: string) =>
      (
        await enregistrerIndemnite(t, a.d, {
          date: "2026-11-15",
          montant: 970.5,
          organisme: "Visale",
          periodes: [mois],
        })
      ).paiements[0].paiement.id as number;
    await indemnite("2026-10");
    const novembre = await indemnite("2026-11");
    await enregistrerRecuperation(t, a.d, { date: "2026-11-18", montant: 1200 });
    const r = (await liste(t)).lignes.find((l: { DossierId: number }) => l.DossierId === a.d);
    await t.call("POST", `/api/sinistres/recuperations/${r.id}/virement`, "comptable", {
      date: "2026-11-19",
    });
    await ok(t, "POST", `/api/Paiement/${novembre}/annuler`, { motif: "Erreur" });
    // Visale keeps 970,50 € (October's indemnity stands) of the 1 200 € it got: 229,50 € to claim back (ADR 170: a
    // reversal of that much, the recovery's line beside it).
    expect(await garantie(t, a.d)).toMatchObject({ duAssureur: 0, aReclamerAssureur: 229.5 });
    expect(
      (await liste(t)).lignes.filter((l: { DossierId: number }) => l.DossierId === a.d),
    ).toEqual([
      expect.objectContaining({ montant: 1200, creance: false }),
      expect.objectContaining({ montant: -229.5, creance: true, reversement: null }),
    ]);
    await t.close();
  });
});
