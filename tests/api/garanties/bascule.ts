// What the status switch's tests compare (ADR 165, 167): GET /Quitance/switchState/{true|false}/{id} run by its
// batch on one lease and by its transaction on an identical one must leave what a user reads alike: the answer, the
// term, the tenant's entries, the owners' account, « dû à l'assureur », and the journal's new rows of the tables
// it writes. The ids, numbers, files and timestamps that name a lease are left out.
import { expect } from "vitest";
import { switchState, termeApi } from "../../../worker/services/compte/termes";
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
  /**
   * `lot` switched to `paye` by the route, `tx` by the transaction: the same answer, then the same state and
   * journal rows. The route's answer.
   */
  async function pareil(lot: Bail, tx: Bail, paye: boolean) {
    const j0 = await journaux();
    const parLot = await ok(app(), "GET", `/api/Quitance/switchState/${paye}/${lot.q}`);
    const j1 = await journaux();
    const parTx = await termeApi(
      app().ports,
      await switchState(app().ports, tx.q, paye, "admin@agence.test"),
    );
    const j2 = await journaux();
    expect(vu(parLot)).toEqual(vu(JSON.parse(JSON.stringify(parTx))));
    expect(await etat(lot)).toEqual(await etat(tx));
    expect(j1.map((n, i) => n - (j0[i] ?? 0))).toEqual(j2.map((n, i) => n - (j1[i] ?? 0)));
    return parLot;
  }
  return { journal, lignes, proprietaire, etat, pareil };
}
