import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { Ecriture, Quitance } from "../../worker/db/schema";
import { TERMES_PAR_LOT } from "../../worker/services/imports/termes-reprise";
import { classeurGenere } from "../support/portefeuille-genere";
import { makeTestApp, type TestApp } from "../support/test-app";
import { envoyer, json } from "../support/imports";

// Issue 72 (ADR 143): the import writes its terms by lots of TERMES_PAR_LOT (one JSON of 22,000 terms was held
// whole by the server and SQLite). 120 leases cut over on 01/01 and imported on 28/11 are 1,320 terms, two lots:
// every lease has each of its eleven months once, each with its due, as the dry run announced.

const BAUX = 120;
let t: TestApp;
let annonce: { mois: string; jusqua: string; nombre: number } | null;

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z" });
  const fichier = { nom: "reprise.xlsx", bytes: await classeurGenere(BAUX) };
  const essai = await json<{ erreurs: unknown[]; termes: typeof annonce }>(
    await envoyer(t, [fichier], { essai: true, dateReprise: "01/01/2026" }),
    200,
  );
  expect(essai.erreurs).toEqual([]);
  annonce = essai.termes;
  await json(await envoyer(t, [fichier], { dateReprise: "01/01/2026" }), 201);
});
afterAll(() => t.close());

describe("an import of more terms than one lot", () => {
  it("the dry run announces January to November for every lease, more than one lot", () => {
    expect(annonce).toEqual({ mois: "2026-01", jusqua: "2026-11", nombre: BAUX * 11 });
    expect(BAUX * 11).toBeGreaterThan(TERMES_PAR_LOT);
  });

  it("each lease has its eleven terms, once each, as announced", async () => {
    const parBail = await t.db
      .select({ n: sql<number>`count(*)`, mois: sql<number>`count(distinct ${Quitance.mois})` })
      .from(Quitance)
      .groupBy(Quitance.DossierId);
    expect(parBail).toHaveLength(BAUX);
    expect(parBail.every((b) => b.n === 11 && b.mois === 11)).toBe(true);
  });

  it("every term, of the first lot as of the last, has its due in the tenant's account", async () => {
    const dues = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(Ecriture)
      .innerJoin(Quitance, eq(Quitance.id, Ecriture.QuitanceId))
      .where(
        and(
          eq(Ecriture.type, "echeance"),
          eq(Ecriture.debit, sql`${Quitance.prixHC} + ${Quitance.charge}`),
        ),
      );
    expect(dues[0]?.n).toBe(BAUX * 11);
  });
});
