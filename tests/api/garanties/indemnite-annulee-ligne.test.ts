import { sql } from "drizzle-orm";
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
    const rendu = await paiement(t, a.d, "rendue");

    // ADR 172: staff are told which payment to cancel first, as the tenant's account shows it.
    const refus = await t.call("POST", `/api/banque/lignes/${ligne}/annuler`, "admin");
    expectError(refus, 409);
    expect(refus.body.error.message).toBe(
      `L'argent de cette ligne a été rendu au locataire après l'annulation de l'indemnité de l'assureur : annulez d'abord le paiement n° ${rendu} du 20/11/2026 (Virement) du terme de novembre 2026 au compte du locataire.`,
    );
    expect(await recuperationsDe(t, a.d)).toEqual(lignes);
    expect(await solde(t, a.d)).toBe(0);

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

/** A direct debit paid to Visale by the daily job, then Visale's indemnity cancelled: the tenant's money given back. */
async function debitRendu(t: TestApp) {
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
  const rejeter = () =>
    t.call("POST", `/api/Prelevement/${lot.id}/rejets`, "admin", { ligneId: ligne, motif: "AM04" });
  const rejet = async () =>
    (await ok(t, "GET", `/api/Prelevement/${lot.id}`)).lignes[0].rejet as string | null;
  return { ...a, rejeter, rejet };
}

/** The ledger's reversals of the payment given back. */
const annulationsDuRendu = async (t: TestApp, d: number) => {
  const rendu = await paiement(t, d, "rendue");
  const { ecritures } = await ok(t, "GET", `/api/Dossier/${d}/compte`);
  return (ecritures as Ligne[]).filter((e) => e.type === "annulation" && e.PaiementId === rendu);
};

// ADR 172: the reject and the given payment's cancellation are one transaction.
describe("a direct debit paid to the insurer, given back to the tenant, then rejected", () => {
  it("cancels the given payment: the term is owed again; rejected again, nothing more", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await debitRendu(t);
    expect((await a.rejeter()).status).toBe(200);
    expect(await solde(t, a.d)).toBe(970.5);
    expect((await ok(t, "GET", `/api/Quitance/${a.termes[0]}`)).resteDu).toBe(970.5);
    expect(await annulationsDuRendu(t, a.d)).toHaveLength(1);
    expectError(await a.rejeter(), 409);
    expect(await solde(t, a.d)).toBe(970.5);
    expect(await annulationsDuRendu(t, a.d)).toHaveLength(1);
    await t.close();
  });

  it("two rejects at once: one goes through, the given payment cancelled once", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await debitRendu(t);
    const statuts = (await Promise.all([a.rejeter(), a.rejeter()])).map((r) => r.status);
    expect(statuts.sort()).toEqual([200, 409]);
    expect(await solde(t, a.d)).toBe(970.5);
    expect(await annulationsDuRendu(t, a.d)).toHaveLength(1);
    await t.close();
  });

  it("the given payment's cancellation failing leaves the line unrejected and the recoveries as they were", async () => {
    const t = await makeTestApp({ confirme: true });
    const a = await debitRendu(t);
    const avant = await recuperationsDe(t, a.d);
    // A fault where the reject's second write was: the given payment's reversal line refused by the database.
    await t.ports.db.run(sql`create trigger "panne" before insert on "Ecriture" when new."type" = 'annulation'
      begin select raise(abort, 'panne'); end`);
    expect((await a.rejeter()).status).not.toBe(200);
    expect(await a.rejet()).toBeNull();
    expect(await recuperationsDe(t, a.d)).toEqual(avant);
    expect(await solde(t, a.d)).toBe(0);
    await t.ports.db.run(sql`drop trigger "panne"`);
    expect((await a.rejeter()).status).toBe(200);
    expect(await a.rejet()).toBe("AM04");
    expect(await solde(t, a.d)).toBe(970.5);
    await t.close();
  });
});
