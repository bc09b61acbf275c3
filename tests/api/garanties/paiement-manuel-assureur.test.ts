import { describe, expect, it } from "vitest";
import {
  duAssureur,
  indemnise,
  ok,
  recuperationsDe,
  soldeProprietaire,
  enregistrerIndemnite,
} from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { dossierPreleve } from "../../support/prelevements";
import { MSG_TERME_ASSUREUR } from "../../../worker/domain/garanties/recuperation";
import { RAISON } from "../../../worker/domain/lots/lot";

// ADR 157: staff's payment by hand (« Encaisser un paiement », POST /Dossier/{id}/paiements) recorded after an insurer
// paid the owners follows the bank's and the direct debit's rule (ADR 153): the money naming no term, or the term
// the insurer paid, is the insurer's first (a recovery to transfer to it), only the rest goes on the tenant's
// account; the owners are never paid twice. The clock says 2026-11-21.

const du = duAssureur;
const solde = async (t: TestApp, d: number) =>
  (await ok(t, "GET", `/api/Dossier/${d}/compte`)).solde;
const recuperations = async (t: TestApp, d: number) =>
  (await recuperationsDe(t, d)).map(
    (l: { date: string; montant: number; reference: string; auteur: string }) => ({
      date: l.date,
      montant: l.montant,
      reference: l.reference,
      auteur: l.auteur,
    }),
  );
const payer = (t: TestApp, d: number, body: Record<string, unknown>) =>
  ok(
    t,
    "POST",
    `/api/Dossier/${d}/paiements`,
    { date: "2026-11-20", mode: "Chèque", reference: "CHQ 1234567", ...body },
    201,
  );

describe("staff's payment by hand after an insurer paid the owners", () => {
  it("naming no term: the whole to the insurer as a recovery, nothing on the tenant's account, owners not paid twice", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t, ["2026-11-01", "2026-10-01"]);
    const proprietaire = await soldeProprietaire(t, a.s.client.id);
    const avant = await solde(t, a.d);
    const r = await payer(t, a.d, { montant: "970,50" });
    expect(r.assureur).toEqual({ montant: 970.5 });
    expect(r.paiement).toBeNull();
    expect(r.solde).toBe(avant);
    expect(await du(t, a.d)).toBe(0);
    expect(await recuperations(t, a.d)).toEqual([
      { date: "2026-11-20", montant: 970.5, reference: "CHQ 1234567", auteur: "admin@agence.test" },
    ]);
    expect(await solde(t, a.d)).toBe(avant);
    expect(await soldeProprietaire(t, a.s.client.id)).toBe(proprietaire);
    // Nothing more owed to the insurer: the next payment is the tenant's account's.
    const ensuite = await payer(t, a.d, { montant: "100,00" });
    expect(ensuite.assureur).toBeNull();
    expect(ensuite.paiement.montant).toBe(100);
    expect(await recuperations(t, a.d)).toHaveLength(1);
    await t.close();
  });

  it("more than the insurer is owed: its part as a recovery, the rest on the account, in one write", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t, ["2026-11-01", "2026-10-01"]);
    const avant = await solde(t, a.d);
    const r = await payer(t, a.d, { montant: "1 000,00" });
    expect(r.assureur).toEqual({ montant: 970.5 });
    expect(r.paiement.montant).toBe(29.5);
    expect(r.solde).toBeCloseTo(avant - 29.5, 2);
    expect(await du(t, a.d)).toBe(0);
    expect((await recuperations(t, a.d)).map((l: { montant: number }) => l.montant)).toEqual([
      970.5,
    ]);
    await t.close();
  });

  it("its payment cancelled (the cheque bounced): the insurer's part reversed with it, once", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t, ["2026-11-01", "2026-10-01"]);
    const avant = await solde(t, a.d);
    const r = await payer(t, a.d, { montant: "1 000,00" });
    const annule = await ok(t, "POST", `/api/Paiement/${r.paiement.id}/annuler`, {
      motif: "Chèque impayé",
    });
    expect(annule.solde).toBe(avant);
    expect(await du(t, a.d)).toBe(970.5);
    const lignes = (await ok(t, "GET", "/api/sinistres/recuperations")).lignes.filter(
      (l: { DossierId: number }) => l.DossierId === a.d,
    );
    expect(lignes).toEqual([
      expect.objectContaining({ montant: 970.5, annulee: true }),
      expect.objectContaining({
        montant: -970.5,
        annuleId: lignes[0].id,
        reference: "Paiement annulé : Chèque impayé",
      }),
    ]);
    const encore = await t.call("POST", `/api/Paiement/${r.paiement.id}/annuler`, "admin", {
      motif: "Chèque impayé",
    });
    expect(encore.status).toBe(409);
    expect(await recuperations(t, a.d)).toHaveLength(2);
    expect(await du(t, a.d)).toBe(970.5);
    await t.close();
  });

  it("naming the term the insurer paid: the insurer's; naming another term: that term's", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t, ["2026-11-01", "2026-10-01"]);
    const [novembre, octobre] = a.termes;
    const proprietaire = await soldeProprietaire(t, a.s.client.id);
    const o = await payer(t, a.d, { montant: "970,50", QuitanceId: octobre });
    expect(o.assureur).toBeNull();
    expect(o.paiement.montant).toBe(970.5);
    expect(await du(t, a.d)).toBe(970.5);
    expect(await soldeProprietaire(t, a.s.client.id)).toBeGreaterThan(proprietaire);
    const n = await payer(t, a.d, { montant: "500,00", QuitanceId: novembre });
    expect(n.assureur).toEqual({ montant: 500 });
    expect(n.paiement).toBeNull();
    expect(await du(t, a.d)).toBe(470.5);
    await t.close();
  });

  it("« Marquer payée » and the bulk « encaissée » leave a term the insurer paid to a payment by hand", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const [novembre] = a.termes;
    // Visale paid 500 € of November: 470,50 € of the term still due, 500 € owed to Visale.
    await enregistrerIndemnite(t, a.d, {
      date: "2026-11-15",
      montant: 500,
      organisme: "Visale",
      periodes: ["2026-11"],
    });
    const avant = await solde(t, a.d);
    const lot = await ok(t, "POST", "/api/Quitance/encaisser", { ids: [novembre] });
    expect(lot.resultats).toEqual([{ id: novembre, statut: "ignoree", message: RAISON.assureur }]);
    const marque = await t.call("GET", `/api/Quitance/switchState/true/${novembre}`, "admin");
    expect(marque.status).toBe(409);
    expect(marque.body.error.message).toBe(MSG_TERME_ASSUREUR);
    expect(await solde(t, a.d)).toBe(avant);
    expect(await du(t, a.d)).toBe(500);
    // Once the insurer is paid back, the term is the tenant's to settle, by a click as before.
    await payer(t, a.d, { montant: "500,00", QuitanceId: novembre });
    expect(await du(t, a.d)).toBe(0);
    const ensuite = await ok(t, "POST", "/api/Quitance/encaisser", { ids: [novembre] });
    expect(ensuite.resultats[0].statut).toBe("encaissee");
    expect(await solde(t, a.d)).toBe(0);
    await t.close();
  });

  it("no insurer paid anything: the payment is the tenant's account's, as before", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const r = await payer(t, a.d, { montant: "970,50" });
    expect(r.assureur).toBeNull();
    expect(r.paiement.montant).toBe(970.5);
    expect(await recuperations(t, a.d)).toEqual([]);
    await t.close();
  });
});
