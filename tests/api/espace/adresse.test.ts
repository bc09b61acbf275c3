import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { Journal } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertClient, insertLocataire } from "../../support/factories";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { dernierCourriel, jetonInvite } from "../../support/espace-mails";
import { seedDossier } from "../../support/quitances";
import { ouvrirSessionEspace } from "../../../worker/services/espace/session";

// Issue 75, items 1 and 3: a space follows its person. A plain user's change of a record's address suspends its
// access at once (its sessions end), tells the address it answered to, and only an admin or a second person points
// it to the new one; a suspended person reads why; a space's link ends with its access.

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const SUSPENDU = "Votre accès a été suspendu : contactez votre agence.";
const publique = (method: string, path: string, body?: unknown) => t.call(method, path, null, body);

/** An owner invited at `email` who accepted: the record and the space's token. */
async function proprietaireActif(email: string) {
  const c = await insertClient(t, { mailPerso: email });
  expect((await t.call("POST", `/api/Client/${c.id}/acces`, "user")).status).toBe(201);
  const jeton = await jetonInvite(t, email);
  const ok = await publique("POST", `/api/espace/invitation/${jeton}`, {
    password: "Tournesol-42",
  });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return { id: c.id as number, token: ok.body.token as string };
}

describe("changer l'adresse d'une fiche qui a un accès", () => {
  it("suspend l'accès, ferme ses sessions et prévient l'ancienne adresse ; la personne lit pourquoi", async () => {
    const p = await proprietaireActif("ancienne@example.fr");
    const put = await t.call("PUT", `/api/Client/${p.id}`, "user", {
      mailPerso: "Nouvelle@Example.fr",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const acces = (await t.call("GET", `/api/Client/${p.id}/acces`, "user")).body.acces;
    expect(acces).toMatchObject({
      statut: "suspendu",
      email: "ancienne@example.fr",
      emailFiche: "nouvelle@example.fr",
      suspenduPar: "user@agence.test",
    });
    const session = await appelEspace(t, p.token, "GET", "/api/espace/moi");
    expect(session.status).toBe(401);
    expect(session.body.error.message).toBe(SUSPENDU);
    const avis = await dernierCourriel(t, "ancienne@example.fr");
    expect(avis?.body).toMatch(
      /L'adresse de votre espace a été modifiée le \d\d\/\d\d\/\d{4} à .+ par l'agence\./,
    );
    expect(await dernierCourriel(t, "nouvelle@example.fr")).toBeUndefined();

    const login = await publique("POST", "/api/espace/login", {
      email: "ancienne@example.fr",
      password: "Tournesol-42",
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe(SUSPENDU);
    // A wrong password still reads as one: nothing is told to whoever does not hold it.
    const faux = await publique("POST", "/api/espace/login", {
      email: "ancienne@example.fr",
      password: "pas-le-bon",
    });
    expect(faux.status).toBe(401);
    expect(faux.body.error.message).toBe("E-mail ou mot de passe incorrect.");
  });

  it("n'envoie pas d'invitation à la nouvelle adresse sans confirmation ; l'auteur seul est refusé", async () => {
    const p = await proprietaireActif("a1@example.fr");
    await t.call("PUT", `/api/Client/${p.id}`, "user", { mailPerso: "pirate@example.fr" });
    const invite = await t.call("POST", `/api/Client/${p.id}/acces`, "user");
    expect(invite.status).toBe(409);
    expect(invite.body.error.message).toMatch(/doit d'abord confirmer la nouvelle adresse/);
    const seul = await t.call("POST", `/api/Client/${p.id}/acces/confirmerAdresse`, "user", {
      email: "pirate@example.fr",
    });
    expect(seul.status).toBe(403);
    expect(seul.body.error.message).toBe(
      "Vous avez modifié cette adresse : un administrateur ou une autre personne doit la confirmer.",
    );
    expect(await dernierCourriel(t, "pirate@example.fr")).toBeUndefined();
    const vide = await t.call(
      "POST",
      `/api/Client/${p.id}/acces/confirmerAdresse`,
      "comptable",
      {},
    );
    expect(vide.status).toBe(400);
    expect(vide.body.error.fields.email).toBe("Ce champ est obligatoire.");
    const malformee = await t.call(
      "POST",
      `/api/Client/${p.id}/acces/confirmerAdresse`,
      "comptable",
      { email: "pirate-at-example.fr" },
    );
    expect(malformee.status).toBe(400);
    expect(malformee.body.error.fields.email).toBe("Adresse e-mail invalide.");
    const autre = await t.call("POST", `/api/Client/${p.id}/acces/confirmerAdresse`, "comptable", {
      email: "autre@example.fr",
    });
    expect(autre.status).toBe(409);
    expect((await t.call("GET", `/api/Client/${p.id}/acces`)).body.acces.statut).toBe("suspendu");
  });

  it("une seconde personne réoriente l'accès : invitation à la nouvelle adresse, journal des deux adresses", async () => {
    const p = await proprietaireActif("avant@example.fr");
    await t.call("PUT", `/api/Client/${p.id}`, "user", { mailPerso: "apres@example.fr" });
    const r = await t.call("POST", `/api/Client/${p.id}/acces/confirmerAdresse`, "comptable", {
      email: "APRES@example.fr",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.acces).toMatchObject({
      statut: "invite",
      email: "apres@example.fr",
      emailFiche: "apres@example.fr",
      ancienneAdresse: "avant@example.fr",
      reorientePar: "comptable@agence.test",
    });
    const jeton = await jetonInvite(t, "apres@example.fr");
    expect((await publique("GET", `/api/espace/invitation/${jeton}`)).status).toBe(200);
    const lignes = await t.db
      .select()
      .from(Journal)
      .where(
        and(eq(Journal.resource, "AccesEspace"), eq(Journal.userEmail, "comptable@agence.test")),
      );
    const changes = JSON.stringify(lignes.map((l) => l.changes));
    expect(changes).toContain("avant@example.fr");
    expect(changes).toContain("apres@example.fr");
    // Already re-pointed: a second confirmation is a 409.
    const encore = await t.call("POST", `/api/Client/${p.id}/acces/confirmerAdresse`, "admin", {
      email: "apres@example.fr",
    });
    expect(encore.status).toBe(409);
  });

  it("un administrateur réoriente seul ; de deux confirmations parallèles, une seule passe", async () => {
    const l = await insertLocataire(t, { mail: "loc-avant@example.fr" });
    const { token } = await ouvrirEspace(t, { LocataireId: l.id }, "loc-avant@example.fr");
    await t.call("PUT", `/api/Locataire/${l.id}`, "admin", { mail: "loc-apres@example.fr" });
    expect((await appelEspace(t, token, "GET", "/api/espace/moi")).status).toBe(401);
    expect((await dernierCourriel(t, "loc-avant@example.fr"))?.body).toMatch(/par l'agence/);
    const corps = { email: "loc-apres@example.fr" };
    const [a, b] = await Promise.all([
      t.call("POST", `/api/Locataire/${l.id}/acces/confirmerAdresse`, "admin", corps),
      t.call("POST", `/api/Locataire/${l.id}/acces/confirmerAdresse`, "comptable", corps),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const invitations = await t.client.execute({
      sql: `select count(*) as n from "Outbox" where "to" = ? and "dedupeKey" like 'invitation-espace:%'`,
      args: ["loc-apres@example.fr"],
    });
    expect(Number(invitations.rows[0]?.n)).toBe(1);
  });

  it("ne touche à rien quand l'adresse ne change pas", async () => {
    const p = await proprietaireActif("stable@example.fr");
    await t.call("PUT", `/api/Client/${p.id}`, "user", {
      tel: "0601020304",
      mailPerso: " STABLE@example.fr ",
    });
    expect((await t.call("GET", `/api/Client/${p.id}/acces`)).body.acces.statut).toBe("actif");
    expect((await appelEspace(t, p.token, "GET", "/api/espace/moi")).status).toBe(200);
  });
});

describe("un lien signé d'un espace", () => {
  it("meurt aussitôt avec son accès révoqué ou sa session fermée", async () => {
    const s = await seedDossier(t, { auto: false });
    const terme = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
      date: "2026-11-05",
    });
    const { token, AccesEspaceId } = await ouvrirEspace(
      t,
      { LocataireId: s.locataire.id },
      "lien@example.fr",
    );
    const lien = async (jeton: string) =>
      (await appelEspace(t, jeton, "GET", `/api/espace/locataire/quittances/${terme.body.id}`)).body
        .generated as string;
    const url = await lien(token);
    expect(url).toMatch(/&s=[\w-]+$/);
    expect((await t.app.request(url)).status).toBe(200);
    // A second session of the same person: signing it out ends its own link at once, not the first one's.
    const second = await ouvrirSessionEspace(t.ports, {
      AccesEspaceId,
      espace: "locataire",
      recordId: s.locataire.id,
      email: "lien@example.fr",
      version: 0,
    });
    const url2 = await lien(second);
    expect((await t.app.request(url2)).status).toBe(200);
    expect((await appelEspace(t, second, "POST", "/api/espace/logout")).status).toBe(204);
    expect((await t.app.request(url2)).status).toBe(403);
    expect((await t.app.request(url)).status).toBe(200);
    // The session's link names it: swapping the session breaks the signature.
    expect(
      (await t.app.request(url.replace(/&s=[\w-]+$/, "&s=AAAAAAAAAAAAAAAAAAAAAA"))).status,
    ).toBe(403);
    expect((await t.call("DELETE", `/api/Locataire/${s.locataire.id}/acces`, "user")).status).toBe(
      200,
    );
    const refus = await t.app.request(url);
    expect(refus.status).toBe(403);
    expect(((await refus.json()) as { error: { message: string } }).error.message).toMatch(
      /la session ou l'accès à l'espace qui l'a obtenu a pris fin/,
    );
  });
});
