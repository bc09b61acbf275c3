import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";

// Issue 75 item 7: a business refusal of a form is said at its field. A lease on a class-G lot: the 409 names the
// lot's field with the reason (the form shows it there until the lot changes); the lot's diagnostics say the same
// reason at the lease's start day, read by the form as soon as the lot is chosen, before « Créer ».

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

describe("a lease refused on a class-G lot", () => {
  it("POST /Dossier: 409 whose field AppartementId holds the reason; the lot's diagnostics say it at the start day", async () => {
    const a = await insertAppartement(t, { classeEnergie: "G" });
    const l = await insertLocataire(t, {});
    const r = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a.id, l.id),
      dateCreationBail: "2026-11-15",
      dateDebutBail: "2026-12-01",
      dateEntree: "2026-12-01",
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(
      /^Logement classé G au diagnostic de performance énergétique/,
    );
    expect(r.body.error.fields).toEqual({ AppartementId: r.body.error.message });
    const lot = await t.call("GET", `/api/Appartement/${a.id}/diagnostics?date=2026-12-01`, "user");
    expect(lot.status).toBe(200);
    expect(lot.body.decence).toBe(r.body.error.message);
  });
});
