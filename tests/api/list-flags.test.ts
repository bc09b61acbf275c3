import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertDossier,
  insertLocataire,
  valid,
} from "../support/factories";

let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

const byId = (rows: any[], id: number) => rows.find((r) => r.id === id);

describe("list flags the toggles filter on", () => {
  it("apartments: status, notice and 'En gestion'", async () => {
    const vacant = await insertAppartement(t);
    const travaux = await insertAppartement(t, { wip: true });
    const preavis = await insertAppartement(t);
    await insertDossier(t, {
      AppartementId: preavis.id,
      dateFinBail: "2027-01-31",
      dateDebutPreavis: "2026-10-31",
      dateFinPreavis: "2027-01-31",
    });
    const gere = await insertAppartement(t);
    await create(t, "Intendance", valid.Intendance(gere.id));
    const { body } = await t.call("GET", "/api/Appartement", "user");
    expect(byId(body.data, vacant.id)).toMatchObject({
      statut: "Vacant",
      preavis: "Vacant",
      enGestion: false,
    });
    expect(byId(body.data, travaux.id)).toMatchObject({ statut: "En Travaux", preavis: null });
    expect(byId(body.data, preavis.id)).toMatchObject({ statut: "Occupé", preavis: "En préavis" });
    expect(byId(body.data, gere.id)).toMatchObject({ enGestion: true });
  });

  it("tenants: current dossier or former tenant; dossiers: en cours or clos", async () => {
    const current = await insertLocataire(t);
    const former = await insertLocataire(t, { nom: "Ancien" });
    const open = await insertDossier(t, { LocataireId: current.id });
    const closed = await insertDossier(t, { LocataireId: former.id, dateFinBail: "2025-06-30" });
    const tenants = (await t.call("GET", "/api/Locataire")).body.data;
    expect(byId(tenants, current.id).dossierEnCours).toBe(true);
    expect(byId(tenants, former.id).dossierEnCours).toBe(false);
    const dossiers = (await t.call("GET", "/api/Dossier")).body.data;
    expect(byId(dossiers, open.id).clos).toBe(false);
    expect(byId(dossiers, closed.id).clos).toBe(true);
  });

  it("former tenants: every dossier ended; a tenant never given a lease is no former tenant", async () => {
    const never = await insertLocataire(t, { nom: "Sans-bail" });
    const former = await insertLocataire(t, { nom: "Parti" });
    const back = await insertLocataire(t, { nom: "Revenu" });
    await insertDossier(t, { LocataireId: former.id, dateFinBail: "2024-06-30" });
    await insertDossier(t, { LocataireId: former.id, dateFinBail: "2025-06-30" });
    await insertDossier(t, { LocataireId: back.id, dateFinBail: "2024-06-30" });
    await insertDossier(t, { LocataireId: back.id });
    const tenants = (await t.call("GET", "/api/Locataire")).body.data;
    expect(byId(tenants, never.id)).toMatchObject({
      dossierEnCours: false,
      ancienLocataire: false,
    });
    expect(byId(tenants, former.id)).toMatchObject({
      dossierEnCours: false,
      ancienLocataire: true,
    });
    expect(byId(tenants, back.id)).toMatchObject({ dossierEnCours: true, ancienLocataire: false });
  });

  it("dossiers in their notice period say so (the web shows 'En préavis' from it)", async () => {
    const notice = await insertDossier(t, {
      dateFinBail: "2027-01-31",
      dateDebutPreavis: "2026-10-31",
      dateFinPreavis: "2027-01-31",
    });
    const later = await insertDossier(t, {
      dateFinBail: "2027-06-30",
      dateDebutPreavis: "2027-03-31",
      dateFinPreavis: "2027-06-30",
    });
    const dossiers = (await t.call("GET", "/api/Dossier")).body.data;
    expect(byId(dossiers, notice.id)).toMatchObject({ clos: false, enPreavis: true });
    expect(byId(dossiers, later.id)).toMatchObject({ clos: false, enPreavis: false });
  });

  it("an apartment's record flags its dossiers and intendances (current or history) with the server's day", async () => {
    const a = await insertAppartement(t);
    const open = await insertDossier(t, { AppartementId: a.id });
    const closed = await insertDossier(t, { AppartementId: a.id, dateFinBail: "2026-11-21" });
    const running = await create(t, "Intendance", {
      ...valid.Intendance(a.id),
      dateDepart: "2026-11-01",
      dateFin: "2026-11-22",
    });
    const ended = await create(t, "Intendance", {
      ...valid.Intendance(a.id),
      dateDepart: "2026-10-01",
      dateFin: "2026-11-21",
    });
    const { body } = await t.call("GET", `/api/Appartement/${a.id}`, "user");
    expect(byId(body.Dossiers, open.id).clos).toBe(false);
    expect(byId(body.Dossiers, closed.id).clos).toBe(true);
    expect(byId(body.Intendances, running.id).enCours).toBe(true);
    expect(byId(body.Intendances, ended.id).enCours).toBe(false);
  });

  it("filters lists by column through the query string", async () => {
    const a = await insertAppartement(t);
    await insertDossier(t, { AppartementId: a.id });
    await insertDossier(t);
    const { body } = await t.call("GET", `/api/Dossier?AppartementId=${a.id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].AppartementId).toBe(a.id);
  });
});
