import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { seedDossier } from "../support/quitances";
import { runScheduled } from "../../worker/jobs/scheduled";

// Walk 94: the monthly receipt's e-mail and the answer page it links to speak in the agency's name (Paramètres >
// Agence), as its other mails do; they read the host's default « Patrimoine Locatif », the software's name, where
// the invitation and the formal notice of the same tenant read « Agence du Rhône ».
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-12-01T08:00:00Z" });
  const r = await t.call("PUT", "/api/agence", "admin", {
    nom: "Agence du Rhône",
    email: "gestion@agence-du-rhone.test",
  });
  expect(r.status).toBe(200);
});
afterAll(() => t.close());

describe("the receipt's e-mail and answer page in the agency's name", () => {
  it("the mail is signed by the agency and gives its address; the page names it", async () => {
    const s = await seedDossier(t, { locataire: { mail: "karim@exemple.fr" } });
    await runScheduled({ ...t.ports, clock: { now: () => new Date("2026-12-14T09:00:00Z") } });
    const row = (await t.call("GET", "/api/Outbox")).body.data.find(
      (m: { to: string }) => m.to === "karim@exemple.fr",
    );
    const { body } = (await t.call("GET", `/api/Outbox/${row.id}`)).body;
    expect(body).toContain("écrivez-nous à gestion@agence-du-rhone.test");
    expect(body.trimEnd()).toMatch(/Cordialement,\nAgence du Rhône$/);
    expect(body).not.toContain("Patrimoine Locatif");
    const [q] = (await t.call("GET", `/api/Quitance?DossierId=${s.dossier.id}`)).body.data;
    const page = await t.call("GET", `/api/Quitance/validation/false/${q.uuid}`, null);
    expect(page.body).toMatchObject({
      agence: "Agence du Rhône",
      contact: "gestion@agence-du-rhone.test",
    });
  });
});
