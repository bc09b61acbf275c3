import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertLocataire,
  valid,
} from "../support/factories";
import { pngForm } from "../support/resources";
import { inTransaction } from "../../worker/services/transaction";
import { deleteStored } from "../../worker/services/files/cleanup";
import { Client } from "../../worker/db/schema";

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("one transaction per business write", () => {
  it("a failure half-way leaves nothing written, and the stored objects it meant to delete stay", async () => {
    const img = (await t.call("POST", "/api/Image", "admin", pngForm())).body;
    const keys = t.files.keys().length;
    await expect(
      inTransaction(t.ports, async (tx) => {
        await tx.db.insert(Client).values({ ...valid.Client(), nom: "Fantôme" } as never);
        await deleteStored(tx, img.url.slice(1));
        throw new Error("panne au milieu");
      }),
    ).rejects.toThrow("panne au milieu");
    expect(await t.db.select().from(Client).where(eq(Client.nom, "Fantôme"))).toEqual([]);
    expect(t.files.keys().length).toBe(keys);
  });

  it("a commit deletes the stored objects afterwards", async () => {
    const img = (await t.call("POST", "/api/Image", "admin", pngForm())).body;
    const keys = t.files.keys().length;
    await inTransaction(t.ports, (tx) => deleteStored(tx, img.url.slice(1)));
    expect(t.files.keys().length).toBe(keys - 1);
  });

  it("a refused tenant entry (invalid lease) writes no history and leaves the apartment's rent as it was", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 999,
      depotGarantie: "beaucoup",
    });
    expect(r.status).toBe(400);
    const after = (await t.call("GET", `/api/Appartement/${a.id}`)).body;
    expect(after.loyerHC).toBe(a.loyerHC);
    expect(after.history).toEqual([]);
    expect(after.Dossiers).toEqual([]);
  });

  it("deleting an apartment takes its images and their stored objects; a refused delete takes nothing", async () => {
    const a = await insertAppartement(t);
    const form = pngForm();
    form.append("AppartementId", String(a.id));
    const img = (await t.call("POST", "/api/Image", "admin", form)).body;
    const l = await insertLocataire(t);
    await t.call(
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      "admin",
      valid.Dossier(a.id, l.id),
    );
    const keys = t.files.keys().length;
    expect((await t.call("DELETE", `/api/Appartement/${a.id}`)).status).toBe(409);
    expect(t.files.keys().length).toBe(keys);
    expect((await t.call("GET", `/api/Image/${img.id}`)).status).toBe(200);

    const b = await insertAppartement(t);
    const form2 = pngForm();
    form2.append("AppartementId", String(b.id));
    const img2 = (await t.call("POST", "/api/Image", "admin", form2)).body;
    expect((await t.call("DELETE", `/api/Appartement/${b.id}`)).status).toBe(204);
    expect((await t.call("GET", `/api/Image/${img2.id}`)).status).toBe(404);
    expect(t.files.keys()).not.toContain(img2.url.slice(1));
  });
});

describe("mission list", () => {
  it("carries each mission's Clients (the Commanditaires column)", async () => {
    const m = await create(t, "Mission", valid.Mission());
    const c = await insertClient(t, { nom: "Commanditaire" });
    expect((await t.call("PUT", `/api/Mission/${m.id}/client/add/${c.id}`)).status).toBe(200);
    const row = (await t.call("GET", "/api/Mission")).body.data.find(
      (x: { id: number }) => x.id === m.id,
    );
    expect(row.Clients.map((x: { nom: string }) => x.nom)).toEqual(["Commanditaire"]);
  });
});

describe("list search (?q=, ?limit=)", () => {
  it("finds records by any word of their text fields, ignoring accents and case, and caps the count", async () => {
    await insertClient(t, { nom: "Lefèvre", prenom: "Éloïse", ville: "Saint-Étienne" });
    await insertClient(t, { nom: "Lefevre", prenom: "Marc", ville: "Lyon" });
    const names = async (q: string) =>
      (await t.call("GET", `/api/Client?q=${encodeURIComponent(q)}`)).body.data
        .map((c: { prenom: string }) => c.prenom)
        .sort();
    expect(await names("eloise")).toEqual(["Éloïse"]);
    expect(await names("LEFEVRE")).toEqual(["Marc", "Éloïse"]);
    expect(await names("lefèvre saint")).toEqual(["Éloïse"]);
    expect(await names("introuvable-xyz")).toEqual([]);
    expect((await t.call("GET", "/api/Client?q=lefevre&limit=1")).body.data).toHaveLength(1);
  });

  it("without a query, ?limit= gives the first rows by id, filters applied", async () => {
    const limoges = [
      await insertClient(t, { nom: "Premier", ville: "Limoges" }),
      await insertClient(t, { nom: "Second", ville: "Limoges" }),
    ];
    await insertClient(t, { nom: "Troisième", ville: "Limoges" });
    const all = (await t.call("GET", "/api/Client")).body.data.map((c: { id: number }) => c.id);
    expect(
      (await t.call("GET", "/api/Client?limit=2")).body.data.map((c: { id: number }) => c.id),
    ).toEqual(all.slice(0, 2));
    expect(
      (await t.call("GET", "/api/Client?ville=Limoges&limit=2&q=")).body.data.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual(limoges.map((c) => c.id));
  });

  it("never matches on hidden columns", async () => {
    const r = await t.call("GET", "/api/User?q=pbkdf2", "admin");
    expect(r.body.data).toEqual([]);
  });
});
