import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Instance, signedInInstance } from "./instance";
import { ORIGIN } from "./call";
import { authentificateur } from "../support/authentificateur";

// Issue 59, item 1 on the edge entry: @simplewebauthn/server inside workerd (WebCrypto only, no nodejs_compat),
// a passkey added and used to sign in, each step's libSQL round trips counted, and an assertion sent twice at once
// signing in once (the Passkey row's conditional update).

let edge: Instance;
beforeAll(async () => {
  // the first start (bootstrap), once
  edge = await signedInInstance();
});

/** A request to the instance: its status, body and libSQL round trips. */
async function timed(
  i: Instance,
  method: string,
  path: string,
  body: unknown,
  { token, ip = "198.51.100.1" }: { token?: string; ip?: string } = {},
) {
  const before = await i.roundTrips();
  const res = await i.send(
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    {
      "CF-Connecting-IP": ip,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    false,
  );
  const json = (await res.json()) as any;
  await i.settled();
  return { status: res.status, body: json, trips: (await i.roundTrips()) - before };
}

/** A new staff account, its temporary password changed: its e-mail, password and token. */
async function staff(i: Instance) {
  const admin = (
    await timed(i, "POST", "/api/user/login", {
      credentials: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    })
  ).body.user.token as string;
  const email = `cle-${crypto.randomUUID().slice(0, 8)}@edge.test`;
  const reg = await timed(
    i,
    "POST",
    "/api/user/register",
    { email, role: "user" },
    { token: admin },
  );
  const first = await timed(i, "POST", "/api/user/login", {
    credentials: { email, password: reg.body.temporaryPassword },
  });
  const password = "Cle-Acces-Secret-42";
  const changed = await timed(
    i,
    "POST",
    "/api/user/setPassword",
    { password },
    {
      token: first.body.user.token,
    },
  );
  return { email, password, token: changed.body.user.token as string };
}

describe("passkeys on the edge", () => {
  it("adds a passkey (options: 1 round trip, registration: 2), then signs in with password and passkey (1 + 3)", async () => {
    const u = await staff(edge);
    // The isolate knows the user now: its lookup rides with the route's first statement.
    await timed(edge, "GET", "/api/user/me", undefined, { token: u.token });
    const cle = await authentificateur({ origin: ORIGIN });

    const options = await timed(
      edge,
      "POST",
      "/api/user/2fa/passkey/options",
      {},
      { token: u.token },
    );
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.rp).toEqual({ id: "patrimoine.edge.test", name: expect.any(String) });
    expect(options.trips).toBe(1);

    const added = await timed(
      edge,
      "POST",
      "/api/user/2fa/passkey",
      { nom: "Clé du bureau", response: await cle.attestation(options.body) },
      { token: u.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ nom: "Clé du bureau", derniereUtilisation: null });
    // The session's lookup, then the insert (a write never goes before the session is checked).
    expect(added.trips).toBe(2);

    const list = await timed(edge, "GET", "/api/user/2fa/passkeys", undefined, { token: u.token });
    expect(list.body.data.map((c: { nom: string }) => c.nom)).toEqual(["Clé du bureau"]);

    // The password step: the challenge and the passkey's options, in the login's one batch.
    const ip = "198.51.100.2";
    const first = await timed(
      edge,
      "POST",
      "/api/user/login",
      { credentials: { email: u.email, password: u.password } },
      { ip },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      secondFacteur: true,
      totp: false,
      passkey: { rpId: "patrimoine.edge.test", allowCredentials: [{ id: cle.id }] },
    });
    expect(first.body.user).toBeUndefined();
    expect(first.trips).toBe(1);

    const ok = await timed(
      edge,
      "POST",
      "/api/user/login/passkey",
      { challenge: first.body.challenge, response: await cle.assertion(first.body.passkey) },
      { ip },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user).toMatchObject({ email: u.email, deuxFacteurs: true, clesAcces: 1 });
    // The limits and the account with its passkey, the passkey's spending, the session: as a TOTP code's step.
    expect(ok.trips).toBe(3);
    expect(
      (await timed(edge, "GET", "/api/user/me", undefined, { token: ok.body.user.token })).status,
    ).toBe(200);
  });

  it("an assertion sent four times at once signs in once; a counter that goes back is refused", async () => {
    const u = await staff(edge);
    const cle = await authentificateur({ origin: ORIGIN });
    const options = await timed(
      edge,
      "POST",
      "/api/user/2fa/passkey/options",
      {},
      { token: u.token },
    );
    await timed(
      edge,
      "POST",
      "/api/user/2fa/passkey",
      { nom: "Téléphone", response: await cle.attestation(options.body) },
      { token: u.token },
    );
    const first = await timed(edge, "POST", "/api/user/login", {
      credentials: { email: u.email, password: u.password },
    });
    const response = await cle.assertion(first.body.passkey);
    const all = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        timed(
          edge,
          "POST",
          "/api/user/login/passkey",
          { challenge: first.body.challenge, response },
          { ip: `198.51.100.2${n}` },
        ),
      ),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);

    const again = await timed(
      edge,
      "POST",
      "/api/user/login",
      { credentials: { email: u.email, password: u.password } },
      { ip: "198.51.100.30" },
    );
    cle.compteur -= 1;
    const clone = await timed(
      edge,
      "POST",
      "/api/user/login/passkey",
      { challenge: again.body.challenge, response: await cle.assertion(again.body.passkey) },
      { ip: "198.51.100.30" },
    );
    expect(clone.status).toBe(401);
    expect(clone.body.error.code).toBe("cle_refusee");
  });

  it("confirms a session before a money move with a passkey", async () => {
    const u = await staff(edge);
    const cle = await authentificateur({ origin: ORIGIN });
    const reg = await timed(edge, "POST", "/api/user/2fa/passkey/options", {}, { token: u.token });
    await timed(
      edge,
      "POST",
      "/api/user/2fa/passkey",
      { nom: "Clé", response: await cle.attestation(reg.body) },
      { token: u.token },
    );
    const options = await timed(
      edge,
      "POST",
      "/api/user/confirmer/passkey/options",
      {},
      {
        token: u.token,
      },
    );
    expect(options.status).toBe(200);
    const ok = await timed(
      edge,
      "POST",
      "/api/user/confirmer",
      { passkey: await cle.assertion(options.body) },
      { token: u.token },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe("Identité confirmée.");
  });
});
