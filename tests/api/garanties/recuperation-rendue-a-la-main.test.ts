import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Paiement } from "../../../worker/db/schema";
import { MSG_PAS_A_RENDRE } from "../../../worker/domain/garanties/recuperation";
import { recalculer } from "../../../worker/services/compte/ledger";
import { ecrireAnnulation } from "../../../worker/services/compte/paiements";
import { inTransaction } from "../../../worker/services/transaction";
import { enregistrerIndemnite, enregistrerRecuperation, ok, recuperationsDe } from "./support";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectError } from "../../support/http";
import { dossierPreleve } from "../../support/prelevements";

// ADR 172: a recovery left « plus due à l'assureur » by an indemnity cancelled before ADR 170 (its reversal and the
// account's replay, nothing given back) is given back to the tenant by « Rendre au locataire »: the term paid by it,
// the line « rendue au locataire », once (twice or in parallel: one payment). A recovery the insurer is still owed
// is refused. The clock says 2026-11-21.

const solde = async (t: TestApp, d: number) =>
  (await ok(t, "GET", `/api/Dossier/${d}/compte`)).solde as number;
const rendre = (t: TestApp, id: number) =>
  t.call("POST", `/api/sinistres/recuperations/${id}/rendre`, "admin");

/** Visale's indemnity of November and the tenant's 300 € of it; `avant170` cancels the indemnity as before ADR 170. */
async function recuperation(avant170: boolean) {
  const t = await makeTestApp({ confirme: true });
  const a = await dossierPreleve(t, ["2026-11-01"]);
  const i = await enregistrerIndemnite(t, a.d, {
    date: "2026-11-15",
    montant: 970.5,
    organisme: "Visale",
    periodes: ["2026-11"],
  });
  await enregistrerRecuperation(t, a.d, { date: "2026-11-18", montant: 300 });
  if (avant170)
    await inTransaction(t.ports, async (tx) => {
      const [p] = await tx.db
        .select()
        .from(Paiement)
        .where(eq(Paiement.id, i.paiements[0].paiement.id));
      await ecrireAnnulation(tx, p!, "Indemnité versée par erreur", "admin@agence.test");
      await recalculer(tx, p!.DossierId);
    });
  const [r] = (await recuperationsDe(t, a.d)) as { id: number }[];
  return { t, ...a, r: r!.id };
}

describe("« Rendre au locataire » on a recovery an earlier cancellation left to no one", () => {
  it("pays the term with it; a second click is refused and writes nothing", async () => {
    const { t, d, termes, r } = await recuperation(true);
    expect(await solde(t, d)).toBe(970.5);
    expect(await recuperationsDe(t, d)).toEqual([
      expect.objectContaining({ sansIndemnite: true, rendue: false }),
    ]);
    const fait = await rendre(t, r);
    expect(fait.status).toBe(200);
    expect(fait.body.solde).toBe(670.5);
    expect((await ok(t, "GET", `/api/Quitance/${termes[0]}`)).resteDu).toBe(670.5);
    const lignes = await recuperationsDe(t, d);
    expect(lignes).toEqual([
      expect.objectContaining({ montant: 300, rendue: true }),
      expect.objectContaining({ montant: -300, rendue: true }),
    ]);
    const encore = await rendre(t, r);
    expectError(encore, 409);
    expect(encore.body.error.message).toBe(MSG_PAS_A_RENDRE);
    expect(await solde(t, d)).toBe(670.5);
    expect(await recuperationsDe(t, d)).toEqual(lignes);
    await t.close();
  });

  it("two clicks at once: one payment", async () => {
    const { t, d, r } = await recuperation(true);
    const statuts = (await Promise.all([rendre(t, r), rendre(t, r)])).map((x) => x.status);
    expect(statuts.sort()).toEqual([200, 409]);
    expect(await solde(t, d)).toBe(670.5);
    expect(await recuperationsDe(t, d)).toHaveLength(2);
    await t.close();
  });

  it("refuses a recovery the insurer is still owed, and an unknown one", async () => {
    const { t, d, r } = await recuperation(false);
    expectError(await rendre(t, r), 409);
    // The term paid by the indemnity, the 300 € Visale's: the tenant owes the account nothing.
    expect(await solde(t, d)).toBe(0);
    expect(await recuperationsDe(t, d)).toHaveLength(1);
    expectError(await rendre(t, 999_999), 404);
    await t.close();
  });
});
