import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertClient, insertLocataire, valid } from "../../support/factories";

// Issue 78 item 1 (ADR 122): the trust-account check stays at 0 difference through GLI premiums (debited on the
// owner, owed to the insurer until paid: a liability) and through an insurer's indemnity.
let t: TestApp;
let d: number;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2026-12-20T10:00:00Z" });
  const c = await ok(
    "POST",
    "/api/ContratGli",
    { assureur: "Assur Loyers", numeroContrat: "SEQ-1", taux: 3 },
    201,
  );
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand" });
  await ajouterProprietaire(t, a.id, x.id, "admin");
  const l = await insertLocataire(t);
  // No deposit: the check holds the owner's balance, the premiums and nothing else.
  d = (
    await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
      ...valid.Dossier(a.id, l.id),
      dateEntree: "2026-10-01",
      dateDebutBail: "2026-10-01",
      dateCreationBail: "2026-09-20",
      jourQuitance: 1,
      loyerHC: 800,
      loyerCharge: 50,
      depotGarantie: 0,
    })
  ).dossier.id;
  await ok("PUT", `/api/Dossier/${d}/garantie`, { type: "gli", gli: { ContratGliId: c.id } });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
const releve = async (lignes: string[]) => {
  const f = new FormData();
  f.append("file", new File([["Date;Libellé;Montant;Solde", ...lignes].join("\n")], "r.csv"));
  f.append("nouveauCompte", "Séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.releve.compteId as number;
};

describe("GET /api/sequestre with GLI premiums and an indemnity", () => {
  it("counts the premiums owed to the insurer, so the rent paid balances to the cent", async () => {
    const q = await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-10-01" }, 201);
    await ok(
      "POST",
      `/api/Dossier/${d}/paiements`,
      { montant: "850,00", date: "2026-10-05", mode: "Virement", QuitanceId: q.id },
      201,
    );
    const compte = await releve(["05/10/2026;VIR LOYER;850,00;850,00"]);
    await ok("PUT", `/api/banque/comptes/${compte}`, { sequestre: true });
    // 850 € in the bank: 824,50 € for the owner (850 € less the 3 % premium) and 25,50 € for the insurer.
    expect(await ok("GET", "/api/sequestre?au=2026-10-31")).toMatchObject({
      soldesMandants: 824.5,
      primesAssureurs: 25.5,
      totalDu: 850,
      soldeBanque: 850,
      ecart: 0,
    });
  });

  it("stays at 0 when the insurer pays an unpaid term", async () => {
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-11-01" }, 201);
    await ok(
      "POST",
      `/api/Dossier/${d}/indemnites`,
      { date: "2026-12-10", montant: 850, organisme: "Assur Loyers", periodes: ["2026-11"] },
      201,
    );
    await releve(["10/12/2026;VIR ASSUR LOYERS;850,00;1 700,00"]);
    expect(await ok("GET", "/api/sequestre?au=2026-12-15")).toMatchObject({
      soldesMandants: 1649,
      primesAssureurs: 51,
      totalDu: 1700,
      soldeBanque: 1700,
      ecart: 0,
    });
  });

  // ADR 130: the tenant's later payment of what it owes the insurer is the insurer's money, not the owner's.
  it("a tenant's later payment of the insurer's claim lowers « dû à l'assureur », is listed to transfer, and the check stays at 0", async () => {
    const paye = await ok(
      "POST",
      `/api/Dossier/${d}/recuperations`,
      { date: "2026-12-18", montant: 300, reference: "VIR LOCATAIRE" },
      201,
    );
    expect(paye.duAssureur).toBe(550);
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).duAssureur).toBe(550);
    await releve(["18/12/2026;VIR LOCATAIRE;300,00;2 000,00"]);
    // The owner's balance does not move: the 300 € are owed to the insurer.
    expect(await ok("GET", "/api/sequestre?au=2026-12-19")).toMatchObject({
      soldesMandants: 1649,
      primesAssureurs: 51,
      recuperationsAssureurs: 300,
      totalDu: 2000,
      soldeBanque: 2000,
      ecart: 0,
    });
    const liste = await ok("GET", "/api/sinistres/recuperations?du=2026-12-01&au=2026-12-31");
    expect(liste.total).toBe(300);
    expect(liste.lignes).toMatchObject([
      {
        DossierId: d,
        date: "2026-12-18",
        montant: 300,
        organisme: "Assur Loyers",
        reference: "VIR LOCATAIRE",
      },
    ]);
    // More than what is owed to the insurer: refused, nothing written.
    const trop = await t.call("POST", `/api/Dossier/${d}/recuperations`, "admin", {
      date: "2026-12-19",
      montant: 550.01,
    });
    expect(trop.status).toBe(400);
    expect(trop.body.error.fields.montant.replace(/\s/g, " ")).toBe(
      "Le locataire ne doit que 550,00 € à l'assureur : enregistrez le surplus comme un paiement sur son compte.",
    );
    expect((await ok("GET", `/api/Dossier/${d}/garantie`)).duAssureur).toBe(550);
  });

  it("refuses a payment to an insurer on a lease that owes none, and an unknown lease", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const autre = (
      await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id))
    ).dossier.id;
    const r = await t.call("POST", `/api/Dossier/${autre}/recuperations`, "admin", {
      date: "2026-12-19",
      montant: 10,
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.montant).toMatch(/ne doit rien à un assureur/);
    const inconnu = await t.call("POST", "/api/Dossier/999999/recuperations", "admin", {
      date: "2026-12-19",
      montant: 10,
    });
    expect(inconnu.status).toBe(404);
  });
});
