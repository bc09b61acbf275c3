// ADR 165 on the edge entry: « Statut remis à impayé » (GET /Quitance/switchState/false/{id}) is the session's
// check with one read, then one write batch (16 round trips as an interactive transaction before); the tenant's
// payments reversed once each, whatever parallel clicks do; a second click writes nothing, answers the term as it is.
import { beforeAll, describe, expect, it } from "vitest";
import { bailEtTerme, counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const terme = async (q: number) => json(await edge.call("GET", `/api/Quitance/${q}`));
const compte = async (d: number) => json(await edge.call("GET", `/api/Dossier/${d}/compte`));
const impaye = (q: number) => edge.call("GET", `/api/Quitance/switchState/false/${q}`);

/** A lease whose January term the tenant paid in two payments (500 € by cheque, 470,50 € by transfer). */
async function paye() {
  const { d, q } = await bailEtTerme(edge);
  for (const [montant, mode, date] of [
    ["500,00", "Chèque", "2026-01-06"],
    ["470,50", "Virement", "2026-01-10"],
  ])
    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant,
        mode,
        date,
        QuitanceId: q.id,
      }),
      201,
    );
  expect((await terme(q.id)).resteDu).toBe(0);
  return { d: d.id as number, q: q.id as number };
}

const annulations = async (d: number) =>
  (await compte(d)).ecritures
    .filter((e: { type: string }) => e.type === "annulation")
    .map((e: { debit: number; motif: string }) => [e.debit, e.motif]);

const impayeAttendu = {
  regle: false,
  statusInconu: false,
  montantRegle: 0,
  resteDu: 970.5,
  dateReglement: null,
  paiements: [],
};

describe("« Statut remis à impayé » in one read and one batch, on the edge", () => {
  it("reverses both payments, the term unpaid and the balance owed; a second click writes nothing", async () => {
    const { d, q } = await paye();
    const bascule = await counted(edge, () => impaye(q));
    expect(await json(bascule.res)).toMatchObject(impayeAttendu);
    expect(await terme(q)).toMatchObject(impayeAttendu);
    expect(await annulations(d)).toEqual([
      [500, "Statut remis à impayé"],
      [470.5, "Statut remis à impayé"],
    ]);
    expect((await compte(d)).solde).toBe(970.5);
    const avant = await compte(d);

    const encore = await counted(edge, () => impaye(q));
    expect(await json(encore.res)).toMatchObject(impayeAttendu);
    expect(await compte(d)).toEqual(avant);
    console.log(
      `[edge] allers-retours libSQL : remis à impayé ${bascule.trips}, second clic ${encore.trips}`,
    );
    // The session's check with the reads (the term, the account), the write batch with the term read back.
    expect(bascule.trips).toBeLessThanOrEqual(2);
    expect(encore.trips).toBeLessThanOrEqual(2);
  });

  it("four clicks at once: each payment reversed once, every answer the term unpaid", async () => {
    const { d, q } = await paye();
    const reponses = await Promise.all([1, 2, 3, 4].map(() => impaye(q)));
    for (const r of reponses) expect(await json(r)).toMatchObject(impayeAttendu);
    expect(await annulations(d)).toHaveLength(2);
    expect((await compte(d)).solde).toBe(970.5);
    expect(await terme(q)).toMatchObject(impayeAttendu);
  });

  it("« payé » then « remis à impayé »: the payment of what was left reversed with the others", async () => {
    const { d, q } = await bailEtTerme(edge);
    const payer = await counted(edge, () =>
      edge.call("GET", `/api/Quitance/switchState/true/${q.id}`),
    );
    expect(await json(payer.res)).toMatchObject({ regle: true, resteDu: 0 });
    console.log(`[edge] allers-retours libSQL : payé ${payer.trips}`);
    expect(await json(await impaye(q.id))).toMatchObject(impayeAttendu);
    expect(await annulations(d.id)).toEqual([[970.5, "Statut remis à impayé"]]);
  });
});
