// The rent guarantees' API tests' set-up (ADR 153, 157, 158): a call that must succeed, a lease whose term Visale
// paid the owners, what the tenant owes the insurer, the owners' balance, the lease's recoveries listed. The test
// app's clock says 2026-11-21.
import { expect } from "vitest";
import { dossierPreleve } from "../../support/prelevements";
import type { TestApp } from "../../support/test-app";

/** `method path` as an admin (a batch's validation as the accountant, the second pair of eyes), answered `status`. */
export async function ok(t: TestApp, method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, /\/valider$/.test(path) ? "comptable" : "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** A lease (rent 970,50 €) with the terms of `mois`, the first one paid to the owners by Visale: 970,50 € owed to it. */
export async function indemnise(t: TestApp, mois = ["2026-11-01"]) {
  const a = await dossierPreleve(t, mois);
  await ok(
    t,
    "POST",
    `/api/Dossier/${a.d}/indemnites`,
    { date: "2026-11-15", montant: 970.5, organisme: "Visale", periodes: [mois[0]!.slice(0, 7)] },
    201,
  );
  return a;
}

/** « dû à l'assureur » of the lease's guarantee card. */
export const duAssureur = async (t: TestApp, d: number) =>
  (await ok(t, "GET", `/api/Dossier/${d}/garantie`)).duAssureur;

export const soldeProprietaire = async (t: TestApp, client: number) =>
  (await ok(t, "GET", `/api/Client/${client}/compte`)).solde;

/** The lease's lines of « Récupérations à reverser ». */
export const recuperationsDe = async (t: TestApp, d: number) =>
  (await ok(t, "GET", "/api/sinistres/recuperations")).lignes.filter(
    (l: { DossierId: number }) => l.DossierId === d,
  );

/** A bank statement of one line `texte` (« date;libellé;montant ») imported: the id of that line, to match. */
export async function ligneDuReleve(t: TestApp, texte: string) {
  const f = new FormData();
  f.append("file", new File([`Date;Libellé;Montant\n${texte}\n`], "releve.csv"));
  f.append("nouveauCompte", "Compte principal");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const lignes = (await ok(t, "GET", "/api/banque/lignes?statut=à rapprocher")).data;
  return lignes.at(-1).id as number;
}

/** The direct debits due on 2026-12-05 prepared and validated (by the accountant): the batch as prepared. */
export async function prelevementValide(t: TestApp) {
  const lot = (await ok(t, "POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
    .prelevement;
  await ok(t, "POST", `/api/Prelevement/${lot.id}/valider`);
  return lot;
}
