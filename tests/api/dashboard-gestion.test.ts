import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";

// Issue 60 item 9: the dashboard counts an apartment under a management mandate "En gestion" (as the list's flag
// does), and "Encaissé et dû" compares like with like: the deposit is due in the month it is received in.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00Z", confirme: true });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

describe("GET /api/dashboard and issue 60", () => {
  it("counts an apartment under a management mandate « En gestion », as the apartments' list does", async () => {
    const a = await insertAppartement(t);
    const avant = await ok("GET", "/api/dashboard");
    expect(avant.appartements.parStatut["En gestion"]).toBe(0);
    const m = await ok(
      "POST",
      "/api/Mission",
      { type: "Mandat de gestion", nbAppart: 1, honorairesGestionHT: 6 },
      201,
    );
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`);
    const apres = await ok("GET", "/api/dashboard");
    expect(apres.appartements.parStatut["En gestion"]).toBe(1);
    const liste = (await ok("GET", "/api/Appartement")).data as any[];
    expect(liste.find((r) => r.id === a.id).enGestion).toBe(true);
    // A fixed-price mission does not make its apartment "En gestion".
    const b = await insertAppartement(t);
    const f = await create(t, "Mission", valid.Mission());
    await ok("PUT", `/api/Mission/${f.id}/appartement/add/${b.id}`);
    expect((await ok("GET", "/api/dashboard")).appartements.parStatut["En gestion"]).toBe(1);
  });

  it("counts the deposit as due in the month it is counted as received", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    // The lease entered from the apartment: its deposit written on the tenant's account at its start.
    const { dossier: d } = await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
      ...valid.Dossier(a.id, l.id),
      dateEntree: "2026-11-02",
      dateDebutBail: "2026-11-02",
      depotGarantie: 850,
    });
    const mois = async () =>
      (await ok("GET", "/api/dashboard")).encaissements.find((m: any) => m.mois === "2026-11");
    const avant = await mois();
    await ok(
      "POST",
      `/api/Dossier/${d.id}/paiements`,
      { montant: "850,00", date: "2026-11-02", mode: "Virement" },
      201,
    );
    const apres = await mois();
    expect(apres.encaisse - avant.encaisse).toBe(850);
    // The deposit is due in November as it is received in November.
    expect(avant.du).toBeGreaterThanOrEqual(850);
  });
});
