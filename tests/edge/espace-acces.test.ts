import { beforeAll, describe, expect, it } from "vitest";
import { type Instance, signedInInstance } from "./instance";
import { valid } from "../support/factories";

// Issue 62, item 1 on the Workers entry (its batches over libSQL HTTP): staff invite a tenant, the link's page
// changes nothing, its button acts once, the tenant signs in with a password and with an e-mailed code, reads
// its space's « moi » in one round trip, and a revocation ends the session at once.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });
const publique = (method: string, path: string, body?: unknown) =>
  edge
    .send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.62" },
      false,
    )
    .then(json);
const espace = (token: string, method: string, path: string) =>
  edge.send(method, path, undefined, { Authorization: `Token ${token}` }, false).then(json);

/** The last queued mail to `to` (staff's outbox list, then the row). */
async function courriel(to: string) {
  const { body } = await json(await edge.call("GET", "/api/Outbox"));
  const ids = (body.data as any[]).filter((m) => m.to === to).map((m) => m.id as number);
  const { body: mail } = await json(await edge.call("GET", `/api/Outbox/${Math.max(...ids)}`));
  return mail.body as string;
}

describe("l'accès à l'espace sur le Worker", () => {
  it("invitation, mot de passe, code, « moi » en un aller-retour, révocation", async () => {
    const email = "edge.locataire@example.fr";
    const l = await json(
      await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), mail: email }),
    );
    expect(l.status).toBe(201);
    const invite = await json(await edge.call("POST", `/api/Locataire/${l.body.id}/acces`));
    expect(invite.status).toBe(201);
    expect(invite.body.acces.statut).toBe("invite");
    const jeton = /\/espace\/invitation\/([A-Za-z0-9_-]+)/.exec(await courriel(email))?.[1] ?? "";

    // The page read twice changes nothing; the button acts once.
    expect((await publique("GET", `/api/espace/invitation/${jeton}`)).body.email).toBe(email);
    expect((await publique("GET", `/api/espace/invitation/${jeton}`)).status).toBe(200);
    // Three presses at once: one acts, the others find the link spent.
    const essais = await Promise.all(
      [1, 2, 3].map(() =>
        publique("POST", `/api/espace/invitation/${jeton}`, { password: "Tournesol-42" }),
      ),
    );
    expect(essais.map((e) => e.status).sort()).toEqual([200, 404, 404]);
    const accepte = essais.find((e) => e.status === 200)!;
    expect(accepte.body.espace).toBe("locataire");
    expect(
      (await publique("POST", `/api/espace/invitation/${jeton}`, { password: "Tournesol-43" }))
        .status,
    ).toBe(404);

    const login = await publique("POST", "/api/espace/login", { email, password: "Tournesol-42" });
    expect(login.status).toBe(200);
    const faux = await publique("POST", "/api/espace/login", { email, password: "Tournesol-00" });
    const inconnu = await publique("POST", "/api/espace/login", {
      email: "x@example.fr",
      password: "Tournesol-00",
    });
    expect(faux).toEqual(inconnu);
    expect(faux.status).toBe(401);

    // The code: asked, e-mailed, good once.
    expect((await publique("POST", "/api/espace/code", { email })).body).toEqual({ ok: true });
    const code = /: (\d{6})\b/.exec(await courriel(email))?.[1];
    const parCode = await publique("POST", "/api/espace/login/code", { email, code });
    expect(parCode.status).toBe(200);
    expect((await publique("POST", "/api/espace/login/code", { email, code })).status).toBe(401);

    // A space's page: its session's check rides with its reads.
    const avant = await edge.roundTrips();
    const moi = await espace(login.body.token, "GET", "/api/espace/moi");
    const trips = (await edge.roundTrips()) - avant;
    expect(moi.status).toBe(200);
    expect(moi.body).toMatchObject({ email, espace: "locataire" });
    expect(trips).toBe(1);

    const revoque = await json(await edge.call("DELETE", `/api/Locataire/${l.body.id}/acces`));
    expect(revoque.body.acces.statut).toBe("revoque");
    expect((await espace(login.body.token, "GET", "/api/espace/moi")).status).toBe(401);
    expect((await espace(parCode.body.token, "GET", "/api/espace/moi")).status).toBe(401);
  });
});
