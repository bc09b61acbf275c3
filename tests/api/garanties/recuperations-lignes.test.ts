import { describe, expect, it } from "vitest";
import {
  duAssureur,
  indemnise,
  ligneDuReleve,
  ok,
  prelevementValide,
  recuperationsDe,
  soldeProprietaire,
  enregistrerIndemnite,
  enregistrerRecuperation,
} from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { creancier, dossierPreleve } from "../../support/prelevements";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { MSG_LIGNE_TRAITEE } from "../../../worker/services/banque/rapprocher";

// ADR 153: after an insurer paid a term (subrogation), the tenant's later payment of it that comes in by a bank line
// matched to the lease or by a validated direct debit is owed to the insurer, as staff's manual record of it is:
// « dû à l'assureur » falls, it is listed among the recoveries to transfer, the owners are not credited a second
// time, and a replayed match or debit takes nothing twice. The clock says 2026-11-21.

const app = () => makeTestApp({ confirme: true });

const du = duAssureur;
const recuperations = async (t: TestApp, d: number) =>
  (await recuperationsDe(t, d)).map((l: { date: string; montant: number; organisme: string }) => ({
    date: l.date,
    montant: l.montant,
    organisme: l.organisme,
  }));

describe("a tenant's payment by a matched bank line, after the insurer paid the term", () => {
  it("is owed to the insurer as staff's manual record is: never the owners' twice, never taken twice", async () => {
    const t = await app();
    const manuel = await indemnise(t);
    const banque = await indemnise(t);
    await enregistrerRecuperation(t, manuel.d, { date: "2026-11-20", montant: 970.5 });
    const proprietaire = await soldeProprietaire(t, banque.s.client.id);

    const ligne = await ligneDuReleve(t, "20/11/2026;VIR LOCATAIRE LOYER NOVEMBRE;970,50");
    const r = await ok(t, "POST", `/api/banque/lignes/${ligne}/rapprocher`, {
      DossierId: banque.d,
      QuitanceId: banque.termes[0],
    });
    expect(r.ligne).toMatchObject({ statut: "rapprochée", DossierId: banque.d, PaiementId: null });
    expect(r.assureur).toEqual({ montant: 970.5 });
    // Exactly as the manual record: nothing more owed to Visale, one recovery of 970,50 € to transfer to it.
    expect(await du(t, banque.d)).toBe(0);
    expect(await du(t, manuel.d)).toBe(0);
    expect(await recuperations(t, banque.d)).toEqual(await recuperations(t, manuel.d));
    expect(await recuperations(t, banque.d)).toEqual([
      { date: "2026-11-20", montant: 970.5, organisme: "Visale" },
    ]);
    // The owners were paid by the indemnity: the tenant's money is not credited to them again.
    expect(await soldeProprietaire(t, banque.s.client.id)).toBe(proprietaire);
    expect((await ok(t, "GET", `/api/Dossier/${banque.d}/compte`)).solde).toBe(0);

    // Matched again, or by two people at once: the line is taken once.
    const encore = await t.call("POST", `/api/banque/lignes/${ligne}/rapprocher`, "admin", {
      DossierId: banque.d,
      QuitanceId: banque.termes[0],
    });
    expectError(encore, 409);
    expect(encore.body.error.message).toBe(MSG_LIGNE_TRAITEE);
    expect(await recuperations(t, banque.d)).toHaveLength(1);
    // Its undo (ADR 158) reverses the recovery: tested in recuperations-ligne-annulee.test.ts.
    await t.close();
  });

  it("pays the insurer what it is owed and the tenant's account the rest; another term's payment is that term's", async () => {
    const t = await app();
    const a = await indemnise(t, ["2026-11-01", "2026-10-01"]);
    const proprietaire = await soldeProprietaire(t, a.s.client.id);
    // October's term, which the insurer did not pay: the payment is October's, the insurer's claim untouched.
    const octobre = await ligneDuReleve(t, "19/11/2026;VIR LOYER OCTOBRE;970,50");
    const o = await ok(t, "POST", `/api/banque/lignes/${octobre}/rapprocher`, {
      DossierId: a.d,
      QuitanceId: a.termes[1],
    });
    expect(o.assureur).toBeNull();
    expect(o.paiement.montant).toBe(970.5);
    expect(await du(t, a.d)).toBe(970.5);
    const apresOctobre = await soldeProprietaire(t, a.s.client.id);
    expect(apresOctobre).toBeGreaterThan(proprietaire);
    // No term named, 1 000 €: 970,50 € to the insurer, 29,50 € on the tenant's account.
    const ligne = await ligneDuReleve(t, "20/11/2026;VIR LOCATAIRE;1 000,00");
    const r = await ok(t, "POST", `/api/banque/lignes/${ligne}/rapprocher`, { DossierId: a.d });
    expect(r.assureur).toEqual({ montant: 970.5 });
    expect(r.paiement.montant).toBe(29.5);
    expect(r.ligne.PaiementId).toBe(r.paiement.id);
    expect(await du(t, a.d)).toBe(0);
    expect(await recuperations(t, a.d)).toEqual([
      { date: "2026-11-20", montant: 970.5, organisme: "Visale" },
    ]);
    await t.close();
  });
});

describe("a tenant's validated direct debit of a term the insurer paid", () => {
  it("is settled by the daily job to the insurer, once, the owners not paid twice", async () => {
    const t = await app();
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = await prelevementValide(t);
    // The insurer pays December before the debit date.
    await enregistrerIndemnite(t, a.d, {
      date: "2026-11-21",
      montant: 970.5,
      organisme: "Visale",
      periodes: ["2026-12"],
    });
    const proprietaire = await soldeProprietaire(t, a.s.client.id);
    const run = (day: string) =>
      runScheduled({ ...t.ports, clock: { now: () => new Date(`${day}T09:00:00Z`) } });
    await run("2026-12-05");
    await run("2026-12-06");
    expect(await recuperations(t, a.d)).toEqual([
      { date: "2026-12-05", montant: 970.5, organisme: "Visale" },
    ]);
    expect(await du(t, a.d)).toBe(0);
    expect(await soldeProprietaire(t, a.s.client.id)).toBe(proprietaire);
    const compte = await ok(t, "GET", `/api/Dossier/${a.d}/compte`);
    // No payment of the tenant's: the account shows no debit recorded, nor any still programmed.
    expect(JSON.stringify(compte)).not.toMatch(/PRL\d+-Q\d+/);
    expect(compte.prelevementsProgrammes).toEqual([]);
    const relu = await ok(t, "GET", `/api/Prelevement/${lot.id}`);
    expect(relu.lignes[0]).toMatchObject({ PaiementId: null, rejet: null });
    await t.close();
  });
});
