// Issue 77 item 3 on the edge entry (workerd, libSQL over HTTP), whatever the day it runs: a lease of 700 € with
// 250 € of aid in tiers payant and two terms unpaid, this month's (its aid awaited until the CAF's 5th of next month)
// and the one two months ago (its aid past its payment day). The tenant owes 2 × 450 € in the account, the reminder
// and the dashboard (still one round trip), never 1 400 €; the 250 € past due shows as « aide non reçue », apart.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { countedGet, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
let id: number;

/** The first day of the month `n` months before this one. */
const moisAvant = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(
    await edge.call("POST", "/api/Dossier", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 600,
      loyerCharge: 100,
      depotGarantie: 600,
    }),
    201,
  );
  id = d.id;
  await json(
    await edge.call("PUT", `/api/Dossier/${id}/aideLogement`, {
      organisme: "CAF",
      numeroAllocataire: "1234567",
      type: "APL",
      tiersPayant: true,
      montantMensuel: "250",
      depuis: moisAvant(3),
    }),
  );
  for (const date of [moisAvant(2), moisAvant(0)]) {
    const q = await json(await edge.call("POST", `/api/Quitance/generate/${id}`, { date }), 201);
    await json(await edge.call("GET", `/api/Quitance/switchState/false/${q.id}`));
  }
});

describe("the aid is not the tenant's debt", () => {
  it("the account: 900 € owed by the tenant, 250 € awaited, 250 € « aide non reçue »", async () => {
    const c = await json(await edge.call("GET", `/api/Dossier/${id}/compte`));
    expect(c).toMatchObject({
      solde: 1400,
      soldeLocataire: 900,
      aideEnAttente: 250,
      aideNonRecue: 250,
    });
  });

  it("the reminder claims 450 € a term", async () => {
    const r = await json(await edge.call("GET", `/api/Dossier/${id}/relance/apercu?etape=1`));
    expect(r.total).toBe(900);
    expect(r.termes.map((t: { reste: number }) => t.reste)).toEqual([450, 450]);
  });

  it("the dashboard, in one round trip: 900 € of arrears and 250 € of aid not received", async () => {
    const got = await countedGet(edge, "/api/dashboard");
    expect(got.res.status).toBe(200);
    expect(got.trips).toBe(1);
    const d = JSON.parse(got.body);
    const total = Object.values(d.impayes as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(total).toBe(900);
    expect(d.aideNonRecue).toBe(250);
  });
});
