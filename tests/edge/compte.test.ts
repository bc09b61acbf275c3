// The tenant's account on the edge entry (issue 20): each libSQL request is a network round trip in production, so
// the figures of a payment, an account read and a term read are counted here, on an instance of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance, bailEtTerme } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the tenant's account on the edge", () => {
  it("a payment, the account and the term: their results and their round trips", async () => {
    const { d, q } = await bailEtTerme(edge);
    const pay = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "500,00",
        date: "2026-01-06",
        mode: "Virement",
        QuitanceId: q.id,
      }),
    );
    expect(await json(pay.res, 201)).toMatchObject({
      paiement: { montant: 500, affectations: [{ QuitanceId: q.id, montant: 500 }] },
      solde: 470.5,
    });
    const account = await counted(edge, () => edge.call("GET", `/api/Dossier/${d.id}/compte`));
    expect((await json(account.res)).ecritures).toHaveLength(2);
    const term = await counted(edge, () => edge.call("GET", `/api/Quitance/${q.id}`));
    expect(await json(term.res)).toMatchObject({
      montantRegle: 500,
      resteDu: 470.5,
      paiements: [{ montant: 500, mode: "Virement" }],
    });
    console.log(
      `[edge] allers-retours libSQL : paiement ${pay.trips}, compte ${account.trips}, quittance ${term.trips}`,
    );
    // The user's lookup rides with the reads (issue 22, worker/entry/round-trips.ts). A payment is its account
    // read, then one write batch whose guards are SQL's (worker/services/compte/encaisser.ts).
    expect(pay.trips).toBeLessThanOrEqual(2);
    expect(account.trips).toBeLessThanOrEqual(1);
    expect(term.trips).toBeLessThanOrEqual(2);
  });

  it("a lease made by tenant/add: a payment of deposit + fees + first rent settles them first, the term its rent only", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const { dossier: d } = await json(
      await edge.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
        ...valid.Dossier(a.id, l.id),
        fraisDossierTTC: 300,
      }),
    );
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
      201,
    );
    const pay = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "2120,50",
        date: "2026-01-06",
        mode: "Virement",
      }),
    );
    expect(await json(pay.res, 201)).toMatchObject({
      paiement: { montant: 2120.5, affectations: [{ QuitanceId: q.id, montant: 970.5 }] },
      solde: 0,
    });
    expect(await json(await edge.call("GET", `/api/Quitance/${q.id}`))).toMatchObject({
      regle: true,
      montantRegle: 970.5,
    });
    console.log(`[edge] allers-retours libSQL : paiement à l'entrée ${pay.trips}`);
    expect(pay.trips).toBeLessThanOrEqual(2);
  });
});
