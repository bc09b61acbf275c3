// ADR 167 on the edge entry: « payé » (GET /Quitance/switchState/true/{id}) is the session's check with one read,
// then one write batch (14 round trips as an interactive transaction before): what is left of the term paid once,
// whatever parallel clicks do; a second click records nothing and answers the term paid.
import { beforeAll, describe, expect, it } from "vitest";
import { bailEtTerme, counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const terme = async (q: number) => json(await edge.call("GET", `/api/Quitance/${q}`));
const compte = async (d: number) => json(await edge.call("GET", `/api/Dossier/${d}/compte`));
const payer = (q: number) => edge.call("GET", `/api/Quitance/switchState/true/${q}`);

/** A lease whose January term (970,50 €) the tenant paid 500 € of by cheque. */
async function partiel() {
  const { d, q } = await bailEtTerme(edge);
  await json(
    await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
      montant: "500,00",
      mode: "Chèque",
      date: "2026-01-06",
      QuitanceId: q.id,
    }),
    201,
  );
  expect((await terme(q.id)).resteDu).toBe(470.5);
  return { d: d.id as number, q: q.id as number };
}

const paiements = async (d: number) =>
  (await compte(d)).ecritures
    .filter((e: { type: string }) => e.type === "paiement")
    .map((e: { credit: number; libelle: string }) => [e.credit, e.libelle]);

const payeAttendu = { regle: true, statusInconu: false, montantRegle: 970.5, resteDu: 0 };
const deuxPaiements = [
  [500, "Paiement (Chèque)"],
  [470.5, "Paiement (Non précisé)"],
];

describe("« payé » in one read and one batch, on the edge", () => {
  it("pays what is left, the term paid and the balance nil; a second click records nothing", async () => {
    const { d, q } = await partiel();
    // The set-up's work after its answers (waitUntil) done first: the count is the click's alone.
    await edge.settled();
    const clic = await counted(edge, () => payer(q));
    const reponse = await json(clic.res);
    expect(reponse).toMatchObject(payeAttendu);
    expect(
      reponse.paiements.map((p: { montant: number; mode: string }) => [p.montant, p.mode]),
    ).toEqual([
      [500, "Chèque"],
      [470.5, "Non précisé"],
    ]);
    // The answer is the term as GET /Quitance/{id} reads it, the new payment under the id it was given.
    expect(await terme(q)).toMatchObject(reponse);
    expect(await paiements(d)).toEqual(deuxPaiements);
    expect((await compte(d)).solde).toBe(0);
    const avant = await compte(d);
    await edge.settled();
    const encore = await counted(edge, () => payer(q));
    expect(await json(encore.res)).toMatchObject(payeAttendu);
    expect(await compte(d)).toEqual(avant);
    console.log(`[edge] allers-retours libSQL : payé ${clic.trips}, second clic ${encore.trips}`);
    // The session's check with the reads (the term, the account), the write batch with the term read back.
    expect(clic.trips).toBeLessThanOrEqual(2);
    expect(encore.trips).toBeLessThanOrEqual(2);
  });

  it("four clicks at once: one payment recorded, every answer the term paid", async () => {
    const { d, q } = await partiel();
    const reponses = await Promise.all([1, 2, 3, 4].map(() => payer(q)));
    for (const r of reponses) expect(await json(r)).toMatchObject(payeAttendu);
    expect(await paiements(d)).toEqual(deuxPaiements);
    expect((await compte(d)).solde).toBe(0);
    expect(await terme(q)).toMatchObject(payeAttendu);
  });
});
