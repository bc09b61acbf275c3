import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Quitance } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json, PORTEFEUILLE } from "../support/imports";

// Issue 74 (ADR 124, 134): the dry run says how many terms the import will make, from its cut-over month (ADR 112)
// to the import day's; a cut-over three months back has each month between called by the import, once each (the
// unique (dossier, month) index decides, as for the job's terms), never left to staff.

let t: TestApp;
let fichier: Awaited<ReturnType<typeof classeur>>;
interface Essai {
  erreurs: unknown[];
  avertissements: string[];
  termes: { mois: string; jusqua: string; nombre: number } | null;
}
const essai = async (dateReprise: string) =>
  json<Essai>(await envoyer(t, [fichier], { essai: true, dateReprise }), 200);

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z" });
  // Two leases, B1 and B2, both running.
  fichier = await classeur("reprise.xlsx", PORTEFEUILLE);
});
afterAll(() => t.close());

describe("the dry run's terms", () => {
  it("a cut-over of 01/11 on 28/11: two November terms, no month left uncalled", async () => {
    const v = await essai("01/11/2026");
    expect(v.erreurs).toEqual([]);
    expect(v.termes).toEqual({ mois: "2026-11", jusqua: "2026-11", nombre: 2 });
  });

  it("a cut-over of 01/09: the two leases' terms of September to November, six, and no month left uncalled", async () => {
    const v = await essai("01/09/2026");
    expect(v.termes).toEqual({ mois: "2026-09", jusqua: "2026-11", nombre: 6 });
    expect(v.avertissements.join("\n")).not.toMatch(/ne sont appelés|n'est appelé/);
  });

  it("a cut-over still to come: no term by the import (the monthly job calls it)", async () => {
    expect((await essai("01/12/2026")).termes).toBeNull();
  });

  it("the same file again, once imported: its leases are updated, no term is made", async () => {
    await json(await envoyer(t, [fichier], { dateReprise: "01/11/2026" }), 201);
    // The import made the two terms the first dry run announced.
    expect(await t.db.select().from(Quitance).where(eq(Quitance.mois, "2026-11"))).toHaveLength(2);
    expect((await essai("01/11/2026")).termes).toEqual({
      mois: "2026-11",
      jusqua: "2026-11",
      nombre: 0,
    });
  });
});

describe("a cut-over three months back (ADR 134)", () => {
  it("the import calls August to November, each month once per lease; asked again, the same term", async () => {
    const autre = await makeTestApp({ now: "2026-11-28T10:00:00Z" });
    try {
      await json(await envoyer(autre, [fichier], { dateReprise: "01/08/2026" }), 201);
      const termes = await autre.db
        .select({ DossierId: Quitance.DossierId, mois: Quitance.mois, prixHC: Quitance.prixHC })
        .from(Quitance)
        .orderBy(Quitance.DossierId, Quitance.mois);
      const mois = ["2026-08", "2026-09", "2026-10", "2026-11"];
      expect(termes.map((q) => q.mois)).toEqual([...mois, ...mois]);
      // Each one on the tenant's account: four dues per lease, 850 € and 1 300 € a month.
      const b1 = termes[0]?.DossierId ?? 0;
      const compte = await autre.call("GET", `/api/Dossier/${b1}/compte`, "user");
      expect(compte.status, JSON.stringify(compte.body)).toBe(200);
      expect(compte.body.solde).toBe(3400);
      // The job's way to a month already called: the unique (dossier, month) index answers the same term.
      const q = await autre.call("POST", `/api/Quitance/generate/${b1}`, "user", {
        date: "2026-09-01",
      });
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      expect(await autre.db.select().from(Quitance).where(eq(Quitance.DossierId, b1))).toHaveLength(
        4,
      );
    } finally {
      await autre.close();
    }
  });
});
