// The rent guarantees' API tests' set-up (ADR 153, 157, 158, 166): a call that must succeed, a lease whose term Visale
// paid the owners, a lease under a GLI contract, what the tenant owes the insurer, the owners' balance, the lease's
// recoveries listed. The test app's clock says 2026-11-21.
import { expect } from "vitest";
import { dossierPreleve } from "../../support/prelevements";
import type { TestApp } from "../../support/test-app";
import type { autreAdmin } from "../../support/second-admin";
import { fournisseurValide } from "../../support/travaux";

/** `method path` as an admin (a batch's validation as the accountant, the second pair of eyes), answered `status`. */
export async function ok(t: TestApp, method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, /\/valider$/.test(path) ? "comptable" : "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** The insurer's indemnity recorded on lease `d` (paid to the owners for `periodes`): its answer. */
export const enregistrerIndemnite = (
  t: TestApp,
  d: number,
  corps: { date: string; montant: number; organisme: string; periodes: string[] },
) => ok(t, "POST", `/api/Dossier/${d}/indemnites`, corps, 201);

/** What the tenant paid of its debt to the insurer, recorded on lease `d`: its answer. */
export const enregistrerRecuperation = (
  t: TestApp,
  d: number,
  corps: { date: string; montant: number },
) => ok(t, "POST", `/api/Dossier/${d}/recuperations`, corps, 201);

/** A lease (rent 970,50 €) with the terms of `mois`, the first one paid to the owners by Visale: 970,50 € owed to it. */
export async function indemnise(t: TestApp, mois = ["2026-11-01"]) {
  const a = await dossierPreleve(t, mois);
  await enregistrerIndemnite(t, a.d, {
    date: "2026-11-15",
    montant: 970.5,
    organisme: "Visale",
    periodes: [mois[0]!.slice(0, 7)],
  });
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

/** A GLI contract (« Assur Loyers », `numero`) whose insurer is a supplier with an IBAN confirmed by `second`. */
export async function contratGli(
  t: TestApp,
  second: Awaited<ReturnType<typeof autreAdmin>>,
  numero = "REJ-1",
) {
  const assureur = (
    await ok(
      t,
      "POST",
      "/api/Fournisseur",
      fournisseurValide({ raisonSociale: "Assur Loyers SA", siret: null, metiers: ["assurance"] }),
      201,
    )
  ).id;
  expect((await second("POST", `/api/Fournisseur/${assureur}/iban/confirmer`)).status).toBe(200);
  return (
    await ok(
      t,
      "POST",
      "/api/ContratGli",
      { assureur: "Assur Loyers", numeroContrat: numero, taux: 3, FournisseurId: assureur },
      201,
    )
  ).id as number;
}

/** A lease with the terms of `mois` under the GLI contract `contrat` (a new contract unless given). */
export async function bailGli(
  t: TestApp,
  second: Awaited<ReturnType<typeof autreAdmin>>,
  contrat?: number,
  mois = ["2026-12-01"],
) {
  const ContratGliId = contrat ?? (await contratGli(t, second));
  const a = await dossierPreleve(t, mois);
  await ok(t, "PUT", `/api/Dossier/${a.d}/garantie`, { type: "gli", gli: { ContratGliId } });
  return a;
}
