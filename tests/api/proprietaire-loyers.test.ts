import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { EcritureProprietaire } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertClient, valid } from "../support/factories";
import { seedDossier } from "../support/quitances";
import { ajouterProprietaire } from "../support/quotes-parts";

// Issue 38, part 2: a tenant's payment credits the apartment's owners with their share of the rent and charges it
// settles, less the management fee; a reversed payment reverses those entries; a credit reaches the owners when it
// settles a term. Read here from the owner's ledger itself (the owner's account route reads the same rows).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** The owner's entries, in order: [type, debit, credit, tva] in cents. */
async function ecritures(ClientId: number) {
  const rows = await t.db
    .select()
    .from(EcritureProprietaire)
    .where(eq(EcritureProprietaire.ClientId, ClientId))
    .orderBy(asc(EcritureProprietaire.id));
  return rows;
}
const resume = async (ClientId: number) =>
  (await ecritures(ClientId)).map((e) => [e.type, e.debit, e.credit, e.tva]);
const solde = async (ClientId: number) =>
  (await ecritures(ClientId)).reduce((s, e) => s + e.credit - e.debit, 0);

/** A dossier (970.50 € a month) on an apartment of three owners at 33.33/33.33/33.34 %, the November term. */
async function troisProprietaires(honoraires?: { taux: number; tva: number }) {
  const s = await seedDossier(t);
  const b = await insertClient(t, { nom: "Deuxième" });
  const c = await insertClient(t, { nom: "Troisième" });
  const a = s.appartement.id;
  await ajouterProprietaire(t, a, b.id);
  await ajouterProprietaire(t, a, c.id);
  const ids = [s.client.id, b.id, c.id].sort((x, y) => x - y) as number[];
  // Set straight in the table: the quote-part route has its own tests.
  await t.client.execute({
    sql: `update "AppartementProprietaire" set "quotePart" = case "ClientId" when ? then 33.33 when ? then 33.33 else 33.34 end where "AppartementId" = ?`,
    args: [ids[0]!, ids[1]!, a],
  });
  if (honoraires) {
    const m = await create(t, "Mission", {
      ...valid.Mission(),
      honorairesGestion: honoraires.taux,
      tauxTva: honoraires.tva,
    });
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a}`);
    for (const id of ids) await ok("PUT", `/api/Mission/${m.id}/client/add/${id}`);
  }
  const q = await ok("POST", `/api/Quitance/generate/${s.dossier.id}`, { date: "2026-11-01" }, 201);
  return { d: s.dossier.id as number, q, ids };
}
const payer = (d: number, body: Record<string, unknown>) =>
  t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
    date: "2026-11-20",
    mode: "Virement",
    ...body,
  });

describe("a tenant's payment on the owners' accounts", () => {
  it("splits what it settles 33.33/33.33/33.34 %: the cents add up to the payment, the last owner takes the remainder", async () => {
    const { d, q, ids } = await troisProprietaires();
    // 970.50 € due: a payment of 970.50 settles it all (the owners get the rent and the charges).
    const r = await payer(d, { montant: "970,50", QuitanceId: q.id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const parts = await Promise.all(ids.map(async (id) => resume(id)));
    expect(parts).toEqual([
      [["loyer", 0, 32347, 0]],
      [["loyer", 0, 32347, 0]],
      [["loyer", 0, 32356, 0]],
    ]);
    const [e] = await ecritures(ids[0]!);
    expect(e).toMatchObject({
      date: "2026-11-20",
      DossierId: d,
      QuitanceId: q.id,
      PaiementId: r.body.paiement.id,
      libelle: "Loyer et charges novembre 2026 encaissés (quote-part 33,33 %)",
    });
  });

  it("debits the management fee TTC with its VAT, at the mission's rates", async () => {
    const { d, q, ids } = await troisProprietaires({ taux: 6, tva: 20 });
    expect((await payer(d, { montant: "970,50", QuitanceId: q.id })).status).toBe(201);
    // 6 % of 323.47 = 19.41 € TTC, of which 3.24 € VAT at 20 %; 6 % of 323.56 = 19.41 €.
    expect(await resume(ids[0]!)).toEqual([
      ["loyer", 0, 32347, 0],
      ["honoraires", 1941, 0, 324],
    ]);
    expect(await resume(ids[2]!)).toEqual([
      ["loyer", 0, 32356, 0],
      ["honoraires", 1941, 0, 324],
    ]);
    expect((await ecritures(ids[0]!))[1]!.libelle).toBe("Honoraires de gestion 6 % TTC");
  });

  it("gives the owners nothing of a tenant's credit until it settles a term, then credits them that day", async () => {
    const { d, q, ids } = await troisProprietaires();
    // 1,000.01 € on a 970.50 € term: 29.51 € stay the tenant's credit.
    expect((await payer(d, { montant: "1000,01", QuitanceId: q.id })).status).toBe(201);
    const total = async () => (await Promise.all(ids.map(solde))).reduce((s, x) => s + x, 0);
    expect(await total()).toBe(97050);
    // The December term: the credit settles 29.51 € of it, which reaches the owners.
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-12-01" }, 201);
    expect(await total()).toBe(100001);
    // 29.51 € split: 9.84 + 9.84 + 9.83 (the last owner takes the remainder), dated the day it was settled.
    expect((await Promise.all(ids.map(ecritures))).map((es) => es.at(-1)!.credit)).toEqual([
      984, 984, 983,
    ]);
  });

  it("a reversed payment writes an annulation of each of its owner entries, fee included", async () => {
    const { d, q, ids } = await troisProprietaires({ taux: 6, tva: 20 });
    const p = (await payer(d, { montant: "500,00", QuitanceId: q.id })).body.paiement;
    const avant = await ecritures(ids[1]!);
    expect(avant.map((e) => e.type)).toEqual(["loyer", "honoraires"]);
    await ok("POST", `/api/Paiement/${p.id}/annuler`, { motif: "Virement rejeté" });
    const apres = await ecritures(ids[1]!);
    expect(apres.slice(2).map((e) => [e.type, e.annuleId, e.debit, e.credit, e.tva])).toEqual([
      ["annulation", avant[0]!.id, avant[0]!.credit, 0, 0],
      ["annulation", avant[1]!.id, 0, avant[1]!.debit, -avant[1]!.tva],
    ]);
    expect(apres[2]!.libelle).toMatch(/^Annulation : Loyer et charges novembre 2026/);
    for (const id of ids) expect(await solde(id)).toBe(0);
  });

  it("never credits the owners twice under parallel payments", async () => {
    const { d, q, ids } = await troisProprietaires({ taux: 5, tva: 20 });
    const rs = await Promise.all(
      Array.from({ length: 6 }, () => payer(d, { montant: "200,00", QuitanceId: q.id })),
    );
    for (const r of rs) expect(r.status, JSON.stringify(r.body)).toBe(201);
    // 1,200 € paid on 970.50 € due: the owners get 970.50 € (the rest is the tenant's credit), less 5 %.
    const toutes = (await Promise.all(ids.map(ecritures))).flat();
    const annulees = new Set(toutes.map((e) => e.annuleId));
    const vivantes = toutes.filter((e) => e.type !== "annulation" && !annulees.has(e.id));
    const net = (type: string) =>
      vivantes.filter((e) => e.type === type).reduce((s, e) => s + e.credit - e.debit, 0);
    expect(net("loyer")).toBe(97050);
    // The fee is rounded per owner and per payment: 5 % of 970.50 € within a cent for each live entry.
    expect(Math.abs(-net("honoraires") - 4853)).toBeLessThanOrEqual(vivantes.length);
    // Each owner is credited once per payment and term.
    const cles = vivantes
      .filter((e) => e.type === "loyer")
      .map((e) => `${e.ClientId}:${e.PaiementId}:${e.QuitanceId}`);
    expect(new Set(cles).size).toBe(cles.length);
    const total = (await Promise.all(ids.map(solde))).reduce((s, x) => s + x, 0);
    expect(total).toBe(net("loyer") + net("honoraires"));
  });

  it("never credits a payment recorded before the owner's account existed, even when a replay re-letters it", async () => {
    const { d, q, ids } = await troisProprietaires();
    // A payment as the migration left it (versProprietaires false, the column's default), with its ledger line.
    await t.client.execute({
      sql: `insert into "Paiement" ("DossierId", "QuitanceId", "montant", "date", "mode", "auteur", "createdAt") values (?, ?, 50000, '2026-11-02', 'Virement', 'reprise', '2026-11-02T10:00:00Z')`,
      args: [d, q.id],
    });
    await t.client.execute({
      sql: `insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit", "QuitanceId", "PaiementId", "auteur", "createdAt") select ?, 'paiement', '2026-11-02', 'Paiement (Virement)', 0, 50000, ?, max("id"), 'reprise', '2026-11-02T10:00:00Z' from "Paiement"`,
      args: [d, q.id],
    });
    // A new payment completes the term: only its own 470.50 € reach the owners, then a replay (a remise) changes nothing.
    expect((await payer(d, { montant: "470,50", QuitanceId: q.id })).status).toBe(201);
    await ok(
      "POST",
      `/api/Dossier/${d}/ajustements`,
      {
        montant: 10,
        date: "2026-11-21",
        motif: "Geste commercial",
      },
      201,
    );
    const total = (await Promise.all(ids.map(solde))).reduce((s, x) => s + x, 0);
    expect(total).toBe(47050);
    // Nor credited then reversed: the old payment has no owner entry at all (issue 43: each new payment wrote and
    // reversed one per old payment, so the dossier's owner entries grew by dozens per payment).
    const ancien = await t.client.execute({
      sql: `select count(*) as "n" from "EcritureProprietaire" where "PaiementId" = (select min("id") from "Paiement" where "DossierId" = ?)`,
      args: [d],
    });
    expect(ancien.rows[0]!.n).toBe(0);
  });

  it("writes nothing for an apartment without owner, and no fee without a mission", async () => {
    const { d, q, ids } = await troisProprietaires();
    expect((await payer(d, { montant: "100,00", QuitanceId: q.id })).status).toBe(201);
    expect((await ecritures(ids[0]!)).map((e) => e.type)).toEqual(["loyer"]);
  });
});
