import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken } from "../support/http";
import { insertClient } from "../support/factories";
import { jetonInvite } from "../support/espace-mails";
import { appelEspace } from "../support/espace";

// Issue 75, item 6: « Mes sessions » for staff and in the spaces. Each open session with its device, the range of
// its address and its last use; « Déconnecter » one, « Déconnecter les autres appareils »; an admin ends all of a
// user's.

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z" });
});
afterAll(() => t.close());

async function post(path: string, body: unknown, ua: string, ip: string) {
  const res = await t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": ua, "x-test-ip": ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const connexionStaff = async (ua: string, ip: string) => {
  const r = await post(
    "/api/user/login",
    { credentials: { email: "comptable@agence.test", password: "secret1" } },
    ua,
    ip,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.user.token as string;
};

describe("Mes sessions du personnel", () => {
  it("montre la plage de l'adresse et déconnecte les autres appareils, pas celui-ci", async () => {
    const pc = await connexionStaff(CHROME_WINDOWS, "203.0.113.57");
    const tel = await connexionStaff(SAFARI_IPHONE, "192.168.1.20");
    const liste = (await callWithToken(t, pc, "GET", "/api/user/sessions")).body.data;
    expect(liste.map((s: any) => [s.appareil, s.lieu, s.courante])).toEqual(
      expect.arrayContaining([
        ["Chrome sur Windows", "Réseau 203.0.113.0/24", true],
        ["Safari sur iPhone", "Réseau local (192.168.1.0/24)", false],
      ]),
    );
    const r = await callWithToken(t, pc, "POST", "/api/user/sessions/deconnecterAutres");
    expect(r.status).toBe(200);
    // The phone and the test app's own session of the role.
    expect(r.body).toEqual({ sessions: 2, message: "Les 2 autres appareils ont été déconnectés." });
    expect((await callWithToken(t, tel, "GET", "/api/user/me")).status).toBe(401);
    expect((await callWithToken(t, pc, "GET", "/api/user/me")).status).toBe(200);
    const apres = (await callWithToken(t, pc, "GET", "/api/user/sessions")).body.data;
    expect(apres.map((s: any) => s.courante)).toEqual([true]);
    const encore = await callWithToken(t, pc, "POST", "/api/user/sessions/deconnecterAutres");
    expect(encore.body.message).toBe("Aucun autre appareil n'était connecté.");
  });

  it("un administrateur met fin à toutes les sessions d'un utilisateur", async () => {
    const pc = await connexionStaff(CHROME_WINDOWS, "203.0.113.9");
    const r = await t.call("POST", "/api/user/comptable@agence.test/deconnecter", "admin");
    expect(r.status).toBe(200);
    expect((await callWithToken(t, pc, "GET", "/api/user/me")).status).toBe(401);
    expect(
      (await t.call("POST", "/api/user/comptable@agence.test/deconnecter", "user")).status,
    ).toBe(403);
  });
});

describe("Mes sessions d'un espace", () => {
  it("liste les sessions du compte, en ferme une, puis les autres ; jamais celles d'un autre", async () => {
    const c = await insertClient(t, { mailPerso: "sessions@example.fr" });
    await t.call("POST", `/api/Client/${c.id}/acces`, "user");
    const jeton = await jetonInvite(t, "sessions@example.fr");
    const inv = await post(
      `/api/espace/invitation/${jeton}`,
      { password: "Tournesol-42" },
      CHROME_WINDOWS,
      "203.0.113.80",
    );
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    const login = (ua: string, ip: string) =>
      post("/api/espace/login", { email: "sessions@example.fr", password: "Tournesol-42" }, ua, ip);
    const tel = (await login(SAFARI_IPHONE, "198.51.100.4")).body.token as string;
    const tablette = (await login(SAFARI_IPHONE, "198.51.100.5")).body.token as string;
    const pc = inv.body.token as string;

    const liste = await appelEspace(t, pc, "GET", "/api/espace/sessions");
    expect(liste.status).toBe(200);
    expect(liste.body.data).toHaveLength(3);
    expect(liste.body.data.find((s: any) => s.courante)).toMatchObject({
      appareil: "Chrome sur Windows",
      lieu: "Réseau 203.0.113.0/24",
    });
    expect(JSON.stringify(liste.body.data)).not.toContain("198.51.100.4");

    const idTel = (await appelEspace(t, tel, "GET", "/api/espace/sessions")).body.data.find(
      (s: any) => s.courante,
    ).id;
    const un = await appelEspace(t, pc, "DELETE", `/api/espace/sessions/${idTel}`);
    expect(un.status).toBe(200);
    expect((await appelEspace(t, tel, "GET", "/api/espace/moi")).status).toBe(401);
    expect((await appelEspace(t, pc, "DELETE", `/api/espace/sessions/${idTel}`)).status).toBe(404);
    // Another person's session is not one's own: 404, it stays open.
    const autre = await insertClient(t, { mailPerso: "voisin@example.fr" });
    await t.call("POST", `/api/Client/${autre.id}/acces`, "user");
    const j2 = await jetonInvite(t, "voisin@example.fr");
    const voisin = (
      await post(
        `/api/espace/invitation/${j2}`,
        { password: "Tournesol-42" },
        CHROME_WINDOWS,
        "203.0.113.1",
      )
    ).body.token as string;
    const idVoisin = (await appelEspace(t, voisin, "GET", "/api/espace/sessions")).body.data[0].id;
    expect((await appelEspace(t, pc, "DELETE", `/api/espace/sessions/${idVoisin}`)).status).toBe(
      404,
    );
    expect((await appelEspace(t, voisin, "GET", "/api/espace/moi")).status).toBe(200);

    const autres = await appelEspace(t, pc, "POST", "/api/espace/sessions/deconnecterAutres");
    expect(autres.body).toEqual({ sessions: 1, message: "L'autre appareil a été déconnecté." });
    expect((await appelEspace(t, tablette, "GET", "/api/espace/moi")).status).toBe(401);
    expect((await appelEspace(t, pc, "GET", "/api/espace/moi")).status).toBe(200);
    expect((await appelEspace(t, voisin, "GET", "/api/espace/moi")).status).toBe(200);
    // A staff token is not a space's.
    expect((await t.call("GET", "/api/espace/sessions", "user")).status).toBe(403);
  });
});
