// Round trips per route on the edge entry (issue 22): each libSQL request is a network hop to the database in
// production, so the count of each route is asserted here, on an instance of its own (its database's /stats).
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { freshInstance } from "./instance";

let edge: Awaited<ReturnType<typeof freshInstance>>;
beforeAll(async () => {
  edge = await freshInstance();
});

async function json(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as any;
}
/** The round trips one request costs. */
async function counted(run: () => Promise<Response>) {
  const before = await edge.roundTrips();
  const res = await run();
  return { res, trips: (await edge.roundTrips()) - before };
}

describe("round trips per route on the edge", () => {
  it("read, list, login, tenant/add, payment, term generation, dashboard", async () => {
    // The isolate's first request: its bootstrap rides on its first round trip (at most one more than warm).
    const coldLogin = await counted(() => edge.login().then(() => new Response(null)));
    const login = await counted(() => edge.login().then(() => new Response(null)));
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const read = await counted(() => edge.call("GET", `/api/Appartement/${a.id}`));
    expect((await json(read.res)).id).toBe(a.id);
    const list = await counted(() => edge.call("GET", "/api/Appartement"));
    expect((await json(list.res)).data).toHaveLength(1);
    const tenantList = await counted(() => edge.call("GET", "/api/Locataire"));
    expect((await json(tenantList.res)).data).toHaveLength(1);
    const add = await counted(() =>
      edge.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id)),
    );
    const d = (await json(add.res)) as { id: number };
    const dossiers = await json(await edge.call("GET", `/api/Dossier?AppartementId=${a.id}`));
    const dossierId = d.id ?? dossiers.data[0].id;
    const generate = await counted(() =>
      edge.call("POST", `/api/Quitance/generate/${dossierId}`, { date: "2026-01-05" }),
    );
    const q = await json(generate.res, 201);
    const pay = await counted(() =>
      edge.call("POST", `/api/Dossier/${dossierId}/paiements`, {
        montant: "500,00",
        date: "2026-01-06",
        mode: "Virement",
        QuitanceId: q.id,
      }),
    );
    await json(pay.res, 201);
    const dashboard = await counted(() => edge.call("GET", "/api/dashboard"));
    await json(dashboard.res);
    const trips = {
      "login (cold)": coldLogin.trips,
      login: login.trips,
      read: read.trips,
      list: list.trips,
      "list (Locataire)": tenantList.trips,
      "tenant/add": add.trips,
      generate: generate.trips,
      payment: pay.trips,
      dashboard: dashboard.trips,
    };
    console.log(`[edge] allers-retours libSQL : ${JSON.stringify(trips)}`);
  });
});
