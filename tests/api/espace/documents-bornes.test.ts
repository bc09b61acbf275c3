import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CompteEspace } from "../../../worker/db/schema";
import { ouvrirSessionEspace } from "../../../worker/services/espace/session";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { appelEspace, ouvrirEspace } from "../../support/espace";
import { seedDossier, type Seeded } from "../../support/quitances";
import { insertClient } from "../../support/factories";

// Issue 75 item 4: documents asked in a space are bounded. The same document asked again while nothing it shows has
// changed is the one already made (no new object in the store); a session makes 30 documents an hour, the 31st is a
// French 429; a year before the lease or the mandate, or after this one, is a 400. The clock says 21 November 2026;
// the lease runs since June 2025.

let t: TestApp;
let s: Seeded;
let terme: number;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  s = await seedDossier(t, { auto: false });
  const q = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
    date: "2026-11-05",
  });
  terme = q.body.id;
});
afterAll(() => t.close());

let acces: Awaited<ReturnType<typeof ouvrirEspace>>;
/** Another sign-in of the tenant: a session of its own (the bound is per session). */
const session = async (_quoi: string) => {
  acces ??= await ouvrirEspace(t, { LocataireId: s.locataire.id }, "lea@example.fr");
  const [compte] = await t.db
    .select()
    .from(CompteEspace)
    .where(eq(CompteEspace.id, acces.CompteEspaceId));
  return ouvrirSessionEspace(t.ports, {
    AccesEspaceId: acces.AccesEspaceId,
    espace: "locataire",
    recordId: s.locataire.id,
    email: "lea@example.fr",
    version: compte?.tokenVersion ?? 0,
  });
};

describe("a document asked again", () => {
  it("with nothing changed is the one already made: the same link, no new stored object", async () => {
    const jeton = await session("encore@example.fr");
    const premier = await appelEspace(t, jeton, "GET", "/api/espace/locataire/attestation");
    expect(premier.status, JSON.stringify(premier.body)).toBe(200);
    const objets = t.files.keys().length;
    const second = await appelEspace(t, jeton, "GET", "/api/espace/locataire/attestation");
    expect(second.status).toBe(200);
    const chemin = (r: typeof premier) => String(r.body.generated).split("?")[0];
    expect(chemin(second)).toBe(chemin(premier));
    expect(t.files.keys().length).toBe(objets);
    // The year's quittance, asked twice: one object.
    await appelEspace(t, jeton, "GET", "/api/espace/locataire/quittanceAnnuelle/2026");
    const apres = t.files.keys().length;
    await appelEspace(t, jeton, "GET", "/api/espace/locataire/quittanceAnnuelle/2026");
    expect(t.files.keys().length).toBe(apres);
  });

  it("after a change it shows is a new document, the old object gone", async () => {
    const jeton = await session("change@example.fr");
    const avant = await appelEspace(t, jeton, "GET", `/api/espace/locataire/quittances/${terme}`);
    const objets = t.files.keys().length;
    const paye = await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      date: "2026-11-20",
      mode: "Virement",
      montant: "970,50",
      QuitanceId: terme,
    });
    expect(paye.status).toBe(201);
    const apres = await appelEspace(t, jeton, "GET", `/api/espace/locataire/quittances/${terme}`);
    expect(String(apres.body.generated).split("?")[0]).not.toBe(
      String(avant.body.generated).split("?")[0],
    );
    expect(t.files.keys().length).toBe(objets);
  });
});

describe("a session's documents in an hour", () => {
  it("30 are made, the 31st is a 429 in French; another session is not held back", async () => {
    const jeton = await session("pressee@example.fr");
    for (let i = 1; i <= 30; i++) {
      const r = await appelEspace(t, jeton, "GET", "/api/espace/locataire/attestation");
      expect(r.status, `document ${i}`).toBe(200);
    }
    const trop = await appelEspace(t, jeton, "GET", "/api/espace/locataire/attestation");
    expect(trop.status).toBe(429);
    expect(trop.body.error.message).toMatch(
      /^Vous avez demandé beaucoup de documents en une heure\. Réessayez dans/,
    );
    const autre = await session("calme@example.fr");
    expect((await appelEspace(t, autre, "GET", "/api/espace/locataire/attestation")).status).toBe(
      200,
    );
    // The next hour, the session asks again.
    t.setNow("2026-11-21T11:00:00Z");
    expect((await appelEspace(t, jeton, "GET", "/api/espace/locataire/attestation")).status).toBe(
      200,
    );
    t.setNow("2026-11-21T10:00:00Z");
  });
});

describe("the year of a document", () => {
  it("before the lease (1900, 2024) or after this one (2027) is a 400; the lease's years are made", async () => {
    const jeton = await session("annees@example.fr");
    for (const [annee, message] of [
      [1900, "Votre bail a commencé en 2025 : aucun document pour 1900."],
      [2024, "Votre bail a commencé en 2025 : aucun document pour 2024."],
      [2027, "L'année 2027 n'est pas encore commencée."],
    ] as const) {
      const r = await appelEspace(
        t,
        jeton,
        "GET",
        `/api/espace/locataire/quittanceAnnuelle/${annee}`,
      );
      expect(r.status, String(annee)).toBe(400);
      expect(r.body.error.message).toBe(message);
    }
    for (const annee of [2025, 2026])
      expect(
        (await appelEspace(t, jeton, "GET", `/api/espace/locataire/quittanceAnnuelle/${annee}`))
          .status,
      ).toBe(200);
  });

  it("an owner with no mandate dated: 1900 is a 400, not an empty 2044 summary", async () => {
    const c = await insertClient(t, { mailPerso: "sans.mandat@example.fr" });
    const jeton = (await ouvrirEspace(t, { ClientId: c.id }, "sans.mandat@example.fr")).token;
    const r = await appelEspace(t, jeton, "GET", "/api/espace/proprietaire/revenusFonciers/1900");
    expect(r.status).toBe(400);
    expect(r.body.error.fields.annee).toBe(
      "Aucun document avant 2000 : l'année 1900 n'est pas tenue.",
    );
  });

  it("before the owner's mandate or after this one is a 400 for the 2044 summary", async () => {
    await t.client.execute({
      sql: `insert into "Mission" ("type", "nbAppart", "dateSignature", "accompte1", "accompte2", "reliquat", "valeurMissionAppt", "valeurTotalMission", "createdAt", "updatedAt") values ('Gestion', 1, '2025-03-01', 0, 0, 0, 0, 0, '2025-03-01', '2025-03-01')`,
    });
    await t.client.execute({
      sql: `insert into "MissionClient" ("MissionId", "ClientId") values ((select max("id") from "Mission"), ?)`,
      args: [s.client.id],
    });
    const jeton = (await ouvrirEspace(t, { ClientId: s.client.id }, "proprio@example.fr")).token;
    const an = (a: string) =>
      appelEspace(t, jeton, "GET", `/api/espace/proprietaire/revenusFonciers/${a}`);
    const avant = await an("1900");
    expect(avant.status).toBe(400);
    expect(avant.body.error.message).toBe(
      "Votre mandat de gestion a commencé en 2025 : aucun document pour 1900.",
    );
    expect((await an("2027")).status).toBe(400);
    expect((await an("2025")).status).toBe(200);
  });
});
