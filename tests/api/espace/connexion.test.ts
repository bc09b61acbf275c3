import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertClient, insertLocataire } from "../../support/factories";
import { appelEspace } from "../../support/espace";
import { codeRecu, dernierCourriel, jetonInvite } from "../../support/espace-mails";

// Issue 62, item 1: signing in to a space with e-mail and password or an e-mailed code (single use, 10 minutes,
// 5 tries), the same answer whether the address is known or not, a person with two spaces choosing, signing out.

let t: TestApp;
const MDP = "Tournesol-42";
beforeAll(async () => {
  t = await makeTestApp();
  // One person both owner and tenant (one account, two accesses), and a tenant alone.
  const c = await insertClient(t, { mailPerso: "double@example.fr" });
  const l = await insertLocataire(t, { mail: "double@example.fr" });
  const seul = await insertLocataire(t, { mail: "seul@example.fr" });
  for (const [path, to] of [
    [`/api/Locataire/${l.id}/acces`, "double@example.fr"],
    [`/api/Client/${c.id}/acces`, "double@example.fr"],
    [`/api/Locataire/${seul.id}/acces`, "seul@example.fr"],
  ] as const) {
    await t.call("POST", path);
    const jeton = await jetonInvite(t, to);
    expect(
      (await publique("POST", `/api/espace/invitation/${jeton}`, { password: MDP })).status,
    ).toBe(200);
  }
});
afterAll(() => t.close());

async function publique(method: string, path: string, body?: unknown, ip = "203.0.113.5") {
  const r = await t.app.request(path, {
    method,
    headers: { "Content-Type": "application/json", "x-test-ip": ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: any = await r.json().catch(() => null);
  return { status: r.status, body: json, headers: r.headers };
}

describe("la connexion par mot de passe", () => {
  it("ouvre l'espace du propriétaire d'abord et liste les deux", async () => {
    const r = await publique("POST", "/api/espace/login", {
      email: "Double@Example.fr",
      password: MDP,
    });
    expect(r.status).toBe(200);
    expect(r.body.espace).toBe("proprietaire");
    expect(r.body.espaces.map((e: { espace: string }) => e.espace)).toEqual([
      "proprietaire",
      "locataire",
    ]);
    const moi = await appelEspace(t, r.body.token, "GET", "/api/espace/moi");
    expect(moi.body).toMatchObject({ email: "double@example.fr", espace: "proprietaire" });
    expect(moi.body.espaces).toHaveLength(2);

    // Choosing the tenant's space: a new token for it, the former session ended.
    const loc = r.body.espaces.find((e: { espace: string }) => e.espace === "locataire");
    const choix = await appelEspace(t, r.body.token, "POST", "/api/espace/choisir", {
      AccesEspaceId: loc.AccesEspaceId,
    });
    expect(choix.status).toBe(200);
    expect(choix.body.espace).toBe("locataire");
    expect((await appelEspace(t, choix.body.token, "GET", "/api/espace/moi")).body.espace).toBe(
      "locataire",
    );
    expect((await appelEspace(t, r.body.token, "GET", "/api/espace/moi")).status).toBe(401);
  });

  it("refuse de choisir l'espace d'un autre (404)", async () => {
    const autre = await publique("POST", "/api/espace/login", {
      email: "seul@example.fr",
      password: MDP,
    });
    const r = await publique("POST", "/api/espace/login", {
      email: "double@example.fr",
      password: MDP,
    });
    const moi = await appelEspace(t, autre.body.token, "GET", "/api/espace/moi");
    const choix = await appelEspace(t, r.body.token, "POST", "/api/espace/choisir", {
      AccesEspaceId: moi.body.espaces[0].AccesEspaceId,
    });
    expect(choix.status).toBe(404);
  });

  it("répond pareil à une adresse inconnue et à un mauvais mot de passe", async () => {
    const inconnue = await publique("POST", "/api/espace/login", {
      email: "personne@example.fr",
      password: MDP,
    });
    const faux = await publique("POST", "/api/espace/login", {
      email: "seul@example.fr",
      password: "mauvais-1",
    });
    expect(inconnue.status).toBe(401);
    expect(faux.status).toBe(401);
    expect(inconnue.body).toEqual(faux.body);
    expect(faux.body.error.message).toBe("E-mail ou mot de passe incorrect.");
  });

  it("freine les essais d'une adresse sur un e-mail (429 avec Retry-After)", async () => {
    const ip = "203.0.113.77";
    const statuts: number[] = [];
    for (let i = 0; i < 7; i++)
      statuts.push(
        (
          await publique(
            "POST",
            "/api/espace/login",
            { email: "seul@example.fr", password: "x" },
            ip,
          )
        ).status,
      );
    expect(statuts.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const r = await publique(
      "POST",
      "/api/espace/login",
      { email: "seul@example.fr", password: MDP },
      ip,
    );
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is not slowed.
    expect(
      (await publique("POST", "/api/espace/login", { email: "seul@example.fr", password: MDP }))
        .status,
    ).toBe(200);
  });

  it("la déconnexion termine la session (204, puis 401)", async () => {
    const r = await publique("POST", "/api/espace/login", {
      email: "seul@example.fr",
      password: MDP,
    });
    expect((await appelEspace(t, r.body.token, "POST", "/api/espace/logout")).status).toBe(204);
    expect((await appelEspace(t, r.body.token, "GET", "/api/espace/moi")).status).toBe(401);
  });
});

describe("la connexion par code", () => {
  it("répond 200 que l'adresse soit connue ou non, et n'envoie qu'aux espaces actifs", async () => {
    const avant = await dernierCourriel(t, "personne@example.fr");
    const inconnue = await publique("POST", "/api/espace/code", { email: "personne@example.fr" });
    const connue = await publique("POST", "/api/espace/code", { email: "seul@example.fr" });
    expect(inconnue).toMatchObject({ status: 200, body: { ok: true } });
    expect(connue).toMatchObject({ status: 200, body: { ok: true } });
    expect(await dernierCourriel(t, "personne@example.fr")).toEqual(avant);
    expect(await codeRecu(t, "seul@example.fr")).toMatch(/^\d{6}$/);
  });

  it("un code sert une fois", async () => {
    await publique("POST", "/api/espace/code", { email: "seul@example.fr" });
    const code = await codeRecu(t, "seul@example.fr");
    const r = await publique("POST", "/api/espace/login/code", { email: "seul@example.fr", code });
    expect(r.status).toBe(200);
    expect(r.body.espace).toBe("locataire");
    expect((await appelEspace(t, r.body.token, "GET", "/api/espace/moi")).status).toBe(200);
    const encore = await publique("POST", "/api/espace/login/code", {
      email: "seul@example.fr",
      code,
    });
    expect(encore.status).toBe(401);
  });

  it("un nouveau code remplace le précédent", async () => {
    await publique("POST", "/api/espace/code", { email: "seul@example.fr" });
    const premier = await codeRecu(t, "seul@example.fr");
    await publique("POST", "/api/espace/code", { email: "seul@example.fr" });
    const second = await codeRecu(t, "seul@example.fr");
    if (premier !== second)
      expect(
        (
          await publique("POST", "/api/espace/login/code", {
            email: "seul@example.fr",
            code: premier,
          })
        ).status,
      ).toBe(401);
    expect(
      (await publique("POST", "/api/espace/login/code", { email: "seul@example.fr", code: second }))
        .status,
    ).toBe(200);
  });

  it("expire après 10 minutes", async () => {
    await publique("POST", "/api/espace/code", { email: "double@example.fr" });
    const code = await codeRecu(t, "double@example.fr");
    t.setNow("2026-11-21T10:10:01Z");
    try {
      const r = await publique("POST", "/api/espace/login/code", {
        email: "double@example.fr",
        code,
      });
      expect(r.status).toBe(401);
      expect(r.body.error.message).toMatch(/Code incorrect ou expiré/);
    } finally {
      t.setNow("2026-11-21T10:00:00Z");
    }
  });

  it("5 essais au plus : le 6e est refusé même avec le bon code", async () => {
    await publique("POST", "/api/espace/code", { email: "double@example.fr" });
    const code = await codeRecu(t, "double@example.fr");
    const faux = code === "000000" ? "111111" : "000000";
    // From addresses of their own, so that the pair's delays are not what refuses.
    for (let i = 0; i < 5; i++)
      expect(
        (
          await publique(
            "POST",
            "/api/espace/login/code",
            { email: "double@example.fr", code: faux },
            `198.18.0.${i}`,
          )
        ).status,
      ).toBe(401);
    const r = await publique(
      "POST",
      "/api/espace/login/code",
      { email: "double@example.fr", code },
      "198.18.0.9",
    );
    expect(r.status).toBe(401);
  });

  it("refuse un flot de demandes d'une même adresse (429)", async () => {
    let last = 0;
    for (let i = 0; i < 32; i++)
      last = (
        await publique("POST", "/api/espace/code", { email: `x${i}@example.fr` }, "198.51.100.200")
      ).status;
    expect(last).toBe(429);
  });
});
