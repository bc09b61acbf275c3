// Issue 75, items 1, 3 and 6 on the Workers entry: a plain user's change of a tenant's address suspends the space at
// once and tells the old address; the re-pointing needs an admin or a second person, and of two at once one wins; a
// space's signed link dies with its access (one read at download); « Mes sessions » ends one, or the others.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, signedInInstance } from "./instance";
import { secondAdmin, sqlDe } from "./iban";
import { espaceLocataire } from "./espace-session";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const SUSPENDU = "Votre accès a été suspendu : contactez votre agence.";
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });
const publique = (method: string, path: string, body?: unknown) =>
  edge
    .send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.75" },
      false,
    )
    .then(json);
const espace = (token: string, method: string, path: string) =>
  edge.send(method, path, undefined, { Authorization: `Token ${token}` }, false).then(json);

/** The last queued mail to `to`, read in the database. */
async function courriel(to: string) {
  const rows = await sqlDe(
    edge,
    `select "body" from "Outbox" where "to" = ? order by "id" desc limit 1`,
    [to],
  );
  return String(rows[0]?.body ?? "");
}

/** A tenant at `email` whose invitation was accepted: its id and the space's token. */
async function locataireActif(email: string) {
  const l = await json(
    await edge.call("POST", "/api/Locataire", { ...valid.Locataire(), mail: email }),
  );
  expect(l.status).toBe(201);
  expect((await edge.call("POST", `/api/Locataire/${l.body.id}/acces`)).status).toBe(201);
  const jeton = /\/espace\/invitation\/([A-Za-z0-9_-]+)/.exec(await courriel(email))?.[1] ?? "";
  const ok = await publique("POST", `/api/espace/invitation/${jeton}`, {
    password: "Tournesol-42",
  });
  expect(ok.status).toBe(200);
  return { id: l.body.id as number, token: ok.body.token as string };
}

describe("une adresse changée sur le Worker", () => {
  it("suspend l'accès, prévient l'ancienne adresse ; l'auteur ne réoriente pas seul ; une course, un gagnant", async () => {
    const simple = await secondAdmin(edge, "simple@edge.test", "user");
    const second = await secondAdmin(edge, "second@edge.test");
    const p = await locataireActif("edge.avant@example.fr");
    const put = await json(
      await simple("PUT", `/api/Locataire/${p.id}`, { mail: "edge.apres@example.fr" }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const acces = (await json(await edge.call("GET", `/api/Locataire/${p.id}/acces`))).body.acces;
    expect(acces).toMatchObject({
      statut: "suspendu",
      email: "edge.avant@example.fr",
      emailFiche: "edge.apres@example.fr",
      suspenduPar: "simple@edge.test",
    });
    const moi = await espace(p.token, "GET", "/api/espace/moi");
    expect(moi.status).toBe(401);
    expect(moi.body.error.message).toBe(SUSPENDU);
    expect(await courriel("edge.avant@example.fr")).toMatch(/modifiée le .+ par l'agence/);
    const login = await publique("POST", "/api/espace/login", {
      email: "edge.avant@example.fr",
      password: "Tournesol-42",
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe(SUSPENDU);

    const corps = { email: "edge.apres@example.fr" };
    const chemin = `/api/Locataire/${p.id}/acces/confirmerAdresse`;
    const seul = await json(await simple("POST", chemin, corps));
    expect(seul.status).toBe(403);
    expect(seul.body.error.message).toMatch(/un administrateur ou une autre personne/);
    const malformee = await json(
      await second("POST", chemin, { email: "edge.apres-at-example.fr" }),
    );
    expect(malformee.status).toBe(400);
    expect(malformee.body.error.fields.email).toBe("Adresse e-mail invalide.");
    const [a, b] = await Promise.all([
      edge.call("POST", chemin, corps).then(json),
      second("POST", chemin, corps).then(json),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const gagnant = a.status === 200 ? a : b;
    expect(gagnant.body.acces).toMatchObject({
      statut: "invite",
      email: "edge.apres@example.fr",
      ancienneAdresse: "edge.avant@example.fr",
    });
    const invitations = await sqlDe(
      edge,
      `select count(*) as n from "Outbox" where "to" = ? and "dedupeKey" like 'invitation-espace:%'`,
      ["edge.apres@example.fr"],
    );
    expect(Number(invitations[0]?.n)).toBe(1);
  });
});

describe("un lien signé d'un espace sur le Worker", () => {
  it("est refusé aussitôt l'accès révoqué, vérifié en une lecture", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()));
    const d = await json(
      await edge.call("POST", "/api/Dossier", valid.Dossier(a.body.id, l.body.id)),
    );
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.body.id}`, { date: "2026-01-05" }),
    );
    const appel = await espaceLocataire(edge, l.body.id);
    const doc = await json(await appel("GET", `/api/espace/locataire/quittances/${q.body.id}`));
    expect(doc.body.generated).toMatch(/&s=[\w-]+$/);
    // A first download warms the isolate (its first-start checks ride with a request of their own).
    await (await edge.send("GET", doc.body.generated, undefined, {}, false)).arrayBuffer();
    const ouvert = await counted(edge, () =>
      edge.send("GET", doc.body.generated, undefined, {}, false),
    );
    expect(ouvert.res.status).toBe(200);
    await ouvert.res.arrayBuffer();
    const fichier = doc.body.generated.split("?")[0];
    await (await edge.call("GET", fichier)).arrayBuffer();
    const staff = await counted(edge, () => edge.call("GET", fichier));
    expect(staff.res.status).toBe(200);
    await staff.res.arrayBuffer();
    console.log(
      `[edge] allers-retours libSQL : lien signé d'un espace ${ouvert.trips}, personnel ${staff.trips}`,
    );
    // The link's check is one read, as staff's session is: the same file costs the same trips either way.
    expect(ouvert.trips).toBe(staff.trips);
    expect((await edge.call("DELETE", `/api/Locataire/${l.body.id}/acces`)).status).toBe(200);
    const ferme = await edge.send("GET", doc.body.generated, undefined, {}, false);
    expect(ferme.status).toBe(403);
    expect(((await ferme.json()) as any).error.message).toMatch(/a pris fin/);
  });
});

describe("Mes sessions sur le Worker", () => {
  it("un espace liste ses sessions et déconnecte les autres appareils ; le personnel aussi", async () => {
    const p = await locataireActif("edge.sessions@example.fr");
    const autre = await publique("POST", "/api/espace/login", {
      email: "edge.sessions@example.fr",
      password: "Tournesol-42",
    });
    const liste = await espace(p.token, "GET", "/api/espace/sessions");
    expect(liste.status).toBe(200);
    expect(liste.body.data.map((s: any) => s.lieu)).toEqual([
      "Réseau 203.0.113.0/24",
      "Réseau 203.0.113.0/24",
    ]);
    const fin = await espace(p.token, "POST", "/api/espace/sessions/deconnecterAutres");
    expect(fin.body).toEqual({ sessions: 1, message: "L'autre appareil a été déconnecté." });
    expect((await espace(autre.body.token, "GET", "/api/espace/moi")).status).toBe(401);
    expect((await espace(p.token, "GET", "/api/espace/moi")).status).toBe(200);

    const simple = await secondAdmin(edge, "mes-sessions@edge.test", "user");
    const staff = await json(await edge.call("POST", "/api/user/sessions/deconnecterAutres"));
    expect(staff.status).toBe(200);
    expect((await json(await edge.call("GET", "/api/user/sessions"))).body.data).toHaveLength(1);
    expect((await json(await simple("GET", "/api/user/me"))).status).toBe(200);
    const tout = await json(
      await edge.call("POST", "/api/user/mes-sessions@edge.test/deconnecter"),
    );
    expect(tout.status).toBe(200);
    expect((await json(await simple("GET", "/api/user/me"))).status).toBe(401);
  });
});
