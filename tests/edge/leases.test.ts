// Leases on the edge entry: one open dossier per apartment and tenant under parallel Workers requests (the partial
// unique index and the write transaction over libSQL HTTP), and the daily job closing a lease whose end has passed.
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { runCron } from "./cron";
import { valid } from "../support/factories";
import { adminToken, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => void (token = await adminToken()));

const OUVERT = "Ce locataire a déjà un dossier en cours dans cet appartement.";
const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const tally = (rs: Response[]) => {
  const t: Record<number, number> = {};
  for (const r of rs) t[r.status] = (t[r.status] ?? 0) + 1;
  return t;
};
async function created(res: Response) {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}
const pair = async () => ({
  a: await created(await call("POST", "/api/Appartement", valid.Appartement())),
  l: await created(await call("POST", "/api/Locataire", valid.Locataire())),
});

describe("one open dossier per apartment and tenant, on the edge", () => {
  it("10 parallel POST /api/Dossier for one pair: one 201, nine 409 with the French message", async () => {
    const { a, l } = await pair();
    const rs = await times(10, () => call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)));
    expect(tally(rs)).toEqual({ 201: 1, 409: 9 });
    const messages = await Promise.all(
      rs
        .filter((r) => r.status === 409)
        .map(async (r) => ((await r.json()) as { error: { message: string } }).error.message),
    );
    expect(new Set(messages)).toEqual(new Set([OUVERT]));
    const { data } = (await (await call("GET", `/api/Dossier?AppartementId=${a.id}`)).json()) as {
      data: unknown[];
    };
    expect(data).toHaveLength(1);
  });

  it("parallel tenant/add and POST mixed: one success, one dossier, one history entry at most", async () => {
    const { a, l } = await pair();
    const rs = await times(10, (i) =>
      i % 2
        ? call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id))
        : call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)),
    );
    expect(rs.filter((r) => r.status < 300)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(9);
    const read = (await (await call("GET", `/api/Appartement/${a.id}`)).json()) as {
      Dossiers: unknown[];
      history: unknown[];
    };
    expect(read.Dossiers).toHaveLength(1);
    expect(read.history.length).toBeLessThanOrEqual(1);
  });

  it("tenant/add charges the deposit and the letting fees on the account, once (issue 39 item 8)", async () => {
    const { a, l } = await pair();
    const res = await call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
      ...valid.Dossier(a.id, l.id),
      fraisDossierTTC: 300,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const d = ((await res.json()) as { dossier: { id: number } }).dossier;
    const compte = (await (await call("GET", `/api/Dossier/${d.id}/compte`)).json()) as {
      solde: number;
      ecritures: { type: string; libelle: string; debit: number }[];
    };
    expect(compte.ecritures.map((e) => [e.type, e.libelle, e.debit])).toEqual([
      ["depot", "Dépôt de garantie", 850],
      ["honorairesLocation", "Honoraires de location (part du locataire)", 300],
    ]);
    expect(compte.solde).toBe(1150);
  });

  it("POST /api/Dossier charges the landlord's letting fees to the owner at the lease's start and invoices them (issue 60 item 1)", async () => {
    const { a, l } = await pair();
    const c = await created(await call("POST", "/api/Client", valid.Client()));
    expect((await call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`)).status).toBe(200);
    const d = await created(
      await call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateDebutBail: "2026-11-01",
        fraisDossierTTC: 300,
        honorairesBailleurTTC: 420,
      }),
    );
    const compte = (await (await call("GET", `/api/Client/${c.id}/compte`)).json()) as {
      ecritures: { type: string; date: string; debit: number }[];
    };
    expect(compte.ecritures.map((e) => [e.type, e.date, e.debit])).toEqual([
      ["honoraires", "2026-11-01", 420],
    ]);
    const factures = (await (await call("GET", `/api/Facture?DossierId=${d.id}`)).json()) as {
      data: { ClientId: number | null; totalTTC: number }[];
    };
    expect(factures.data.map((f) => [f.ClientId, f.totalTTC])).toEqual([[c.id, 420]]);
  });
});

describe("the daily job on the edge", () => {
  it("closes a lease whose end date has passed: marker, history, Vacant; the pair is free again", async () => {
    const { a, l } = await pair();
    const d = await created(
      await call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateFinBail: "2099-12-31",
      }),
    );
    // The end date moved to the past behind the API's back: the stored marker is stale until the job runs.
    const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
    try {
      await db.execute({
        // With the tenant's notice: without one, the job renews the lease (issue 73).
        sql: `UPDATE "Dossier" SET "dateFinBail" = '2020-01-31', "dateDebutPreavis" = '2019-12-31' WHERE "id" = ?`,
        args: [d.id],
      });
      // The lease end is the day's upkeep batch, queued by the cron (tests/edge/cron.ts waits for it).
      await runCron(Date.now());
      const clos = await db.execute({
        sql: `SELECT "clos" FROM "Dossier" WHERE "id" = ?`,
        args: [d.id],
      });
      expect(Number(clos.rows[0]!.clos)).toBe(1);
    } finally {
      db.close();
    }
    const read = (await (await call("GET", `/api/Appartement/${a.id}`)).json()) as {
      statut: string;
      history: { etat: string; user: string }[];
    };
    expect(read.statut).toBe("Vacant");
    expect(read.history.map((h) => `${h.etat} | ${h.user}`)).toEqual([
      "Appartement vacant | Automatique",
      `Fin du bail du locataire Monsieur Léa Martin | Automatique`,
    ]);
    expect(
      (await call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id)))
        .status,
    ).toBe(200);
  });
});
