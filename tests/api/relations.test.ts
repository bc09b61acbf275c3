import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertDossier,
  insertLocataire,
  valid,
} from "../support/factories";
import { expectError } from "../support/http";
import { pdfForm, pngForm } from "../support/resources";

// Single reads include the relations the spec lists under each entity, with the spec's names (DESIGN.md 3);
// deletes that would break a reference are 409; receipts are unique per (dossier, month) and carry a random uuid.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

const get = async (path: string) => {
  const r = await t.call("GET", path, "user");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const ok = async (method: string, path: string, body?: unknown) => {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
};
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe("single reads include the spec's relations", () => {
  it("Appartement: proprietaires, Equipements, Images, locataires, Intendances, EtatLieux, history, defaultContact", async () => {
    const a = await insertAppartement(t);
    const owner = await insertClient(t);
    const equip = await create(t, "Equipement", valid.Equipement());
    const image = await ok("POST", "/api/Image", pngForm());
    await ok("PUT", `/api/Appartement/${a.id}/owner/add/${owner.id}`);
    await ok("PUT", `/api/Appartement/${a.id}/equipement/add/${equip.id}`);
    await ok("PUT", `/api/Appartement/${a.id}/image/add/${image.id}`);
    await ok("PUT", `/api/Appartement/${a.id}`, { defaultContact: owner.id });
    const current = await insertDossier(t, { AppartementId: a.id });
    const former = await insertDossier(t, { AppartementId: a.id, dateFinBail: "2026-03-31" });
    const intendance = await create(t, "Intendance", valid.Intendance(a.id));
    const etat = await create(t, "EtatLieux", { ...valid.EtatLieux(), AppartementId: a.id });

    const one = await get(`/api/Appartement/${a.id}`);
    expect(ids(one.proprietaires)).toEqual([owner.id]);
    expect(one.defaultContact).toBe(owner.id);
    expect(one.Equipements).toEqual([
      expect.objectContaining({ id: equip.id, nom: "Lave-linge", collectif: false }),
    ]);
    expect(one.Images).toEqual([expect.objectContaining({ id: image.id, url: image.url })]);
    expect(ids(one.locataires)).toEqual([current.LocataireId]); // current tenants only
    expect(ids(one.locataires)).not.toContain(former.LocataireId);
    expect(ids(one.Intendances)).toEqual([intendance.id]);
    expect(ids(one.EtatLieux)).toEqual([etat.id]);
    expect(one.history.length).toBeGreaterThan(0);
    expect(one.history[0]).toEqual(
      expect.objectContaining({
        etat: expect.any(String),
        user: "admin@agence.test",
        createdAt: expect.any(String),
      }),
    );
    expect(one.proprietaires[0]).not.toHaveProperty("passwordHash");
  });

  it("Dossier: Cautions, EtatEntrant, EtatSortant", async () => {
    const entree = await create(t, "EtatLieux", valid.EtatLieux());
    const sortie = await create(t, "EtatLieux", { ...valid.EtatLieux(), date: "2026-12-01" });
    const d = await insertDossier(t, { etatIn: entree.id, etatOut: sortie.id });
    const caution = await create(t, "Caution", { ...valid.Caution(), DossierId: d.id });
    const one = await get(`/api/Dossier/${d.id}`);
    expect(ids(one.Cautions)).toEqual([caution.id]);
    expect(one.EtatEntrant).toMatchObject({ id: entree.id, lieu: "Paris" });
    expect(one.EtatSortant).toMatchObject({ id: sortie.id, date: "2026-12-01" });
    const bare = await get(`/api/Dossier/${(await insertDossier(t)).id}`);
    expect(bare).toMatchObject({ Cautions: [], EtatEntrant: null, EtatSortant: null });
  });

  it("Mission: Clients, Accomptes, Appartements", async () => {
    const m = await create(t, "Mission", valid.Mission());
    const c = await insertClient(t);
    const a = await insertAppartement(t);
    const acc = await create(t, "Accompte", { ...valid.Accompte(), MissionId: m.id });
    await ok("PUT", `/api/Mission/${m.id}/client/add/${c.id}`);
    await ok("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`);
    const one = await get(`/api/Mission/${m.id}`);
    expect(ids(one.Clients)).toEqual([c.id]);
    expect(one.Accomptes).toEqual([
      expect.objectContaining({ id: acc.id, prix: 120, prixHT: 100 }),
    ]);
    expect(ids(one.Appartements)).toEqual([a.id]);
  });

  it("Client: biens, Missions, Fichiers", async () => {
    const c = await insertClient(t);
    const a = await insertAppartement(t);
    const m = await create(t, "Mission", valid.Mission());
    const f = await ok("POST", "/api/Fichier", pdfForm("mandat"));
    await ok("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
    await ok("PUT", `/api/Mission/${m.id}/client/add/${c.id}`);
    await ok("PUT", `/api/Client/${c.id}/fichier/add/${f.id}`);
    const one = await get(`/api/Client/${c.id}`);
    expect(ids(one.biens)).toEqual([a.id]);
    expect(ids(one.Missions)).toEqual([m.id]);
    expect(one.Fichiers).toEqual([
      expect.objectContaining({ id: f.id, nom: "mandat", extention: "pdf", url: f.url }),
    ]);
  });

  it("Locataire: locations (each with its Dossier), Fichiers", async () => {
    const l = await insertLocataire(t);
    const d = await insertDossier(t, { LocataireId: l.id });
    const f = await ok("POST", "/api/Fichier", pdfForm("pièce d'identité"));
    await ok("PUT", `/api/Locataire/${l.id}/fichier/add/${f.id}`);
    const one = await get(`/api/Locataire/${l.id}`);
    expect(one.locations).toHaveLength(1);
    expect(one.locations[0].Dossier).toMatchObject({
      id: d.id,
      AppartementId: d.AppartementId,
      loyerHC: 850,
    });
    expect(ids(one.Fichiers)).toEqual([f.id]);
  });

  it("Quitance: Appartement, Locataire", async () => {
    const d = await insertDossier(t);
    const q = await create(t, "Quitance", {
      ...valid.Quitance(),
      DossierId: d.id,
      AppartementId: d.AppartementId,
      LocataireId: d.LocataireId,
    });
    const one = await get(`/api/Quitance/${q.id}`);
    expect(one.Appartement).toMatchObject({ id: d.AppartementId, adresse: "8 boulevard Voltaire" });
    expect(one.Locataire).toMatchObject({ id: d.LocataireId, nom: "Martin" });
  });
});

describe("deletes that would break a reference are 409", () => {
  it("an apartment with a dossier", async () => {
    const d = await insertDossier(t, { dateFinBail: "2025-12-31" });
    expectError(await t.call("DELETE", `/api/Appartement/${d.AppartementId}`, "admin"), 409);
    expect((await t.call("GET", `/api/Appartement/${d.AppartementId}`, "admin")).status).toBe(200);
  });

  it("a tenant with a dossier", async () => {
    const d = await insertDossier(t, { dateFinBail: "2025-12-31" });
    expectError(await t.call("DELETE", `/api/Locataire/${d.LocataireId}`, "user_delete"), 409);
    expect((await t.call("GET", `/api/Locataire/${d.LocataireId}`, "admin")).status).toBe(200);
  });

  it("a dossier still running (no end, or an end in the future); a finished one goes", async () => {
    const open = await insertDossier(t);
    const future = await insertDossier(t, { dateFinBail: "2027-01-31" });
    const done = await insertDossier(t, { dateFinBail: "2026-11-20" });
    expectError(await t.call("DELETE", `/api/Dossier/${open.id}`, "admin"), 409);
    expectError(await t.call("DELETE", `/api/Dossier/${future.id}`, "admin"), 409);
    expect((await t.call("DELETE", `/api/Dossier/${done.id}`, "admin")).status).toBe(204);
    // Once its dossier is gone, the tenant and the apartment can go too.
    expect((await t.call("DELETE", `/api/Locataire/${done.LocataireId}`, "admin")).status).toBe(
      204,
    );
    expect((await t.call("DELETE", `/api/Appartement/${done.AppartementId}`, "admin")).status).toBe(
      204,
    );
  });
});

describe("receipts", () => {
  it("are unique per (dossier, month): 409 on a second one, in create and update", async () => {
    const d = await insertDossier(t);
    await create(t, "Quitance", { ...valid.Quitance(), DossierId: d.id, date: "2026-10-01" });
    expectError(
      await t.call("POST", "/api/Quitance", "admin", {
        ...valid.Quitance(),
        DossierId: d.id,
        date: "2026-10-15",
      }),
      409,
    );
    const nov = await create(t, "Quitance", {
      ...valid.Quitance(),
      DossierId: d.id,
      date: "2026-11-01",
    });
    expectError(
      await t.call("PUT", `/api/Quitance/${nov.id}`, "admin", { date: "2026-10-05" }),
      409,
    );
    const other = await insertDossier(t);
    expect(
      (
        await t.call("POST", "/api/Quitance", "admin", {
          ...valid.Quitance(),
          DossierId: other.id,
          date: "2026-10-01",
        })
      ).status,
    ).toBe(201);
  });

  it("carry a random, distinct uuid that is not the id", async () => {
    const a = await create(t, "Quitance", valid.Quitance());
    const b = await create(t, "Quitance", valid.Quitance());
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(a.uuid).toMatch(v4);
    expect(b.uuid).toMatch(v4);
    expect(a.uuid).not.toBe(b.uuid);
    const again = await t.call("PUT", `/api/Quitance/${a.id}`, "admin", {
      uuid: b.uuid,
      regle: true,
    });
    expect(again.body.uuid).toBe(a.uuid); // not writable
  });

  it("public confirmation: true sets regle, false unsets it; a second answer is 409", async () => {
    const paid = await create(t, "Quitance", valid.Quitance());
    const r = await t.call("POST", `/api/Quitance/validation/true/${paid.uuid}`, null);
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
    expect(await get(`/api/Quitance/${paid.id}`)).toMatchObject({
      regle: true,
      statusInconu: false,
    });
    const twice = await t.call("POST", `/api/Quitance/validation/false/${paid.uuid}`, null);
    expectError(twice, 409);
    expect(twice.body.error.message).toContain(
      "Votre réponse a déjà été prise en compte par nos services...",
    );
    expect((await get(`/api/Quitance/${paid.id}`)).regle).toBe(true);

    const unpaid = await create(t, "Quitance", { ...valid.Quitance(), regle: true });
    expect(
      (await t.call("POST", `/api/Quitance/validation/false/${unpaid.uuid}`, null)).status,
    ).toBe(200);
    expect(await get(`/api/Quitance/${unpaid.id}`)).toMatchObject({
      regle: false,
      statusInconu: false,
    });
  });

  it("public confirmation: an unknown uuid or an id is 404, a bad state changes nothing", async () => {
    const q = await create(t, "Quitance", valid.Quitance());
    expectError(
      await t.call("POST", `/api/Quitance/validation/true/${crypto.randomUUID()}`, null),
      404,
    );
    expectError(await t.call("POST", `/api/Quitance/validation/true/${q.id}`, null), 404);
    // Not the public route: 404, or 401 as any other anonymous call (spec 6).
    expect([401, 404]).toContain(
      (await t.call("POST", `/api/Quitance/validation/peut-etre/${q.uuid}`, null)).status,
    );
    expect((await get(`/api/Quitance/${q.id}`)).regle).toBe(false);
  });
});
