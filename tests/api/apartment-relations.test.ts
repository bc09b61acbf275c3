import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertLocataire,
  valid,
} from "../support/factories";
import { confirmerQuotesParts } from "../support/quotes-parts";

let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

describe("owners of an apartment", () => {
  it("adds an owner, lists the client's apartments, sets the contact owner, removes the owner", async () => {
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    const add = await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "user");
    expect(add.status).toBe(200);
    const list = await t.call("GET", `/api/Appartement/client/${c.id}`, "user");
    expect(list.body.data.map((x: any) => x.id)).toEqual([a.id]);

    const put = await t.call("PUT", `/api/Appartement/${a.id}`, "user", { defaultContact: c.id });
    expect(put.body.defaultContact).toBe(c.id);
    const one = await t.call("GET", `/api/Appartement/${a.id}`, "user");
    expect(one.body.proprietaires.map((p: any) => p.nom)).toEqual(["Durand"]);

    const rm = await t.call(
      "DELETE",
      `/api/Appartement/${a.id}/owner/remove/${c.id}`,
      "user_delete",
    );
    // Issue 59: an owner removed waits for another admin (ADR 073).
    expect(rm.status).toBe(202);
    expect(rm.body.proprietaire.id).toBe(c.id);
    expect(rm.body.appartement.id).toBe(a.id);
    await confirmerQuotesParts(t, a.id);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.defaultContact).toBeNull();
    expect((await t.call("GET", `/api/Appartement/client/${c.id}`)).body.data).toEqual([]);
  });

  it("writes one history entry per owner added or removed, with the user and the time", async () => {
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "user");
    t.setNow("2026-11-21T11:30:00Z"); // within the 12 h token life
    await t.call("DELETE", `/api/Appartement/${a.id}/owner/remove/${c.id}`, "admin");
    await confirmerQuotesParts(t, a.id);
    const { body } = await t.call("GET", `/api/Appartement/${a.id}`);
    expect(body.history).toEqual([
      expect.objectContaining({
        etat: "Retrait du propriétaire Madame Élise Durand (confirmé par quotes-parts@agence.test)",
        user: "admin@agence.test",
        createdAt: "2026-11-21T11:30:00.000Z",
      }),
      expect.objectContaining({
        etat: "Ajout du propriétaire Madame Élise Durand",
        user: "user@agence.test",
        createdAt: "2026-11-21T10:00:00.000Z",
      }),
    ]);
  });

  it("an owner added twice is one owner and one history entry (the second add changes nothing)", async () => {
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    const first = await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "user");
    const again = await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "user");
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.proprietaire.id).toBe(c.id);
    const { body } = await t.call("GET", `/api/Appartement/${a.id}`);
    expect(body.proprietaires.map((p: any) => p.id)).toEqual([c.id]);
    expect(body.history.map((h: any) => h.etat)).toEqual([
      "Ajout du propriétaire Madame Élise Durand",
    ]);
  });

  it("refuses a removal through DELETE to the user role, and answers 404 for unknown ids", async () => {
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    expect(
      (await t.call("DELETE", `/api/Appartement/${a.id}/owner/remove/${c.id}`, "user")).status,
    ).toBe(403);
    expect((await t.call("PUT", `/api/Appartement/${a.id}/owner/add/9999`)).status).toBe(404);
    expect((await t.call("PUT", `/api/Appartement/9999/owner/add/${c.id}`)).status).toBe(404);
    expect((await t.call("GET", `/api/Appartement/client/9999`)).status).toBe(404);
  });
});

describe("tenants of an apartment", () => {
  it("assigning a tenant creates the dossier, updates the rent, makes the apartment Occupé and writes history", async () => {
    const a = await insertAppartement(t, { loyerHC: 800, charge: 100 });
    const l = await insertLocataire(t);
    const body = { ...valid.Dossier(a.id, l.id), loyerHC: 900, loyerCharge: 150.25 };
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", body);
    expect(r.status).toBe(200);
    expect(r.body.dossier.loyerTTC).toBe(1050.25);
    expect(r.body.appartement).toMatchObject({ loyerHC: 900, charge: 150.25, loyerTCC: 1050.25 });
    const one = (await t.call("GET", `/api/Appartement/${a.id}`)).body;
    expect(one.statut).toBe("Occupé");
    expect(one.locataires.map((x: any) => x.nom)).toEqual(["Martin"]);
    expect(one.history[0].etat).toBe("Entrée du locataire Monsieur Léa Martin");
    // A second assignment of the same tenant while the first runs is a conflict.
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", body)).status,
    ).toBe(409);
  });

  it("a dossier body with errors is refused whole: no dossier, no rent change", async () => {
    const a = await insertAppartement(t, { loyerHC: 800, charge: 100 });
    const l = await insertLocataire(t);
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
      ...valid.Dossier(a.id, l.id),
      jourQuitance: 40,
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.jourQuitance).toMatch(/entre 1 et 31/);
    expect((await t.call("GET", `/api/Dossier`)).body.data).toEqual([]);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.loyerHC).toBe(800);
  });

  it("removing a tenant closes the dossier today and answers locataire, appartement, history", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    await t.call(
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      "user",
      valid.Dossier(a.id, l.id),
    );
    const r = await t.call(
      "DELETE",
      `/api/Appartement/${a.id}/tenant/remove/${l.id}`,
      "user_delete",
    );
    expect(r.status).toBe(200);
    expect(r.body.locataire.id).toBe(l.id);
    expect(r.body.appartement.id).toBe(a.id);
    // Newest first: nobody else lives there, so the apartment turns vacant right after the tenant leaves.
    expect(r.body.history.slice(0, 2).map((h: { etat: string }) => h.etat)).toEqual([
      "Appartement vacant",
      "Sortie du locataire Monsieur Léa Martin",
    ]);
    const one = (await t.call("GET", `/api/Appartement/${a.id}`)).body;
    expect(one.statut).toBe("Vacant");
    expect(one.locataires).toEqual([]);
    expect(one.Dossiers[0].dateFinBail).toBe("2026-11-21");
    expect(
      (await t.call("DELETE", `/api/Appartement/${a.id}/tenant/remove/${l.id}`, "admin")).status,
    ).toBe(404);
  });

  it("status is En Travaux when wip, whatever the tenants", async () => {
    const a = await insertAppartement(t, { wip: true });
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.statut).toBe("En Travaux");
  });
});

describe("equipment and images", () => {
  it("adds and removes equipment (PUT for both, DELETE too for delete roles)", async () => {
    const a = await insertAppartement(t);
    const e = await create(t, "Equipement", valid.Equipement());
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/equipement/add/${e.id}`, "user")).status,
    ).toBe(200);
    expect(
      (await t.call("GET", `/api/Appartement/${a.id}`)).body.Equipements.map((x: any) => x.nom),
    ).toEqual(["Lave-linge"]);
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/equipement/remove/${e.id}`, "user")).status,
    ).toBe(200);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.Equipements).toEqual([]);
  });

  it("uploads an image, links it, and removal deletes the stored object", async () => {
    const a = await insertAppartement(t);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const form = new FormData();
    form.append("url", new File([png], "salon.png", { type: "image/png" }));
    const up = await t.call("POST", "/api/Image", "user", form);
    expect(up.status).toBe(201);
    expect(up.body.url).toMatch(/^\/files\/images\/.+\.png$/);
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/image/add/${up.body.id}`, "user")).status,
    ).toBe(200);
    const one = (await t.call("GET", `/api/Appartement/${a.id}`)).body;
    expect(one.Images).toEqual([expect.objectContaining({ id: up.body.id, url: up.body.url })]);
    expect(t.files.keys()).toHaveLength(1);
    // Removing deletes the image: only the roles that may delete can.
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/image/remove/${up.body.id}`, "user")).status,
    ).toBe(403);
    expect(
      (await t.call("PUT", `/api/Appartement/${a.id}/image/remove/${up.body.id}`, "user_delete"))
        .status,
    ).toBe(200);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.Images).toEqual([]);
    expect(t.files.keys()).toHaveLength(0);
  });

  it("refuses non-images (415), more than 20 files (400) and keeps nothing of a bad batch", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const bad = new FormData();
    bad.append("url", new File([png], "ok.png"));
    bad.append("url", new File(["<svg onload=alert(1)>"], "evil.svg", { type: "image/svg+xml" }));
    const r = await t.call("POST", "/api/Image", "user", bad);
    expect(r.status).toBe(415);
    expect(r.body.error.message).toMatch(/n'est pas une image/);
    expect(t.files.keys()).toHaveLength(0);
    const many = new FormData();
    for (let i = 0; i < 21; i++) many.append("url", new File([png], `p${i}.png`));
    expect((await t.call("POST", "/api/Image", "user", many)).status).toBe(400);
  });
});

describe("deletes that would break a link", () => {
  it("refuses to delete an owner of apartments or a mission's client (409), then allows it once unlinked", async () => {
    const a = await insertAppartement(t);
    const c = await insertClient(t);
    await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`, "user");
    const r = await t.call("DELETE", `/api/Client/${c.id}`, "admin");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/propriétaire/);
    await t.call("DELETE", `/api/Appartement/${a.id}/owner/remove/${c.id}`, "admin");
    await confirmerQuotesParts(t, a.id);
    expect((await t.call("DELETE", `/api/Client/${c.id}`, "admin")).status).toBe(204);
  });

  it("refuses to delete an apartment with intendances (409)", async () => {
    const a = await insertAppartement(t);
    await create(t, "Intendance", valid.Intendance(a.id));
    expect((await t.call("DELETE", `/api/Appartement/${a.id}`, "admin")).status).toBe(409);
  });
});

describe("client receipts", () => {
  it("the client's Quittances are the receipts of the apartments it owns", async () => {
    const c = await insertClient(t);
    const owned = await insertAppartement(t);
    const other = await insertAppartement(t);
    await t.call("PUT", `/api/Appartement/${owned.id}/owner/add/${c.id}`, "user");
    const q1 = await create(t, "Quitance", { ...valid.Quitance(), AppartementId: owned.id });
    await create(t, "Quitance", { ...valid.Quitance(), AppartementId: other.id });
    const { body } = await t.call("GET", `/api/Client/${c.id}`);
    expect(body.Quitances.map((q: any) => q.id)).toEqual([q1.id]);
  });
});
