// The dashboard kept on the edge (ADR 094): in the data centre's cache under the version of every counted table,
// read in the round trip of the session check; unchanged, a 304 or the cached copy; after a payment, fresh at once.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { countedGet, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

/** A GET of the dashboard, its round trips to libSQL. */
const dashboard = (etag?: string) => countedGet(edge, "/api/dashboard", etag);
const encaisse = (body: string, mois: string) =>
  (JSON.parse(body) as { encaissements: { mois: string; encaisse: number }[] }).encaissements.find(
    (e) => e.mois === mois,
  )?.encaisse;

describe("the dashboard at the edge: kept until a write", () => {
  it("unchanged: 304 or the cached copy in one round trip; a payment recorded: the new figures at once", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const first = await dashboard();
    expect(first.res.status).toBe(200);
    expect(first.trips).toBe(1);
    const { jour } = JSON.parse(first.body) as { jour: string };
    const mois = jour.slice(0, 7);
    const avant = encaisse(first.body, mois) ?? 0;

    const unchanged = await dashboard(first.etag);
    expect(unchanged.res.status).toBe(304);
    expect(unchanged.trips).toBe(1);
    const cached = await dashboard();
    expect(cached.body).toBe(first.body);
    expect(cached.trips).toBe(1);

    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "500,00",
        date: jour,
        mode: "Virement",
      }),
      201,
    );
    const after = await dashboard(first.etag);
    expect(after.res.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(encaisse(after.body, mois)).toBe(avant + 500);
  });
});
