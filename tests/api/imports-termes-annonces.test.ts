import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Quitance } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json, PORTEFEUILLE } from "../support/imports";

// Issue 74 (ADR 124): the dry run says how many terms the import will make (its cut-over month's, ADR 112), and warns
// when the cut-over is months back: the months between are called by nobody, and it says how many.

let t: TestApp;
let fichier: Awaited<ReturnType<typeof classeur>>;
interface Essai {
  erreurs: unknown[];
  avertissements: string[];
  termes: { mois: string; nombre: number } | null;
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
    expect(v.termes).toEqual({ mois: "2026-11", nombre: 2 });
    expect(v.avertissements.join("\n")).not.toMatch(/plus d'un mois/);
  });

  it("a cut-over of 01/09: September's two terms, and October and November said uncalled", async () => {
    const v = await essai("01/09/2026");
    expect(v.termes).toEqual({ mois: "2026-09", nombre: 2 });
    expect(v.avertissements).toContain(
      "La date de reprise du 01/09/2026 est à plus d'un mois : l'import n'appelle que les échéances de septembre 2026 ; les 2 mois d'octobre 2026 à novembre 2026 ne sont appelés ni par l'import ni par la tâche mensuelle (à générer depuis chaque bail, ou choisir une date de reprise plus récente).",
    );
  });

  it("a cut-over still to come: no term by the import (the monthly job calls it)", async () => {
    expect((await essai("01/12/2026")).termes).toBeNull();
  });

  it("the same file again, once imported: its leases are updated, no term is made", async () => {
    await json(await envoyer(t, [fichier], { dateReprise: "01/11/2026" }), 201);
    // The import made the two terms the first dry run announced.
    expect(await t.db.select().from(Quitance).where(eq(Quitance.mois, "2026-11"))).toHaveLength(2);
    expect((await essai("01/11/2026")).termes).toEqual({ mois: "2026-11", nombre: 0 });
  });
});
