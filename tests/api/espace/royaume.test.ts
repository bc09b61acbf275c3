import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { AccesEspace, SessionEspace } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertClient, insertLocataire } from "../../support/factories";
import { appelEspace, ouvrirEspace } from "../../support/espace";

// Issue 62, item 2: the spaces are a realm of their own. A space's session is 403 on every staff route, a staff
// session is 403 on a space's route, and a space's route of the other space is 403 too; an ended session is 401.

let t: TestApp;
let proprietaire: string;
let locataire: string;
let acces: number;
beforeAll(async () => {
  t = await makeTestApp();
  const client = await insertClient(t);
  const tenant = await insertLocataire(t);
  proprietaire = (await ouvrirEspace(t, { ClientId: client.id }, "proprio@example.fr")).token;
  const l = await ouvrirEspace(t, { LocataireId: tenant.id }, "locataire@example.fr");
  locataire = l.token;
  acces = l.AccesEspaceId;
});
afterAll(() => t.close());

describe("le royaume des espaces", () => {
  it("refuse une session d'espace sur les routes du personnel (403)", async () => {
    for (const [m, p] of [
      ["GET", "/api/Client"],
      ["GET", "/api/user/me"],
      ["GET", "/api/demandes"],
      ["POST", "/api/Client"],
    ] as const) {
      expect((await appelEspace(t, proprietaire, m, p)).status, `${m} ${p}`).toBe(403);
      expect((await appelEspace(t, locataire, m, p)).status, `${m} ${p}`).toBe(403);
    }
  });

  it("refuse une session du personnel sur les routes des espaces (403)", async () => {
    for (const role of ["admin", "user", "comptable"] as const) {
      expect((await t.call("GET", "/api/espace/moi", role)).status).toBe(403);
      expect((await t.call("GET", "/api/espace/locataire", role)).status).toBe(403);
    }
  });

  it("n'ouvre à chaque session que son espace", async () => {
    expect((await appelEspace(t, locataire, "GET", "/api/espace/proprietaire")).status).toBe(403);
    expect((await appelEspace(t, proprietaire, "GET", "/api/espace/locataire")).status).toBe(403);
  });

  it("répond 401 sans jeton, avec un faux, ou après la révocation de l'accès", async () => {
    expect((await t.call("GET", "/api/espace/moi", null)).status).toBe(401);
    expect((await appelEspace(t, "abc.def.ghi", "GET", "/api/espace/moi")).status).toBe(401);
    await t.db.update(AccesEspace).set({ statut: "revoque" }).where(eq(AccesEspace.id, acces));
    const r = await appelEspace(t, locataire, "GET", "/api/espace/locataire");
    expect(r.status).toBe(401);
    // Issue 75: a revoked person is told why, not asked to sign in again.
    expect(r.body.error.message).toBe("Votre accès a été suspendu : contactez votre agence.");
  });

  it("répond 401 une fois la session terminée", async () => {
    const client = await insertClient(t);
    const { token } = await ouvrirEspace(t, { ClientId: client.id }, "autre@example.fr");
    await t.db
      .update(SessionEspace)
      .set({ revoqueAt: new Date(0).toISOString() })
      .where(
        eq(
          SessionEspace.AccesEspaceId,
          (
            await ouvrirEspace(
              t,
              { LocataireId: (await insertLocataire(t)).id },
              "autre@example.fr",
            )
          ).AccesEspaceId,
        ),
      );
    expect((await appelEspace(t, token, "GET", "/api/espace/moi")).status).not.toBe(401);
  });
});
