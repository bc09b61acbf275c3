// Round trips per route on the edge entry (issue 22): each libSQL request is a network hop to the database in
// production, so the count of each route is asserted here, on an instance of its own (its database's /stats).
// Figures before / after: docs/benchmarks.md, "Issue 22: round trips on the edge".
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  // the fresh database's first admin: a first start, once ever, not counted below
  edge = await signedInInstance();
});

const loggedIn = () => edge.login().then(() => new Response(null));

describe("round trips per route on the edge", () => {
  it("read, list, login, tenant/add, payment, term generation, dashboard; a cold isolate at most one more", async () => {
    edge.coldIsolate();
    const coldLogin = await counted(edge, loggedIn);
    const login = await counted(edge, loggedIn);
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    edge.coldIsolate();
    const coldRead = await counted(edge, () => edge.call("GET", `/api/Appartement/${a.id}`));
    const read = await counted(edge, () => edge.call("GET", `/api/Appartement/${a.id}`));
    expect((await json(read.res)).id).toBe(a.id);
    await json(coldRead.res);
    edge.coldIsolate();
    const coldList = await counted(edge, () => edge.call("GET", "/api/Appartement"));
    await json(coldList.res);
    const list = await counted(edge, () => edge.call("GET", "/api/Appartement"));
    expect((await json(list.res)).data).toHaveLength(1);
    const add = await counted(edge, () =>
      edge.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id)),
    );
    const d = (await json(add.res)).dossier as { id: number };
    const generate = await counted(edge, () =>
      edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    );
    const q = await json(generate.res, 201);
    const pay = await counted(edge, () =>
      edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "500,00",
        date: "2026-01-06",
        mode: "Virement",
        QuitanceId: q.id,
      }),
    );
    await json(pay.res, 201);
    const dashboard = await counted(edge, () => edge.call("GET", "/api/dashboard"));
    await json(dashboard.res);
    // Lists whose flags read other tables (decorate, the delete rule's supprimable): their reads go with the list's.
    const flagged: Record<string, number> = {};
    for (const path of [
      "/api/Locataire",
      "/api/Client",
      "/api/Mission",
      "/api/Intendance",
      "/api/Appartement?limit=5",
    ]) {
      const r = await counted(edge, () => edge.call("GET", path));
      const body = await json(r.res);
      if (path === "/api/Locataire")
        expect(body.data.find((x: { id: number }) => x.id === l.id)).toMatchObject({
          supprimable: false,
          dossierEnCours: true,
        });
      flagged[path] = r.trips;
    }
    const trips = {
      login: login.trips,
      "login (cold)": coldLogin.trips,
      read: read.trips,
      "read (cold)": coldRead.trips,
      list: list.trips,
      "list (cold)": coldList.trips,
      "tenant/add": add.trips,
      generate: generate.trips,
      payment: pay.trips,
      dashboard: dashboard.trips,
      "lists with flags": flagged,
    };
    console.log(`[edge] allers-retours libSQL : ${JSON.stringify(trips)}`);
    expect(read.trips).toBe(1);
    expect(list.trips).toBe(1);
    expect(dashboard.trips).toBe(1);
    for (const trips of Object.values(flagged)) expect(trips).toBe(1);
    expect(login.trips).toBeLessThanOrEqual(2);
    expect(add.trips).toBeLessThanOrEqual(2);
    expect(coldRead.trips).toBeLessThanOrEqual(read.trips + 1);
    expect(coldList.trips).toBeLessThanOrEqual(list.trips + 1);
    expect(coldLogin.trips).toBeLessThanOrEqual(login.trips + 1);
    // A read with the session's check, then one write batch whose rules are SQL's (encaisser.ts, by-hand.ts).
    expect(pay.trips).toBeLessThanOrEqual(2);
    expect(generate.trips).toBeLessThanOrEqual(2);
  });

  it("every resource's record read and list, with relations and flags, and a dossier's account: one round trip", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = (
      await json(
        await edge.call(
          "PUT",
          `/api/Appartement/${a.id}/tenant/add/${l.id}`,
          valid.Dossier(a.id, l.id),
        ),
      )
    ).dossier as { id: number };
    const ids: Record<string, number> = { Appartement: a.id, Locataire: l.id, Dossier: d.id };
    const bodies = {
      Client: valid.Client(),
      Mission: valid.Mission(),
      Equipement: valid.Equipement(),
      Caution: valid.Caution(),
      EtatLieux: valid.EtatLieux(),
      Accompte: valid.Accompte(),
      Intendance: valid.Intendance(a.id),
    };
    for (const [name, body] of Object.entries(bodies))
      ids[name] = (await json(await edge.call("POST", `/api/${name}`, body), 201)).id;
    const trips: Record<string, number> = {};
    for (const path of [
      ...Object.entries(ids).flatMap(([name, id]) => [`/api/${name}/${id}`, `/api/${name}`]),
      `/api/Dossier/${d.id}/compte`,
    ]) {
      await json(await edge.call("GET", path)); // the isolate knows the session and the list's guess
      const read = await counted(edge, () => edge.call("GET", path));
      await json(read.res);
      trips[path] = read.trips;
    }
    console.log(`[edge] allers-retours des lectures : ${JSON.stringify(trips)}`);
    expect(Object.entries(trips).filter(([, n]) => n !== 1)).toEqual([]);
  });

  it("the apartment list's JSON comes from libSQL as text, not base64", async () => {
    for (let i = 0; i < 40; i++)
      await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const before = await edge.answeredBytes();
    const res = await edge.call("GET", "/api/Appartement");
    const body = await res.arrayBuffer();
    const downloaded = (await edge.answeredBytes()) - before;
    console.log(
      `[edge] liste de ${JSON.parse(new TextDecoder().decode(body)).data.length} appartements : réponse ${body.byteLength} octets, reçus de libSQL ${downloaded} octets`,
    );
    // Base64 alone would be 4/3 of the answer; as text, the JSON strings' escaping of quotes stays well under it.
    expect(downloaded).toBeLessThan((body.byteLength * 4) / 3);
  });
});

describe("a session started from the isolate's guess", () => {
  it("a changed user is answered as they are now: demoted, password set, deleted", async () => {
    const email = `edge-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const created = await json(
      await edge.call("POST", "/api/user/register", { email, role: "user" }),
      201,
    );
    const loginAs = async (password: string) =>
      (
        await json(
          await edge.call("POST", "/api/user/login", { credentials: { email, password } }, false),
        )
      ).user.token as string;
    let token = await loginAs(created.temporaryPassword);
    const as = (method: string, path: string, body?: unknown) =>
      edge.send(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
        {
          Authorization: `Token ${token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        false,
      );
    // The isolate now knows them (a user who must set a password); they set it: the guess is out of date.
    expect((await json(await as("GET", "/api/user/me"))).mustSetPassword).toBe(true);
    const changed = await json(
      await as("POST", "/api/user/setPassword", { password: "Un-mot-de-passe-solide-42" }),
    );
    // The token the change was made with is over; the session goes on with the fresh one.
    expect((await as("GET", "/api/user/me")).status).toBe(401);
    token = changed.user.token;
    expect((await json(await as("GET", "/api/user/me"))).mustSetPassword).toBe(false);
    token = await loginAs("Un-mot-de-passe-solide-42");
    const client = async () =>
      (await json(await edge.call("POST", "/api/Client", valid.Client()), 201)).id;
    // Given delete rights by an admin: their next delete (no body) sees them, answered again from the request.
    await json(await edge.call("PUT", `/api/User/${created.id}`, { role: "user_delete" }));
    expect((await as("DELETE", `/api/Client/${await client()}`)).status).toBe(204);
    // Rights taken back: refused at once.
    await json(await edge.call("PUT", `/api/User/${created.id}`, { role: "user" }));
    expect((await as("DELETE", `/api/Client/${await client()}`)).status).toBe(403);
    // Changed again, then a JSON write: answered again from the copy of its body, written once.
    await json(await edge.call("PUT", `/api/User/${created.id}`, { role: "user_delete" }));
    const nom = `Une-fois-${crypto.randomUUID().slice(0, 8)}`;
    await json(await as("POST", "/api/Client", { ...valid.Client(), nom }), 201);
    const found = await json(await edge.call("GET", `/api/Client?nom=${nom}`));
    expect(found.data).toHaveLength(1);
    // Deleted: 401 at once, for a read and a write.
    expect((await edge.call("DELETE", `/api/User/${created.id}`)).status).toBe(204);
    expect((await as("GET", "/api/Appartement")).status).toBe(401);
    expect((await as("POST", "/api/Client", valid.Client())).status).toBe(401);
  });
});
