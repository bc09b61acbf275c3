import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAppartement } from "../../support/factories";
import { makeTestApp, type TestApp } from "../../support/test-app";

// Issue 73, item 5 through the API: the ERP where the commune is exposed, the noise notice in an airport zone, a
// lead result not said read as lead found, a DPE's class after an ADEME attestation read by every rule.

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const path = (id: number, date = "2026-11-21") => `/api/Appartement/${id}/diagnostics?date=${date}`;
const etat = (body: any, type: string) =>
  body.diagnostics.find((d: { type: string }) => d.type === type);

describe("which annexes a lot needs", () => {
  it("the ERP only where the commune is exposed (by default it is); the noise notice in an airport zone", async () => {
    const a = await insertAppartement(t);
    const lu = (await t.call("GET", path(a.id))).body;
    expect(etat(lu, "erp")).toMatchObject({ requis: true, statut: "manquant", nature: "annexe" });
    expect(etat(lu, "bruit")).toMatchObject({ requis: false, statut: "non_requis" });
    expect(etat(lu, "surface")).toMatchObject({ nature: "mention" });
    expect(etat(lu, "amiante")).toMatchObject({ nature: "a_disposition" });

    const r = await t.call("PUT", `/api/Appartement/${a.id}`, "user", {
      zoneRisques: false,
      zoneBruit: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ zoneRisques: false, zoneBruit: true });
    const apres = (await t.call("GET", path(a.id))).body;
    expect(etat(apres, "erp")).toMatchObject({ requis: false, statut: "non_requis" });
    expect(etat(apres, "erp").raison).toContain("non exposée");
    expect(etat(apres, "bruit")).toMatchObject({ requis: true, statut: "manquant" });
    // Another field changed later keeps the commune's answer.
    const autre = await t.call("PUT", `/api/Appartement/${a.id}`, "user", { surface: 50 });
    expect(autre.body).toMatchObject({ zoneRisques: false, zoneBruit: true, surface: 50 });
  });
});

describe("what a diagnostic says", () => {
  it("a CREP whose result is not said is read as lead found: six years, not unlimited", async () => {
    const a = await insertAppartement(t, { periodeConstruction: "avant 1946" });
    const r = await t.call("PUT", path(a.id), "user", {
      diagnostics: [{ type: "crep", dateRealisation: "2020-03-01" }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(etat(r.body, "crep")).toMatchObject({ finValidite: "2026-02-28", statut: "expire" });
    const negatif = await t.call("PUT", path(a.id), "user", {
      diagnostics: [{ type: "crep", dateRealisation: "2020-03-01", positif: false }],
    });
    expect(etat(negatif.body, "crep")).toMatchObject({ finValidite: null, statut: "valide" });
  });

  it("an asbestos report of 2012 is valid but flagged, and blocks nothing", async () => {
    const a = await insertAppartement(t);
    const r = await t.call("PUT", path(a.id), "user", {
      diagnostics: [{ type: "amiante", dateRealisation: "2012-06-01", positif: false }],
    });
    expect(etat(r.body, "amiante")).toMatchObject({ statut: "valide" });
    expect(etat(r.body, "amiante").avertissement).toContain("avant le 1er janvier 2013");
  });

  it("a DPE class G improved to E by an ADEME attestation: the lot is decent and its class is E", async () => {
    const a = await insertAppartement(t);
    const sans = await t.call("PUT", path(a.id), "user", {
      diagnostics: [{ type: "dpe", dateRealisation: "2024-06-01", classe: "G" }],
    });
    expect(sans.body.decence).toContain("classé G");
    const avec = await t.call("PUT", path(a.id), "user", {
      diagnostics: [
        {
          type: "dpe",
          dateRealisation: "2024-06-01",
          classe: "G",
          classeApresAttestation: "e",
          dateAttestation: "2025-09-15",
          sourceAttestation: "Attestation ADEME n° 2575E1234567X",
        },
      ],
    });
    expect(avec.status, JSON.stringify(avec.body)).toBe(200);
    expect(avec.body.decence).toBeNull();
    expect(etat(avec.body, "dpe").diagnostic).toMatchObject({
      classe: "G",
      classeApresAttestation: "E",
      dateAttestation: "2025-09-15",
      sourceAttestation: "Attestation ADEME n° 2575E1234567X",
    });
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.classeEnergie).toBe("E");
  });

  it("refuses an attestation's class out of A-G in French", async () => {
    const a = await insertAppartement(t);
    const r = await t.call("PUT", path(a.id), "user", {
      diagnostics: [
        { type: "dpe", dateRealisation: "2024-06-01", classe: "G", classeApresAttestation: "Z" },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields["diagnostics.0.classeApresAttestation"]).toBe(
      "Une classe de A à G est attendue.",
    );
  });
});
