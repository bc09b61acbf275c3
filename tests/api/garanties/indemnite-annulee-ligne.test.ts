import { describe, expect, it } from "vitest";
import {
  indemnise,
  ligneDuReleve,
  ok,
  prelevementValide,
  recuperationsDe,
  enregistrerIndemnite,
} from "./support";
import { creancier, dossierPreleve } from "../../support/prelevements";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { MSG_LIGNE_RENDUE } from "../../../worker/services/banque/annuler-ligne";

// ADR 170: a bank line whose money went to the insurer, then given back to the tenant's term when the indemnity was
// cancelled. Undoing the match would leave the tenant credited for money that was not its own: refused, nothing
// written, until the given payment is cancelled; then the undo goes through. A direct debit's line given back then
// rejected by the bank takes the given payment with it. The clock says 2026-11-21.

type Ligne = { type: string; libelle: string; PaiementId?: number };
/** The id of the account's first payment line whose label says `texte`. */
const paiement = async (t: TestApp, d: number, texte: string) =>
  ((await ok(t, "GET", `/api/Dossier/${d}/compte`)).ecritures as Ligne[]).find(
    (e) => e.type === "paiement" && e.libelle.includes(texte),
  )?.PaiementId;
const solde = async (t: TestApp, d: number) =>
  (await ok(t, "GET", `/api/Dossier/${d}/compte`)).solde;

describe("a bank line paid to the insurer then given back to the tenant", () => {
  it("is not undone while the given payment stands; once it is cancelled, it is", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await indemnise(t);
    const indemnite = await paiement(t, a.d, "Indemnité");
    const ligne = await ligneDuReleve(t, "20/11/2026;VIR LOYER NOVEMBRE;970,50");
    await ok(t, "POST", `/api/banque/lignes/${ligne}/rapprocher`, {
      DossierId: a.d,
      QuitanceId: a.termes[0],
    });
    await ok(t, "POST", `/api/Paiement/${indemnite}/annuler`, {
      motif: "Indemnité versée par erreur",
    });
    expect(await solde(t, a.d)).toBe(0);
    const lignes = await recuperationsDe(t, a.d);

    const refus = await t.call("POST", `/api/banque/lignes/${ligne}/annuler`, "admin");
    expectError(refus, 409);
    expect(refus.body.error.message).toBe(MSG_LIGNE_RENDUE);
    expect(await recuperationsDe(t, a.d)).toEqual(lignes);
    expect(await solde(t, a.d)).toBe(0);

    const rendu = await paiement(t, a.d, "rendue");
    await ok(t, "POST", `/api/Paiement/${rendu}/annuler`, {
      motif: "Virement d'un autre locataire",
    });
    expect(await solde(t, a.d)).toBe(970.5);
    const r = await ok(t, "POST", `/api/banque/lignes/${ligne}/annuler`);
    expect(r.ligne).toMatchObject({ statut: "à rapprocher", DossierId: null });
    expect(await solde(t, a.d)).toBe(970.5);
    await t.close();
  });
});

describe("a direct debit paid to the insurer, given back to the tenant, then rejected", () => {
  it("cancels the given payment: the term is owed again", async () => {
    const t = await makeTestApp({ confirme: true });
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = await prelevementValide(t);
    await enregistrerIndemnite(t, a.d, {
      date: "2026-11-21",
      montant: 970.5,
      organisme: "Visale",
      periodes: ["2026-12"],
    });
    await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-05T09:00:00Z") } });
    const ligne = (await ok(t, "GET", `/api/Prelevement/${lot.id}`)).lignes[0].id as number;
    await ok(t, "POST", `/api/Paiement/${await paiement(t, a.d, "Indemnité")}/annuler`, {
      motif: "Erreur",
    });
    expect(await solde(t, a.d)).toBe(0);

    await ok(t, "POST", `/api/Prelevement/${lot.id}/rejets`, { ligneId: ligne, motif: "AM04" });
    expect(await solde(t, a.d)).toBe(970.5);
    expect((await ok(t, "GET", `/api/Quitance/${a.termes[0]}`)).resteDu).toBe(970.5);
    await t.close();
  });
});
