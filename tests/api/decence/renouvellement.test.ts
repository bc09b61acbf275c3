import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectFieldError } from "../../support/http";
import { insertAppartement, insertDossier } from "../../support/factories";
import { diagnostic } from "../../support/diagnostics";

// Issue 63 item 2: POST /Dossier/{id}/renouvellement. Today is 2026-11-21 (the test clock).
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const renew = (id: number, body: unknown = {}) =>
  t.call("POST", `/api/Dossier/${id}/renouvellement`, "user", body);

describe("renewal of a lease", () => {
  it("extends an unfurnished lease by three years from the day after its end; the history says so", async () => {
    const d = await insertDossier(t, { dateFinBail: "2026-12-31" });
    const r = await renew(d.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: d.id, dateFinBail: "2029-12-31", clos: false });
    // The notice's end had followed the lease's end: it follows it again.
    expect(r.body.dateFinPreavis).toBe("2029-12-31");
    const h = await t.call("GET", `/api/Appartement/${d.AppartementId}/history`, "user");
    const lignes = JSON.stringify(h.body);
    expect(lignes).toContain("Renouvellement du bail du locataire");
    expect(lignes).toContain("du 01/01/2027 au 31/12/2029");
    const j = await t.call("GET", `/api/journal?resource=Dossier&id=${d.id}`, "admin");
    expect(JSON.stringify(j.body)).toContain("2029-12-31");
  });

  it("a furnished lease by one year; to the day given when later than the current end", async () => {
    const m = await insertDossier(t, { typeBail: "meublé", dateFinBail: "2027-02-28" });
    expect((await renew(m.id)).body.dateFinBail).toBe("2028-02-29");
    const d = await insertDossier(t, { dateFinBail: "2027-06-30" });
    const r = await renew(d.id, { dateFinBail: "2028-06-30" });
    expect(r.status).toBe(200);
    expect(r.body.dateFinBail).toBe("2028-06-30");
  });

  it("a new end on or before the current one: 400 on dateFinBail", async () => {
    const d = await insertDossier(t, { dateFinBail: "2027-06-30" });
    const r = await renew(d.id, { dateFinBail: "2027-06-30" });
    expect(expectFieldError(r, "dateFinBail")).toContain(
      "postérieure à la fin actuelle du bail (30/06/2027)",
    );
  });

  it("409 for a bail mobilité or étudiant, a closed lease, a lease without an end", async () => {
    const mobilite = await insertDossier(t, {
      typeBail: "mobilité",
      motifMobilite: "formation professionnelle",
      depotGarantie: 0,
      dateDebutBail: "2026-10-01",
      dateEntree: "2026-10-01",
      dateFinBail: "2027-03-31",
    });
    const r1 = await renew(mobilite.id);
    expect(r1.status).toBe(409);
    expect(r1.body.error.message).toContain("ni renouvelable ni reconductible");
    const etudiant = await insertDossier(t, {
      typeBail: "étudiant",
      dateDebutBail: "2026-09-01",
      dateEntree: "2026-09-01",
      dateFinBail: "2027-05-31",
    });
    expect((await renew(etudiant.id)).body.error.message).toContain("bail étudiant");
    const clos = await insertDossier(t, { dateFinBail: "2026-10-31" });
    const r2 = await renew(clos.id);
    expect(r2.status).toBe(409);
    expect(r2.body.error.message).toBe("Ce bail est clos : il ne peut plus être renouvelé.");
    const sansFin = await insertDossier(t, {});
    expect((await renew(sansFin.id)).status).toBe(409);
    expect((await renew(999999)).status).toBe(404);
  });

  it("a dwelling not decent on the renewal's first day is renewed all the same, with the works owed (issue 73)", async () => {
    const a = await insertAppartement(t, { classeEnergie: "G" });
    const d = await insertDossier(t, {
      AppartementId: a.id,
      dateCreationBail: "2023-12-15",
      dateDebutBail: "2024-01-01",
      dateEntree: "2024-01-01",
      dateFinBail: "2026-12-31",
    });
    const r = await renew(d.id);
    expect(r.status).toBe(200);
    expect(r.body.dateFinBail).toBe("2029-12-31");
    expect(r.body.mentionDecence).toContain("Logement non décent depuis le 1er janvier 2025");
    // After works and a new DPE of class C, the mention goes.
    await diagnostic(t, a.id, { type: "dpe", dateRealisation: "2026-10-01", classe: "C" });
    expect((await renew(d.id)).body.mentionDecence).toBeNull();
  });

  it("two renewals at once make one: the other is a 409", async () => {
    const d = await insertDossier(t, { dateFinBail: "2027-01-31" });
    const answers = await Promise.all([renew(d.id), renew(d.id), renew(d.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = await t.call("GET", `/api/Dossier/${d.id}`, "user");
    expect(after.body.dateFinBail).toBe("2030-01-31");
    const h = await t.call("GET", `/api/Appartement/${d.AppartementId}/history`, "user");
    expect(JSON.stringify(h.body).match(/Renouvellement du bail/g)).toHaveLength(1);
  });
});
