import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp, JWT_SECRET } from "../support/test-app";
import { insertDossier } from "../support/factories";
import { signToken } from "../../worker/auth/token";
import type { TableauDeBord } from "../../worker/domain/api-records";

// The dashboard kept until the next write or the next Paris day (ADR 094), on the Node entry's list cache: never
// older than the last write a user made.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z", listCache: true })));
afterEach(() => t.close());

const dashboard = async () => {
  const res = await t.call("GET", "/api/dashboard", "admin");
  expect(res.status).toBe(200);
  return { body: res.body as TableauDeBord, etag: res.headers.get("ETag") ?? "" };
};
const ok = async (method: string, path: string, body?: unknown) => {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
};
const novembre = (d: TableauDeBord) => d.encaissements.find((e) => e.mois === "2026-11");

describe("GET /api/dashboard gardé jusqu'à la prochaine écriture", () => {
  it("un paiement enregistré change aussitôt l'encaissé du mois ; sans écriture, la même réponse (304 pour le navigateur)", async () => {
    const d = await insertDossier(t, {
      dateEntree: "2026-01-01",
      dateCreationBail: "2026-01-01",
      dateDebutBail: "2026-01-01",
    });
    const avant = await dashboard();
    expect(novembre(avant.body)?.encaisse).toBe(0);
    expect(avant.etag).not.toBe("");
    // Unchanged: the same answer, and a 304 to the browser that holds it.
    const encore = await dashboard();
    expect(encore.body).toEqual(avant.body);
    expect(encore.etag).toBe(avant.etag);
    const revalide = await t.app.request("/api/dashboard", {
      headers: { Authorization: `Token ${t.tokens.admin}`, "If-None-Match": avant.etag },
    });
    expect(revalide.status).toBe(304);

    await ok("POST", `/api/Dossier/${d.id}/paiements`, {
      montant: 300,
      date: "2026-11-20",
      mode: "Virement",
    });
    const apres = await dashboard();
    expect(novembre(apres.body)?.encaisse).toBe(300);
    expect(apres.etag).not.toBe(avant.etag);
    const ancien = await t.app.request("/api/dashboard", {
      headers: { Authorization: `Token ${t.tokens.admin}`, "If-None-Match": avant.etag },
    });
    expect(ancien.status).toBe(200);
  });

  it("le jour de Paris suivant : recalculé (le mois et les tranches d'impayés sont ceux du jour)", async () => {
    const avant = await dashboard();
    expect(avant.body.jour).toBe("2026-11-21");
    const iso = "2026-11-21T23:30:00Z"; // already the 22nd in Paris
    t.setNow(iso);
    t.tokens.admin = await signToken(t.ids.admin, JWT_SECRET, false, new Date(iso));
    const lendemain = await dashboard();
    expect(lendemain.body.jour).toBe("2026-11-22");
  });
});
