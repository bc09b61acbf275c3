// Parallel requests to the edge entry, each its own Workers request. Workers forbid a request from awaiting a
// promise tied to another request's I/O, so anything shared between requests (a libSQL client, a bootstrap promise)
// shows up here as 500 "Worker's code had hung" / cross-request I/O errors, and the worker stays broken afterwards.
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { valid } from "../support/factories";
import { adminToken, clientBody, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
});

const N = 50;
const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));
/** { status: count }, e.g. { 200: 1, 409: 9 }: what a failed expectation prints. */
const tally = (rs: Response[]) => {
  const t: Record<number, number> = {};
  for (const r of rs) t[r.status] = (t[r.status] ?? 0) + 1;
  return t;
};
async function created(res: Response) {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; uuid?: string } & Record<string, unknown>;
}

// A backstop, not a measure: parallel writes queue for one write lock, the 50 creates 12 to 22 s at a load of 9 on 2
// cores, and those the server refused after its 10 s wait (SQLITE_BUSY) go again (worker/entry/busy-retry.ts).
const LOADED = { timeout: 120_000 };

describe("50 parallel requests", LOADED, () => {
  it("reads, creates and partial updates: no 5xx, and the worker still answers afterwards", async () => {
    const reads = await times(N, () => call("GET", "/api/Client"));
    expect(tally(reads)).toEqual({ 200: N });

    const creates = await times(N, (i) =>
      call("POST", "/api/Client", clientBody(`Charge-${i}-${crypto.randomUUID().slice(0, 6)}`)),
    );
    expect(tally(creates)).toEqual({ 201: N });
    const ids = await Promise.all(
      creates.map(async (r) => ((await r.json()) as { id: number }).id),
    );

    const puts = await times(N, (i) =>
      call("PUT", `/api/Client/${ids[i]}`, { prenom: `Prénom ${i}` }),
    );
    expect(tally(puts)).toEqual({ 200: N });

    // Still healthy: a read and a write, one after the other.
    const one = await call("GET", `/api/Client/${ids[7]}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: ids[7], prenom: "Prénom 7" });
    await created(await call("POST", "/api/Client", clientBody()));
  });
});

// The three races below are for the services to settle (a transaction or a guarded write each); the worker's part
// is only not to fail them with 5xx.
describe("races that must resolve to one winner", LOADED, () => {
  it("10 parallel assignments of one tenant to one apartment: 1 success, 9 conflicts, one dossier", async () => {
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const l = await created(await call("POST", "/api/Locataire", valid.Locataire()));
    const rs = await times(10, () =>
      call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id)),
    );
    expect(tally(rs)).toEqual({ 200: 1, 409: 9 });
    const { data } = (await (await call("GET", `/api/Dossier?AppartementId=${a.id}`)).json()) as {
      data: { LocataireId: number }[];
    };
    expect(data.filter((d) => d.LocataireId === l.id)).toHaveLength(1);
  });

  it("10 parallel answers to one receipt (true / false alternating): one 200, nine 409, the winner's answer kept", async () => {
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const l = await created(await call("POST", "/api/Locataire", valid.Locataire()));
    const d = await created(await call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)));
    const q = await created(
      await call("POST", "/api/Quitance", { ...valid.Quitance(), DossierId: d.id }),
    );
    expect(q.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const answers = Array.from({ length: 10 }, (_, i) => i % 2 === 0);
    const rs = await times(10, (i) =>
      call("POST", `/api/Quitance/validation/${answers[i]}/${q.uuid}`, undefined, false),
    );
    expect(tally(rs)).toEqual({ 200: 1, 409: 9 });
    const winner = answers[rs.findIndex((r) => r.status === 200)];
    expect(await (await call("GET", `/api/Quitance/${q.id}`)).json()).toMatchObject({
      regle: winner,
      statusInconu: false,
    });
  });

  it("10 parallel payments of 100 € on a 500 € term: the term paid, 500 € of credit, the balance exact", async () => {
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const l = await created(await call("POST", "/api/Locataire", valid.Locataire()));
    const d = await created(
      await call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        loyerHC: 450,
        loyerCharge: 50,
        depotGarantie: 450,
      }),
    );
    const q = await created(
      await call("POST", "/api/Quitance", {
        ...valid.Quitance(),
        DossierId: d.id,
        prixHC: 450,
        charge: 50,
      }),
    );
    const rs = await times(10, () =>
      call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: 100,
        date: "2026-01-05",
        mode: "Virement",
        QuitanceId: q.id,
      }),
    );
    expect(tally(rs)).toEqual({ 201: 10 });
    const bodies = (await Promise.all(rs.map((r) => r.json()))) as {
      paiement: { affectations: { montant: number }[] };
    }[];
    expect(bodies.flatMap((b) => b.paiement.affectations).reduce((n, x) => n + x.montant, 0)).toBe(
      500,
    );
    expect(await (await call("GET", `/api/Quitance/${q.id}`)).json()).toMatchObject({
      regle: true,
      montantRegle: 500,
      resteDu: 0,
    });
    const compte = (await (await call("GET", `/api/Dossier/${d.id}/compte`)).json()) as {
      solde: number;
    };
    expect(compte.solde).toBe(-500);
  });

  it("parallel payments and remises on two terms: each term's stored state (lists) is the account's replay", async () => {
    // A payment writes the terms' state in its write batch, guarded by the ledger it read; a parallel entry refuses
    // it, and the state replayed from the account as committed is written after (worker/services/compte/encaisser.ts).
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const l = await created(await call("POST", "/api/Locataire", valid.Locataire()));
    const d = await created(
      await call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        loyerHC: 450,
        loyerCharge: 50,
        depotGarantie: 450,
      }),
    );
    const terms = [];
    for (const date of ["2026-01-05", "2026-02-05"])
      terms.push(await created(await call("POST", `/api/Quitance/generate/${d.id}`, { date })));
    const rs = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        call("POST", `/api/Dossier/${d.id}/paiements`, {
          montant: 150,
          date: "2026-02-06",
          mode: "Virement",
        }),
      ),
      ...Array.from({ length: 2 }, () =>
        call("POST", `/api/Dossier/${d.id}/ajustements`, {
          montant: 50,
          date: "2026-02-06",
          motif: "Geste commercial",
        }),
      ),
    ]);
    expect(tally(rs)).toEqual({ 201: 6 });
    const list = (await (await call("GET", `/api/Quitance?DossierId=${d.id}`)).json()) as {
      data: { id: number; montantRegle: number; regle: boolean }[];
    };
    const byId = new Map(list.data.map((r) => [r.id, r]));
    expect(byId.get(terms[0]!.id)).toMatchObject({ montantRegle: 500, regle: true });
    expect(byId.get(terms[1]!.id)).toMatchObject({ montantRegle: 200, regle: false });
  });

  it("10 parallel reversals of one payment: one 200, nine 409", async () => {
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const l = await created(await call("POST", "/api/Locataire", valid.Locataire()));
    const d = await created(await call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)));
    const p = (await (
      await call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: 100,
        date: "2026-01-05",
        mode: "Chèque",
      })
    ).json()) as { paiement: { id: number } };
    const rs = await times(10, () =>
      call("POST", `/api/Paiement/${p.paiement.id}/annuler`, { motif: "Chèque impayé" }),
    );
    expect(tally(rs)).toEqual({ 200: 1, 409: 9 });
  });

  it("10 parallel partial updates of 10 different fields of one Client keep all 10", async () => {
    const c = await created(await call("POST", "/api/Client", clientBody()));
    // Free text fields only (nom2 is blanked without mariage).
    const fields = [
      "nomJeuneFille",
      "lieuNaissance",
      "adresse",
      "ville",
      "numEdf",
      "numEnedis",
      "adresseFiscale",
      "villeFiscale",
      "fixePerso",
      "fixePro",
    ];
    const rs = await times(10, (i) =>
      call("PUT", `/api/Client/${c.id}`, { [fields[i]!]: `valeur ${i}` }),
    );
    expect(tally(rs)).toEqual({ 200: 10 });
    const stored = (await (await call("GET", `/api/Client/${c.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.fromEntries(fields.map((f) => [f, stored[f]]))).toEqual(
      Object.fromEntries(fields.map((f, i) => [f, `valeur ${i}`])),
    );
  });
});

describe("foreign keys on the edge database", () => {
  it("deleting an Equipement unlinks it from the apartment (ON DELETE CASCADE)", async () => {
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const eq = await created(
      await call("POST", "/api/Equipement", {
        ...valid.Equipement(),
        nom: `Four-${crypto.randomUUID().slice(0, 6)}`,
      }),
    );
    expect((await call("PUT", `/api/Appartement/${a.id}/equipement/add/${eq.id}`)).status).toBe(
      200,
    );
    const linked = (await (await call("GET", `/api/Appartement/${a.id}`)).json()) as {
      Equipements: { id: number }[];
    };
    expect(linked.Equipements.map((e) => e.id)).toEqual([eq.id]);

    expect((await call("DELETE", `/api/Equipement/${eq.id}`)).status).toBe(204);
    const after = (await (await call("GET", `/api/Appartement/${a.id}`)).json()) as {
      Equipements: { id: number }[];
    };
    expect(after.Equipements).toEqual([]);
  });

  it("deleting an apartment leaves no AppartementEquipement row behind", async () => {
    const a = await created(await call("POST", "/api/Appartement", valid.Appartement()));
    const eq = await created(
      await call("POST", "/api/Equipement", {
        ...valid.Equipement(),
        nom: `Hotte-${crypto.randomUUID().slice(0, 6)}`,
      }),
    );
    expect((await call("PUT", `/api/Appartement/${a.id}/equipement/add/${eq.id}`)).status).toBe(
      200,
    );
    const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
    try {
      const count = async () =>
        Number(
          (
            await db.execute({
              sql: "SELECT count(*) AS n FROM AppartementEquipement WHERE AppartementId = ?",
              args: [a.id],
            })
          ).rows[0]!.n,
        );
      expect(await count()).toBe(1);
      expect((await call("DELETE", `/api/Appartement/${a.id}`)).status).toBe(204);
      expect(await count()).toBe(0);
    } finally {
      db.close();
    }
  });

  it("refuses an orphan row: an Accompte of a mission that does not exist is a 400, not a 201", async () => {
    const res = await call("POST", "/api/Accompte", { ...valid.Accompte(), MissionId: 999999 });
    expect(res.status).toBe(400);
  });
});
