// The edge entry when its libSQL server answers SQLITE_BUSY (another writer holds the lock past the server's wait: what
// made 50 parallel creates fail on a loaded machine, and what Turso answers under contention). The write is tried
// again, whole, and lands once (worker/entry/busy-retry.ts); past its tries, a 503 in French that says to retry.
import { createClient } from "@libsql/client/web";
import { describe, expect, it } from "vitest";
import { BUSY_TRIES } from "../../worker/entry/busy-retry";
import { clientBody } from "./call";
import {
  bailEtTerme,
  counted,
  freshInstance,
  type Instance,
  jsonOf as json,
  signedInInstance,
} from "./instance";

/** The clients named `nom`: one after a retried create, none after a refused one. */
async function clientsNamed(edge: Instance, nom: string) {
  const { data } = await json(await edge.call("GET", `/api/Client?nom=${encodeURIComponent(nom)}`));
  return data as { id: number }[];
}

/** The SQLITE_BUSY answers `run` met. */
async function busyDuring<T>(edge: Instance, run: () => Promise<T>) {
  const before = await edge.busyAnswers();
  const result = await run();
  return { result, busy: (await edge.busyAnswers()) - before };
}

// A backstop, not a measure: each test makes an instance and its records first, 16 s for the payment's at a load of 10.
const LOADED = { timeout: 60_000 };

describe(
  "SQLITE_BUSY answered by the server, then the lock free: the write lands once",
  LOADED,
  () => {
    it("a create (an interactive transaction) whose BEGIN is refused twice: 201, one client", async () => {
      const edge = await signedInInstance();
      const body = clientBody();
      await edge.occupee(2);
      const { result: res, busy } = await busyDuring(edge, () =>
        edge.call("POST", "/api/Client", body),
      );
      expect(busy).toBe(2);
      await json(res, 201);
      expect(await clientsNamed(edge, body.nom)).toHaveLength(1);
    });

    it("a partial update refused at its UPDATE, inside the transaction after its reads: run again whole, 200", async () => {
      const edge = await signedInInstance();
      const { id } = await json(await edge.call("POST", "/api/Client", clientBody()), 201);
      await edge.occupee(1, { motif: '^\\s*update\\s+"Client"' });
      const { result: res, busy } = await busyDuring(edge, () =>
        edge.call("PUT", `/api/Client/${id}`, { prenom: "Reprise" }),
      );
      expect(busy).toBe(1);
      expect(await json(res)).toMatchObject({ id, prenom: "Reprise" });
      expect(await json(await edge.call("GET", `/api/Client/${id}`))).toMatchObject({
        prenom: "Reprise",
      });
    });

    it("a payment's write batch refused after its first write: the batch again, its ledger entries written once", async () => {
      const edge = await signedInInstance();
      const { d, q } = await bailEtTerme(edge);
      // The batch's first write (the journal's writer, ADR 029) runs; its second is refused: all of it rolled back.
      await edge.occupee(1, { apres: 1, motif: "^\\s*(insert|update|delete)\\b" });
      const { result: pay, busy } = await busyDuring(edge, () =>
        counted(edge, () =>
          edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
            montant: "500,00",
            date: "2026-01-06",
            mode: "Virement",
            QuitanceId: q.id,
          }),
        ),
      );
      expect(busy).toBe(1);
      expect(await json(pay.res, 201)).toMatchObject({
        paiement: { montant: 500, affectations: [{ QuitanceId: q.id, montant: 500 }] },
      });
      // The term's call and the payment: two entries, as without the refusal (tests/edge/compte.test.ts).
      expect(
        (await json(await edge.call("GET", `/api/Dossier/${d.id}/compte`))).ecritures,
      ).toHaveLength(2);
      expect(await json(await edge.call("GET", `/api/Quitance/${q.id}`))).toMatchObject({
        montantRegle: 500,
        paiements: [{ montant: 500 }],
      });
      // Its read and its batch (compte.test.ts: at most 2), and the one batch again: the retry's only cost.
      expect(pay.trips).toBeLessThanOrEqual(3);
    });
  },
);

describe(
  "the lock held by another writer throughout: 503 in French, nothing written",
  LOADED,
  () => {
    it(`a create refused ${BUSY_TRIES} times: 503 « occupée » with Retry-After, no client; then 201 once the lock is free`, async () => {
      // The server answers BUSY at once (no wait): the lock is held by this test, on its own stream.
      const edge = await freshInstance(undefined, undefined, { attenteVerrouMs: 0 });
      await edge.login();
      const holder = createClient({ url: edge.env.LIBSQL_URL });
      const tx = await holder.transaction("write");
      await tx.execute("SELECT 1"); // BEGIN IMMEDIATE sent with it: the write lock is this stream's
      const body = clientBody();
      const { result: res, busy } = await busyDuring(edge, () =>
        edge.call("POST", "/api/Client", body),
      );
      const text = await res.text();
      expect(res.status, text).toBe(503);
      expect(JSON.parse(text).error).toEqual({
        code: "busy",
        message: "La base de données est occupée, réessayez dans un instant.",
      });
      expect(text).not.toMatch(/SQLITE|libsql|locked|Error:|\bat /i);
      expect(res.headers.get("Retry-After")).toBe("1");
      expect(busy).toBe(BUSY_TRIES);
      await tx.rollback();
      holder.close();

      expect(await clientsNamed(edge, body.nom)).toHaveLength(0);
      await json(await edge.call("POST", "/api/Client", body), 201);
      expect(await clientsNamed(edge, body.nom)).toHaveLength(1);
    });
  },
);
