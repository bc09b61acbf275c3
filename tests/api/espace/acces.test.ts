import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AccesEspace, JetonEspace, Journal, Locataire } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertClient, insertLocataire } from "../../support/factories";
import { appelEspace } from "../../support/espace";
import { dernierCourriel, jetonInvite } from "../../support/espace-mails";

// Issue 62, item 1: staff invite from the Client and Locataire screens; the link's page changes nothing, its
// button acts once, within 7 days, with staff's password rules; staff see the state and revoke (sessions end).

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const publique = (method: string, path: string, body?: unknown) => t.call(method, path, null, body);

describe("l'invitation à l'espace", () => {
  it("invite un locataire : un e-mail avec un lien de 7 jours, l'état « invité »", async () => {
    const l = await insertLocataire(t, { mail: "Jeanne.Martin@Example.fr" });
    expect((await t.call("GET", `/api/Locataire/${l.id}/acces`, "user")).body).toEqual({
      acces: null,
    });
    const r = await t.call("POST", `/api/Locataire/${l.id}/acces`, "user");
    expect(r.status).toBe(201);
    expect(r.body.acces).toMatchObject({
      espace: "locataire",
      email: "jeanne.martin@example.fr",
      statut: "invite",
      invitePar: "user@agence.test",
      activeAt: null,
      invitationExpireAt: "2026-11-28T10:00:00.000Z",
    });
    const mail = await dernierCourriel(t, "jeanne.martin@example.fr");
    expect(mail?.body).toContain("http://localhost:8787/espace/invitation/");
    expect(mail?.subject).toMatch(/invitation/);
    // Only the link's SHA-256 is kept.
    const jeton = await jetonInvite(t, "jeanne.martin@example.fr");
    const rows = await t.db.select().from(JetonEspace);
    expect(rows.some((j) => j.hash === jeton)).toBe(false);
    const lu = await t.call("GET", `/api/Locataire/${l.id}/acces`, "comptable");
    expect(lu.body.acces.statut).toBe("invite");
  });

  it("refuse une fiche sans e-mail (400) ou inconnue (404)", async () => {
    const l = await insertLocataire(t);
    await t.db.update(Locataire).set({ mail: null }).where(eq(Locataire.id, l.id));
    const r = await t.call("POST", `/api/Locataire/${l.id}/acces`);
    expect(r.status).toBe(400);
    expect(r.body.error.fields.email).toMatch(/e-mail/);
    expect((await t.call("POST", "/api/Locataire/99999/acces")).status).toBe(404);
    expect((await t.call("GET", "/api/Client/99999/acces")).status).toBe(404);
    expect((await t.call("DELETE", `/api/Locataire/${l.id}/acces`)).status).toBe(404);
  });

  it("la page du lien ne change rien ; seul son bouton agit, une fois", async () => {
    const c = await insertClient(t, { mailPerso: "proprio@example.fr" });
    await t.call("POST", `/api/Client/${c.id}/acces`);
    const jeton = await jetonInvite(t, "proprio@example.fr");
    for (let i = 0; i < 3; i++) {
      const page = await publique("GET", `/api/espace/invitation/${jeton}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ email: "proprio@example.fr", espace: "proprietaire" });
      expect(typeof page.body.agence).toBe("string");
    }
    expect((await t.call("GET", `/api/Client/${c.id}/acces`)).body.acces.statut).toBe("invite");

    const ok = await publique("POST", `/api/espace/invitation/${jeton}`, {
      password: "Tournesol-42",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.espace).toBe("proprietaire");
    expect(ok.body.espaces).toHaveLength(1);
    const moi = await appelEspace(t, ok.body.token, "GET", "/api/espace/moi");
    expect(moi.status).toBe(200);
    expect(moi.body).toMatchObject({ email: "proprio@example.fr", espace: "proprietaire" });

    const encore = await publique("POST", `/api/espace/invitation/${jeton}`, {
      password: "Autre-mot-2",
    });
    expect(encore.status).toBe(404);
    expect(encore.body.error.message).toBe("Lien invalide ou expiré.");
    expect((await publique("GET", `/api/espace/invitation/${jeton}`)).status).toBe(404);
    const acces = (await t.call("GET", `/api/Client/${c.id}/acces`)).body.acces;
    expect(acces).toMatchObject({ statut: "actif", invitationExpireAt: null });
    // The journal names the person for the activation, not an anonymous request.
    const lignes = await t.db
      .select()
      .from(Journal)
      .where(and(eq(Journal.resource, "AccesEspace"), eq(Journal.resourceId, String(acces.id))));
    expect(lignes.map((l) => l.userEmail)).toContain("proprio@example.fr (espace propriétaire)");
    expect(acces.activeAt).not.toBeNull();
    // The password chosen is the one that signs in.
    const login = await publique("POST", "/api/espace/login", {
      email: "proprio@example.fr",
      password: "Tournesol-42",
    });
    expect(login.status).toBe(200);
  });

  it("trois clics à la fois sur le bouton n'agissent qu'une fois", async () => {
    const l = await insertLocataire(t, { mail: "presse@example.fr" });
    await t.call("POST", `/api/Locataire/${l.id}/acces`);
    const jeton = await jetonInvite(t, "presse@example.fr");
    const r = await Promise.all(
      ["Tournesol-41", "Tournesol-42", "Tournesol-43"].map((password) =>
        publique("POST", `/api/espace/invitation/${jeton}`, { password }),
      ),
    );
    expect(r.map((x) => x.status).sort()).toEqual([200, 404, 404]);
    const gagnant = ["Tournesol-41", "Tournesol-42", "Tournesol-43"][
      r.findIndex((x) => x.status === 200)
    ];
    const login = await publique("POST", "/api/espace/login", {
      email: "presse@example.fr",
      password: gagnant,
    });
    expect(login.status).toBe(200);
  });

  it("refuse un mot de passe faible avec les messages du personnel", async () => {
    const l = await insertLocataire(t, { mail: "faible@example.fr" });
    await t.call("POST", `/api/Locataire/${l.id}/acces`);
    const jeton = await jetonInvite(t, "faible@example.fr");
    const court = await publique("POST", `/api/espace/invitation/${jeton}`, { password: "abc" });
    expect(court.status).toBe(400);
    expect(court.body.error.fields.password).toBe(
      "Votre mot de passe doit contenir au moins 6 caractères.",
    );
    const courant = await publique("POST", `/api/espace/invitation/${jeton}`, {
      password: "azerty",
    });
    expect(courant.status).toBe(400);
    expect(courant.body.error.fields.password).toBe("Ce mot de passe est trop courant.");
    const adresse = await publique("POST", `/api/espace/invitation/${jeton}`, {
      password: "faible",
    });
    expect(adresse.status).toBe(400);
    // Nothing spent: the link still works.
    expect((await publique("GET", `/api/espace/invitation/${jeton}`)).status).toBe(200);
  });

  it("un lien expire après 7 jours ; une nouvelle invitation remplace l'ancien lien", async () => {
    const l = await insertLocataire(t, { mail: "lent@example.fr" });
    await t.call("POST", `/api/Locataire/${l.id}/acces`);
    const premier = await jetonInvite(t, "lent@example.fr");
    await t.call("POST", `/api/Locataire/${l.id}/acces`);
    const second = await jetonInvite(t, "lent@example.fr");
    expect(second).not.toBe(premier);
    expect((await publique("GET", `/api/espace/invitation/${premier}`)).status).toBe(404);
    expect((await publique("GET", `/api/espace/invitation/${second}`)).status).toBe(200);
    t.setNow("2026-11-28T10:00:01Z");
    try {
      expect((await publique("GET", `/api/espace/invitation/${second}`)).status).toBe(404);
      const r = await publique("POST", `/api/espace/invitation/${second}`, {
        password: "Tournesol-42",
      });
      expect(r.status).toBe(404);
    } finally {
      t.setNow("2026-11-21T10:00:00Z");
    }
    const [row] = await t.db.select().from(AccesEspace).where(eq(AccesEspace.LocataireId, l.id));
    expect(row?.statut).toBe("invite");
  });

  it("un faux lien est un 404, et un flot de faux liens un 429", async () => {
    const ip = { "x-test-ip": "198.51.100.9" };
    let last = 0;
    for (let i = 0; i < 32; i++) {
      const res = await t.app.request(`/api/espace/invitation/${"x".repeat(43)}`, { headers: ip });
      last = res.status;
      if (i === 0) expect(res.status).toBe(404);
    }
    expect(last).toBe(429);
  });

  it("la révocation met fin aux sessions aussitôt et dépense le lien en cours", async () => {
    const l = await insertLocataire(t, { mail: "revoque@example.fr" });
    await t.call("POST", `/api/Locataire/${l.id}/acces`);
    const jeton = await jetonInvite(t, "revoque@example.fr");
    const { body } = await publique("POST", `/api/espace/invitation/${jeton}`, {
      password: "Tournesol-42",
    });
    expect((await appelEspace(t, body.token, "GET", "/api/espace/moi")).status).toBe(200);
    // An active access invited again stays active: the new link only lets the person choose a new password.
    const re = await t.call("POST", `/api/Locataire/${l.id}/acces`);
    expect(re.body.acces.statut).toBe("actif");
    expect((await appelEspace(t, body.token, "GET", "/api/espace/moi")).status).toBe(200);
    const lien = await jetonInvite(t, "revoque@example.fr");

    const r = await t.call("DELETE", `/api/Locataire/${l.id}/acces`, "user");
    expect(r.status).toBe(200);
    expect(r.body.acces).toMatchObject({ statut: "revoque", invitationExpireAt: null });
    expect(r.body.acces.revoqueAt).not.toBeNull();
    expect((await appelEspace(t, body.token, "GET", "/api/espace/moi")).status).toBe(401);
    expect((await publique("GET", `/api/espace/invitation/${lien}`)).status).toBe(404);
    const login = await publique("POST", "/api/espace/login", {
      email: "revoque@example.fr",
      password: "Tournesol-42",
    });
    // Issue 75: the right password of a revoked person says so, instead of doubting the password.
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe("Votre accès a été suspendu : contactez votre agence.");
    // Invited again: back to « invité », a new link that works.
    const encore = await t.call("POST", `/api/Locataire/${l.id}/acces`);
    expect(encore.body.acces).toMatchObject({ statut: "invite", revoqueAt: null });
    const [row] = await t.db.select().from(AccesEspace).where(eq(AccesEspace.LocataireId, l.id));
    expect(row?.revoquePar).toBeNull();
    const nouveau = await jetonInvite(t, "revoque@example.fr");
    expect((await publique("GET", `/api/espace/invitation/${nouveau}`)).status).toBe(200);
  });
});
