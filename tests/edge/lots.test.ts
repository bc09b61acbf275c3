// Bulk actions on the edge entry (issue 42, ADR 046): POST /api/Quitance/encaisser reads the receipts and their
// dossiers' ledgers in one round trip whatever their number, then each payment is the account's own write (two
// round trips each); parallel requests pay each receipt once.
import { beforeAll, describe, expect, it } from "vitest";
import { type Instance, jsonOf as json, signedInInstance, bailEtTerme } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A dossier and its January term, known unpaid. */
async function terme() {
  const { d, q } = await bailEtTerme(edge);
  await json(await edge.call("GET", `/api/Quitance/switchState/false/${q.id}`));
  return { dossier: d.id as number, id: q.id as number };
}

describe("bulk actions on the edge", () => {
  it("cashes three receipts in 1 + 2 per receipt round trips (the session's check riding with the reads), and pays none twice in parallel", async () => {
    const xs = [await terme(), await terme(), await terme()];
    const ids = xs.map((x) => x.id);
    const before = await edge.roundTrips();
    const r = await json(await edge.call("POST", "/api/Quitance/encaisser", { ids }));
    const trips = (await edge.roundTrips()) - before;
    expect(r).toMatchObject({ encaissees: 3, ignorees: 0 });
    console.log(`[edge] allers-retours libSQL : encaisser 3 quittances ${trips}`);
    // The reads with the session's check, then two per payment.
    expect(trips).toBe(1 + 2 * ids.length);

    // Already paid: the reads with the session's check, nothing written.
    const start = await edge.roundTrips();
    const again = await json(await edge.call("POST", "/api/Quitance/encaisser", { ids }));
    const readOnly = (await edge.roundTrips()) - start;
    console.log(`[edge] allers-retours libSQL : 3 quittances déjà payées ${readOnly}`);
    expect(again).toMatchObject({ encaissees: 0, ignorees: 3 });
    expect(readOnly).toBe(1);

    const ys = [await terme(), await terme()];
    const answers = await Promise.all(
      [1, 2, 3].map(async () =>
        json(await edge.call("POST", "/api/Quitance/encaisser", { ids: ys.map((y) => y.id) })),
      ),
    );
    expect(answers.reduce((s, a) => s + a.encaissees, 0)).toBe(2);
    for (const y of ys) {
      const compte = await json(await edge.call("GET", `/api/Dossier/${y.dossier}/compte`));
      expect(compte.ecritures.filter((e: { type: string }) => e.type === "paiement")).toHaveLength(
        1,
      );
      expect(compte.solde).toBe(0);
    }
  }, 60_000);

  it("answers 400 in French beyond 500 ids", async () => {
    const res = await edge.call("POST", "/api/Quitance/encaisser", {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    const body = await json(res, 400);
    expect(body.error.fields.ids).toBe("Au plus 500 lignes par demande : sélectionnez-en moins.");
  });
});
