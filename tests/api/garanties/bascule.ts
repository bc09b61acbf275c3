// What the status switch's tests compare (ADR 165, 167), and the tenant's answer from the link's (ADR 171):
// GET /Quitance/switchState/{true|false}/{id} (or POST /Quitance/validation/{true|false}/{uuid}) run by its batch on
// one lease and by its transaction on an identical one must leave what a user reads alike: the answer, the term, the
// tenant's entries, the owners' account, « dû à l'assureur », and the journal's new rows of the tables it writes.
// The ids, numbers, files and timestamps that name a lease are left out.
import { expect } from "vitest";
import {
  declarerEnTransaction,
  switchState,
  termeApi,
} from "../../../worker/services/compte/termes";
import type { TestApp } from "../../support/test-app";
import { duAssureur, ok, soldeProprietaire } from "./support";

/** A lease as the tests set it up: its dossier, the term switched, its owner. */
export interface Bail {
  d: number;
  q: number;
  client: number;
}

/** What a user reads, without what names a lease (ids, number, file) or dates its rows. */
const PROPRES = /(^id|Id|^uuid|^numero|^file.*|At)$/;
export const vu = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(vu)
    : x && typeof x === "object"
      ? Object.fromEntries(
          Object.entries(x)
            .filter(([k]) => !PROPRES.test(k))
            .map(([k, v]) => [k, vu(v)]),
        )
      : x;

/** The switch's readings on the test app `app()` (made in a `beforeAll`, after this is called). */
export function lectures(app: () => TestApp) {
  const journal = async (resource: string) =>
    (await ok(app(), "GET", `/api/journal?resource=${resource}`)).data.length as number;
  /** The journal's counts of the rows the switch writes. */
  const journaux = () =>
    Promise.all(
      ["Paiement", "Ecriture", "Quitance", "EcritureProprietaire", "RecuperationAssureur"].map(
        journal,
      ),
    );
  const lignes = async (d: number) =>
    (
      (await ok(app(), "GET", `/api/Dossier/${d}/compte`)).ecritures as Record<string, unknown>[]
    ).map(({ type, date, libelle, debit, credit, motif, auteur, solde }) => ({
      type,
      date,
      libelle,
      debit,
      credit,
      motif,
      auteur,
      solde,
    }));
  const proprietaire = async (client: number) =>
    vu((await ok(app(), "GET", `/api/Client/${client}/compte`)).ecritures) as unknown[];
  /** What a user sees of a lease and its owner. */
  const etat = async (b: Bail) => ({
    terme: vu(await ok(app(), "GET", `/api/Quitance/${b.q}`)),
    lignes: await lignes(b.d),
    proprietaire: await proprietaire(b.client),
    solde: await soldeProprietaire(app(), b.client),
    du: await duAssureur(app(), b.d),
  });
  /** The same answer from the batch and the transaction, then the same state and journal rows. */
  async function comparer<T>(
    lot: Bail,
    tx: Bail,
    parLot: () => Promise<T>,
    parTx: () => Promise<unknown>,
  ) {
    const j0 = await journaux();
    const reponse = await parLot();
    const j1 = await journaux();
    const reponseTx = await parTx();
    const j2 = await journaux();
    expect(vu(reponse)).toEqual(vu(JSON.parse(JSON.stringify(reponseTx))));
    expect(await etat(lot)).toEqual(await etat(tx));
    expect(j1.map((n, i) => n - (j0[i] ?? 0))).toEqual(j2.map((n, i) => n - (j1[i] ?? 0)));
    return reponse;
  }
  /** `lot` switched to `paye` by the route, `tx` by the transaction. The route's answer. */
  const pareil = (lot: Bail, tx: Bail, paye: boolean) =>
    comparer(
      lot,
      tx,
      () => ok(app(), "GET", `/api/Quitance/switchState/${paye}/${lot.q}`),
      async () =>
        termeApi(app().ports, await switchState(app().ports, tx.q, paye, "admin@agence.test")),
    );
  const uuid = async (q: number) => (await ok(app(), "GET", `/api/Quitance/${q}`)).uuid as string;
  /** The tenant's answer `paye` from the link: `lot` by the route, `tx` by the transaction (its 200 as the route's). */
  const declarePareil = async (lot: Bail, tx: Bail, paye: boolean) => {
    const [u, uTx] = [await uuid(lot.q), await uuid(tx.q)];
    const contact = app().ports.config.contactEmail;
    return comparer(
      lot,
      tx,
      () => ok(app(), "POST", `/api/Quitance/validation/${paye}/${u}`),
      async () => {
        // The transaction recorded the answer: the route's 200 body for it.
        expect(await declarerEnTransaction(app().ports, uTx, paye)).toEqual({ regle: paye });
        return { ok: true, regle: paye, contact };
      },
    );
  };
  return { journal, lignes, proprietaire, etat, pareil, declarePareil, uuid };
}
