import { describe, expect, it } from "vitest";
import { duAssureur, ok, soldeProprietaire, enregistrerIndemnite } from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { dossierPreleve } from "../../support/prelevements";
import { MSG_IMPAYE_ASSUREUR } from "../../../worker/domain/garanties/recuperation";

// ADR 158: « Statut remis à impayé » (GET /Quitance/switchState/false/{id}) undoes the tenant's own payments of the
// term, never the insurer's indemnity: the insurer did pay the owners, and its claim on the tenant (« dû à
// l'assureur ») stands. A term only the indemnity settles is refused in French, nothing written. The clock says
// 2026-11-21.

const du = duAssureur;
const compte = (t: TestApp, d: number) => ok(t, "GET", `/api/Dossier/${d}/compte`);
const terme = (t: TestApp, q: number) => ok(t, "GET", `/api/Quitance/${q}`);
const indemnite = (t: TestApp, d: number, montant: number) =>
  enregistrerIndemnite(t, d, {
    date: "2026-11-15",
    montant,
    organisme: "Visale",
    periodes: ["2026-11"],
  });
const journalEcritures = async (t: TestApp) =>
  (await ok(t, "GET", "/api/journal?resource=Ecriture")).data.length as number;

describe("« Statut remis à impayé » on a term an insurer paid", () => {
  it("undoes only the tenant's payment: the indemnity, the owners' credit of it and the insurer's claim stay", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const q = a.termes[0]!;
    const s0 = await soldeProprietaire(t, a.s.client.id);
    // The tenant paid 470,50 € of November's 970,50 €, then Visale paid the owners the 500 € left.
    await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-10", montant: 470.5, mode: "Chèque", QuitanceId: q },
      201,
    );
    const s1 = await soldeProprietaire(t, a.s.client.id);
    await indemnite(t, a.d, 500);
    const s2 = await soldeProprietaire(t, a.s.client.id);
    expect(await du(t, a.d)).toBe(500);
    expect((await terme(t, q)).resteDu).toBe(0);
    const ecritures = await journalEcritures(t);

    const r = await ok(t, "GET", `/api/Quitance/switchState/false/${q}`);
    expect(r.statusInconu).toBe(false);
    const apres = await terme(t, q);
    // Unpaid again by what the tenant had paid; the insurer's 500 € still settle the rest.
    expect(apres.resteDu).toBe(470.5);
    expect(apres.montantRegle).toBe(500);
    expect(apres.paiements).toHaveLength(1);
    expect(apres.paiements[0].montant).toBe(500);
    // The insurer's claim is untouched, and the owners lose only the tenant's payment's credit.
    expect(await du(t, a.d)).toBe(500);
    expect(await soldeProprietaire(t, a.s.client.id)).toBeCloseTo(s2 - (s1 - s0), 2);
    const lignes = (await compte(t, a.d)).ecritures as {
      type: string;
      libelle: string;
      debit: number;
    }[];
    expect(lignes.filter((l) => l.type === "annulation")).toEqual([
      expect.objectContaining({
        debit: 470.5,
        libelle: expect.stringContaining("Statut remis à impayé"),
      }),
    ]);
    expect((await compte(t, a.d)).solde).toBe(470.5);
    // The journal shows the reversal.
    expect(await journalEcritures(t)).toBe(ecritures + 1);

    // Twice: only the indemnity settles the term now: refused, said why, nothing written.
    const encore = await t.call("GET", `/api/Quitance/switchState/false/${q}`, "admin");
    expectError(encore, 409);
    expect(encore.body.error.message).toBe(MSG_IMPAYE_ASSUREUR);
    expect(await journalEcritures(t)).toBe(ecritures + 1);
    expect((await compte(t, a.d)).solde).toBe(470.5);
    expect(await du(t, a.d)).toBe(500);
    await t.close();
  });

  it("refuses a term only the indemnity settles: the owners keep the insurer's money, the claim stands", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const q = a.termes[0]!;
    await indemnite(t, a.d, 970.5);
    const proprietaire = await soldeProprietaire(t, a.s.client.id);
    const avant = await compte(t, a.d);
    const ecritures = await journalEcritures(t);

    const r = await t.call("GET", `/api/Quitance/switchState/false/${q}`, "admin");
    expectError(r, 409);
    expect(r.body.error.message).toBe(MSG_IMPAYE_ASSUREUR);
    expect((await terme(t, q)).resteDu).toBe(0);
    expect(await du(t, a.d)).toBe(970.5);
    expect(await soldeProprietaire(t, a.s.client.id)).toBe(proprietaire);
    expect(await compte(t, a.d)).toEqual(avant);
    expect(await journalEcritures(t)).toBe(ecritures);
    await t.close();
  });
});

describe("an indemnity whose payment is cancelled (a transfer recorded by mistake)", () => {
  it("holds no claim: nothing owed to the insurer, the tenant's next payment is the tenant's", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await dossierPreleve(t, ["2026-11-01"]);
    const i = await indemnite(t, a.d, 970.5);
    const paiement = i.paiements[0].paiement.id as number;
    await ok(t, "POST", `/api/Paiement/${paiement}/annuler`, { motif: "Virement non reçu" });
    expect(await du(t, a.d)).toBe(0);
    const proprietaire = await soldeProprietaire(t, a.s.client.id);
    const r = await ok(
      t,
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      { date: "2026-11-20", montant: 970.5, mode: "Chèque" },
      201,
    );
    // Not sent to an insurer that never paid: the term is the tenant's, the owners credited.
    expect(r.assureur).toBeNull();
    expect(r.paiement.montant).toBe(970.5);
    expect((await terme(t, a.termes[0]!)).resteDu).toBe(0);
    expect(await soldeProprietaire(t, a.s.client.id)).toBeGreaterThan(proprietaire);
    expect(
      (await ok(t, "GET", "/api/sinistres/recuperations")).lignes.filter(
        (l: { DossierId: number }) => l.DossierId === a.d,
      ),
    ).toEqual([]);
    await t.close();
  });
});
