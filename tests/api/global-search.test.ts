import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  insertAppartement,
  insertClient,
  insertDossier,
  insertLocataire,
} from "../support/factories";

// GET /api/search?q=: the Ctrl+K search of the web. Clients, apartments, tenants and dossiers by name, address or
// reference, with the list search's matching (every word, accents and case ignored), a few per type.

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await makeTestApp();
  ids.client = (
    await insertClient(t, {
      nom: "Lefèvre",
      prenom: "Éloïse",
      adresse: "4 allée des Érables",
      codePostal: "42000",
      ville: "Saint-Étienne",
    })
  ).id;
  ids.appartement = (
    await insertAppartement(t, {
      adresse: "17 rue de l'Église",
      codePostal: "69003",
      ville: "Lyon",
      numeroClef: "CLE-4411",
    })
  ).id;
  ids.locataire = (
    await insertLocataire(t, {
      nom: "Nguyễn",
      prenom: "Thérèse",
      ville: "Villeurbanne",
      mail: "therese@example.fr",
    })
  ).id;
  ids.dossier = (
    await insertDossier(t, {
      AppartementId: ids.appartement,
      LocataireId: ids.locataire,
      numFraisDossier: "FD-2031-077",
    })
  ).id;
});
afterAll(() => t.close());

type Hit = { type: string; id: number; label: string; detail: string };
const search = async (q: string, who: "admin" | "user" | "user_delete" = "admin") => {
  const r = await t.call("GET", `/api/search?q=${encodeURIComponent(q)}`, who);
  expect(r.status).toBe(200);
  return r.body.data as Hit[];
};
const found = (hits: Hit[]) => hits.map((h) => `${h.type} ${h.id}`);

describe("GET /api/search", () => {
  it("finds a client by name without accents or case, with its label and address", async () => {
    const hits = await search("ELOISE lefevre");
    expect(hits).toEqual([
      {
        type: "Client",
        id: ids.client,
        label: "Éloïse Lefèvre",
        detail: "4 allée des Érables, 42000 Saint-Étienne",
      },
    ]);
  });

  it("finds an apartment by address or key number", async () => {
    expect(found(await search("rue de l'eglise"))).toEqual([
      `Appartement ${ids.appartement}`,
      `Dossier ${ids.dossier}`,
    ]);
    const [apartment] = await search("cle-4411");
    expect(apartment).toEqual({
      type: "Appartement",
      id: ids.appartement,
      label: "17 rue de l'Église",
      detail: "69003 Lyon",
    });
  });

  it("finds a tenant by name, and the tenant's dossier with it", async () => {
    const hits = await search("therese nguyen");
    expect(found(hits)).toEqual([`Locataire ${ids.locataire}`, `Dossier ${ids.dossier}`]);
    expect(hits[0]).toEqual({
      type: "Locataire",
      id: ids.locataire,
      label: "Thérèse Nguyễn",
      detail: "Villeurbanne · therese@example.fr",
    });
  });

  it("finds a dossier by its reference, labelled with its tenant and apartment", async () => {
    expect(await search("fd-2031-077")).toEqual([
      {
        type: "Dossier",
        id: ids.dossier,
        label: `Dossier n° ${ids.dossier} · Thérèse Nguyễn`,
        detail: "17 rue de l'Église, 69003 Lyon · FD-2031-077",
      },
    ]);
  });

  it("answers every logged-in role; an empty or unmatched query finds nothing", async () => {
    expect(found(await search("lefevre", "user"))).toEqual([`Client ${ids.client}`]);
    expect(found(await search("lefevre", "user_delete"))).toEqual([`Client ${ids.client}`]);
    expect(await search("")).toEqual([]);
    expect(await search("   ")).toEqual([]);
    expect(await search("introuvable-xyz")).toEqual([]);
  });

  it("orders by type (clients, apartments, tenants, dossiers) and keeps a few of each", async () => {
    for (let i = 0; i < 9; i++) {
      await insertClient(t, { nom: `Homonyme${i}`, prenom: "Zoé", ville: "Quimper" });
      await insertLocataire(t, { nom: `Homonyme${i}`, prenom: "Zoé", ville: "Quimper" });
      await insertAppartement(t, { adresse: `${i} quai Zoé Homonyme`, ville: "Quimper" });
    }
    const types = (await search("zoe homonyme quimper")).map((h) => h.type);
    expect(types).toEqual([
      ...Array(6).fill("Client"),
      ...Array(6).fill("Appartement"),
      ...Array(6).fill("Locataire"),
    ]);
  });

  it("names only what a person may read: no hidden column answers, no extra field is sent", async () => {
    // A password hash is stored as "pbkdf2$..." and accounts are not searched at all.
    expect(await search("pbkdf2")).toEqual([]);
    expect(await search("admin@agence.test")).toEqual([]);
    for (const hit of await search("e"))
      expect(Object.keys(hit).sort()).toEqual(["detail", "id", "label", "type"]);
  });

  it("is refused without a login", async () => {
    const r = await t.call("GET", "/api/search?q=lefevre", null);
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBeTruthy();
  });
});
