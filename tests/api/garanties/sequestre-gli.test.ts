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
});
