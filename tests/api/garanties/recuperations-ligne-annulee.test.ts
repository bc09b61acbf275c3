import { describe, expect, it } from "vitest";
import {
  duAssureur,
  indemnise,
  ligneDuReleve,
  ok,
  recuperationsDe,
  enregistrerIndemnite,
} from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { creancier, dossierPreleve } from "../../support/prelevements";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { MSG_LIGNE_A_RAPPROCHER } from "../../../worker/services/banque/annuler-ligne";

// ADR 158: a bank line whose money went to the insurer (ADR 153), then its match undone (« Annuler le
// rapprochement ») or its payment cancelled: the money was not this tenant's payment of the insurer's claim, so the
// recovery is reversed in the same transaction, once: « dû à l'assureur » comes back, nothing is left to transfer to
// the insurer, and the line can be matched again. The clock says 2026-11-21.

const du = duAssureur;
const recuperations = async (t: TestApp, d: number) =>
  (await recuperationsDe(t, d)).map(
    (l: { montant: number; reference: string; annulee: boolean; reversement: unknown }) => ({
      montant: l.montant,
      reference: l.reference,
      annulee: l.annulee,
    }),
  );
const aReverser = async (t: TestApp) => (await ok(t, "GET", "/api/sinistres/recuperations")).total;

describe("a bank line paid to the insurer, its match undone", () => {
  it("reverses the recovery once: owed to the insurer again, nothing to transfer, the line matched again", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t);
    const ligne = await ligneDuReleve(t, "20/11/2026;VIR LOYER NOVEMBRE;970,50");
    const m = await ok(t, "POST", `/api/banque/lignes/${ligne}/rapprocher`, {
      DossierId: a.d,
      QuitanceId: a.termes[0],
    });
    expect(m.assureur).toEqual({ montant: 970.5 });
    expect(await du(t, a.d)).toBe(0);
    const total = await aReverser(t);

    const r = await ok(t, "POST", `/api/banque/lignes/${ligne}/annuler`);
    expect(r.ligne).toMatchObject({ statut: "à rapprocher", DossierId: null, PaiementId: null });
    // The tenant owes Visale again; the recovery and its reversal net to nothing to transfer.
    expect(await du(t, a.d)).toBe(970.5);
    expect(await recuperations(t, a.d)).toEqual([
      { montant: 970.5, reference: "VIR LOYER NOVEMBRE", annulee: true },
      { montant: -970.5, reference: "Rapprochement bancaire annulé", annulee: false },
    ]);
    expect(await aReverser(t)).toBe(total - 970.5);
    const journal = (await ok(t, "GET", "/api/journal?resource=RecuperationAssureur")).data;
    expect(journal.filter((j: { action: string }) => j.action === "create")).toHaveLength(2);

    // Undone again: refused as before, no second reversal.
    const encore = await t.call("POST", `/api/banque/lignes/${ligne}/annuler`, "admin");
    expectError(encore, 409);
    expect(encore.body.error.message).toBe(MSG_LIGNE_A_RAPPROCHER);
    expect(await recuperations(t, a.d)).toHaveLength(2);

    // Matched again (the right tenant after all): the insurer is paid once more, by this match.
    const re = await ok(t, "POST", `/api/banque/lignes/${ligne}/rapprocher`, {
      DossierId: a.d,
      QuitanceId: a.termes[0],
    });
    expect(re.assureur).toEqual({ montant: 970.5 });
    expect(re.ligne.statut).toBe("rapprochée");
    expect(await du(t, a.d)).toBe(0);
    expect(await recuperations(t, a.d)).toHaveLength(3);
    await t.close();
  });

  it("split between the insurer and the tenant's account: the payment cancelled takes the insurer's part with it", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t);
    const ligne = await ligneDuReleve(t, "20/11/2026;VIR LOCATAIRE;1 000,00");
    const m = await ok(t, "POST", `/api/banque/lignes/${ligne}/rapprocher`, { DossierId: a.d });
    expect(m.assureur).toEqual({ montant: 970.5 });
    expect(m.paiement.montant).toBe(29.5);

    await ok(t, "POST", `/api/Paiement/${m.paiement.id}/annuler`, { motif: "Virement rappelé" });
    expect(await du(t, a.d)).toBe(970.5);
    expect(await recuperations(t, a.d)).toEqual([
      { montant: 970.5, reference: "VIR LOCATAIRE", annulee: true },
      { montant: -970.5, reference: "Paiement annulé : Virement rappelé", annulee: false },
    ]);
    expect((await ok(t, "GET", `/api/Dossier/${a.d}/compte`)).solde).toBe(0);

    // The line waits again (ADR 164): its undo after it finds nothing to undo, and reverses nothing twice.
    const undo = await t.call("POST", `/api/banque/lignes/${ligne}/annuler`, "admin");
    expectError(undo, 409);
    expect(undo.body.error.message).toBe(MSG_LIGNE_A_RAPPROCHER);
    expect(await recuperations(t, a.d)).toHaveLength(2);
    expect(await du(t, a.d)).toBe(970.5);
    await t.close();
  });
});

describe("a direct debit split between the insurer and the tenant's account, its payment cancelled", () => {
  it("takes the insurer's part with it, once", async () => {
    const t = await makeTestApp({ confirme: true });
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = (await ok(t, "POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
      .prelevement;
    await t.call("POST", `/api/Prelevement/${lot.id}/valider`, "comptable");
    // Visale paid 500 € of December: the debit's 970,50 € are 500 € the insurer's, 470,50 € the tenant's payment.
    await enregistrerIndemnite(t, a.d, {
      date: "2026-11-21",
      montant: 500,
      organisme: "Visale",
      periodes: ["2026-12"],
    });
    await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-05T09:00:00Z") } });
    expect(await du(t, a.d)).toBe(0);
    const paiement = (await ok(t, "GET", `/api/Prelevement/${lot.id}`)).lignes[0].PaiementId;
    expect(paiement).not.toBeNull();

    await ok(t, "POST", `/api/Paiement/${paiement}/annuler`, { motif: "Erreur de saisie" });
    expect(await du(t, a.d)).toBe(500);
    expect((await recuperations(t, a.d)).map((r: { montant: number }) => r.montant)).toEqual([
      500, -500,
    ]);
    const encore = await t.call("POST", `/api/Paiement/${paiement}/annuler`, "admin", {
      motif: "Erreur de saisie",
    });
    expectError(encore, 409);
    expect(await recuperations(t, a.d)).toHaveLength(2);
    await t.close();
  });
});
