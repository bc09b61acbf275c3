import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Appartement, Client, Dossier } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json } from "../support/imports";
import { DATE_REPRISE_ARRIERES } from "../support/arrieres-repris";
import { PORTEFEUILLE_AVOIR } from "../support/avoir-repris";

// Issue 74 (ADR 153): an import whose tenant's opening credit of 150 € paid the November term, so credited the lot's
// owners 60/40 (ADR 124), is undone: those owners' entries are reversed by entries of their own (never updated nor
// deleted), in the undo's one transaction; the owners and the lot those entries name are archived, not deleted
// (money outlives records, ADR 038), the lease and the tenant go.

let t: TestApp;
let importId: number;
const ids = {} as { p1: number; p2: number; a1: number };

const get = async (path: string) => {
  const r = await t.call("GET", path, "admin");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as any;
};
const avoirs = async (id: number) =>
  (await get(`/api/Client/${id}/compte`)).ecritures
    .filter((e: any) => /Avoir repris/.test(e.libelle))
    .map((e: any) => [e.libelle, e.debit, e.credit]);

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z", confirme: true });
  const fichier = await classeur("reprise.xlsx", PORTEFEUILLE_AVOIR);
  importId = (
    await json<{ import: { id: number } }>(
      await envoyer(t, [fichier], { dateReprise: DATE_REPRISE_ARRIERES }),
      201,
    )
  ).import.id;
  for (const [k, ref] of [
    ["p1", "P1"],
    ["p2", "P2"],
  ] as const)
    ids[k] = (await t.db.select().from(Client).where(eq(Client.reference, ref)))[0]!.id;
  ids.a1 = (await t.db.select().from(Appartement).where(eq(Appartement.reference, "A1")))[0]!.id;
});
afterAll(() => t.close());

describe("undoing an import whose opening credit paid a term", () => {
  it("is offered: the list says the import can be undone", async () => {
    const l = (await get(`/api/Import/${importId}`)).import;
    expect(l).toMatchObject({ statut: "termine", annulable: true, raisonNonAnnulable: null });
  });

  it("reverses the owners' credit by entries of their own, archives what those entries name, removes the rest", async () => {
    const avant = { [ids.p1]: await avoirs(ids.p1), [ids.p2]: await avoirs(ids.p2) };
    // The credit's November rent, 60/40 (ADR 124), on both owners' accounts.
    expect(avant[ids.p1]?.length).toBeGreaterThan(0);
    expect(avant[ids.p2]?.length).toBeGreaterThan(0);
    const r = await t.call("DELETE", `/api/Import/${importId}`, "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.import.statut).toBe("annule");
    // Each entry of the credit and its reversal, the account back to what it was before the import: 0.
    for (const id of [ids.p1, ids.p2]) {
      const compte = await get(`/api/Client/${id}/compte`);
      expect(compte.solde).toBe(0);
      const lignes: [string, number, number][] = await avoirs(id);
      const avantLignes = avant[id] ?? [];
      expect(lignes).toEqual([
        ...avantLignes,
        ...avantLignes.map(([l, d, c]: [string, number, number]) => [`Annulation : ${l}`, c, d]),
      ]);
    }
    const [p1] = await t.db.select().from(Client).where(eq(Client.id, ids.p1));
    expect(p1?.archiveLe).toBe("2026-11-28");
    const [a1] = await t.db.select().from(Appartement).where(eq(Appartement.id, ids.a1));
    expect(a1?.archiveLe).toBe("2026-11-28");
    expect(await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"))).toEqual([]);
  });

  it("is not undone twice", async () => {
    const r = await t.call("DELETE", `/api/Import/${importId}`, "admin");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Cet import est déjà annulé.");
  });
});
