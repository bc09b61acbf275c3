import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, download, expectError, form } from "../support/http";
import { insertAppartement, insertDossier, valid } from "../support/factories";

// Spec 7 "PUT /Dossier/{id}/etatIn/set and /etatOut/set (body is the inventory; response dossier)", spec 3's fields and
// room grid, spec 5's required fields, spec 8's replacement ("L'ancien état des lieux sera remplacé, et donc supprimé").
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const ROOMS = ["Entrée", "Séjour", "Cuisine", "Salle d'eau", "W.C."];
const ELEMENTS = [
  "Mur",
  "Sol",
  "Plafond",
  "Fenetre",
  "Electricite",
  "Plomberie",
  "Serrure",
  "Observation",
];
const set = (
  dossierId: number,
  slot: "etatIn" | "etatOut",
  body: unknown,
  role: "admin" | "user" = "user",
) => t.call("PUT", `/api/Dossier/${dossierId}/${slot}/set`, role, body);

describe("PUT /api/Dossier/{id}/etatIn/set", () => {
  it("creates the inventory of the dossier's apartment and answers the dossier, whose EtatEntrant holds it", async () => {
    const d = await insertDossier(t);
    const other = await insertAppartement(t);
    const body = {
      ...valid.EtatLieux(),
      interphone: true,
      doubleVitrage: true,
      AppartementId: other.id,
      signed: "/files/x.pdf",
    };
    const r = await set(d.id, "etatIn", body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      id: d.id,
      etatIn: expect.any(Number),
      etatOut: null,
      Cautions: [],
      EtatSortant: null,
    });
    expect(r.body.EtatEntrant).toMatchObject({
      id: r.body.etatIn,
      AppartementId: d.AppartementId,
      signed: null,
      interphone: true,
      doubleVitrage: true,
      lieu: "Paris",
      date: "2026-11-01",
      clef: "2 clés",
      eauFroide: "OK",
      eauChaude: "OK",
      chauffage: "OK",
      antenne: "OK",
      amenagement: "Cuisine équipée",
    });
    // Without a grid, the five rooms of spec 3 with every element blank.
    expect(r.body.EtatEntrant.pieces.map((p: any) => p.nom)).toEqual(ROOMS);
    for (const p of r.body.EtatEntrant.pieces) for (const e of ELEMENTS) expect(p[e]).toBeNull();
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.EtatEntrant).toMatchObject({
      id: r.body.etatIn,
    });
  });

  it("keeps the grid as sent: rooms renamed, added and removed, each with its eight elements", async () => {
    const d = await insertDossier(t);
    const room = (piece: string | null, nom: string, v: string) => ({
      piece,
      nom,
      ...Object.fromEntries(ELEMENTS.map((e) => [e, `${v} ${e}`])),
    });
    const pieces = [
      room("Entrée", "Hall d'entrée", "bon"),
      room("Séjour", "Séjour", "neuf"),
      room(null, "Chambre 1", "usé"),
    ];
    const r = await set(d.id, "etatIn", { ...valid.EtatLieux(), pieces });
    expect(r.status).toBe(200);
    // Each room as sent, with the identity the server gave it (kept by later reads).
    const stored = r.body.EtatEntrant.pieces;
    expect(stored).toEqual(
      pieces.map((p) => ({ ...p, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })),
    );
    expect(new Set(stored.map((p: any) => p.id)).size).toBe(3);
    expect((await t.call("GET", `/api/EtatLieux/${r.body.etatIn}`, "user")).body.pieces).toEqual(
      stored,
    );
  });

  it("refuses a body missing spec 5's required fields with a French message on each, writing nothing", async () => {
    const d = await insertDossier(t);
    const r = await set(d.id, "etatIn", { interphone: true });
    expectError(r, 400);
    for (const f of [
      "lieu",
      "date",
      "clef",
      "eauFroide",
      "eauChaude",
      "chauffage",
      "antenne",
      "amenagement",
    ])
      expect(r.body.error.fields[f]).toBe("Ce champ est obligatoire.");
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body).toMatchObject({
      etatIn: null,
      EtatEntrant: null,
    });
    expect(
      (await t.call("GET", `/api/EtatLieux?AppartementId=${d.AppartementId}`, "user")).body.data,
    ).toEqual([]);
  });

  it("is 404 for an unknown dossier, creating nothing; a broken body is 400", async () => {
    const before = (await t.call("GET", "/api/EtatLieux", "admin")).body.data.length;
    expectError(await set(999999, "etatIn", valid.EtatLieux()), 404);
    expect((await t.call("GET", "/api/EtatLieux", "admin")).body.data.length).toBe(before);
    expectError(await set((await insertDossier(t)).id, "etatIn", [valid.EtatLieux()]), 400);
  });
});

describe("replacing an inventory", () => {
  it("deletes the old row and, after the commit, its signed copy; the exit inventory is untouched", async () => {
    const d = await insertDossier(t);
    const first = (await set(d.id, "etatIn", valid.EtatLieux())).body.etatIn;
    const exit = (await set(d.id, "etatOut", { ...valid.EtatLieux(), date: "2027-01-15" })).body;
    expect(exit).toMatchObject({
      etatIn: first,
      EtatEntrant: { id: first },
      EtatSortant: { date: "2027-01-15" },
    });
    const signed = (
      await t.call(
        "PUT",
        `/api/EtatLieux/${first}`,
        "admin",
        form({ signed: { bytes: PDF, name: "edl.pdf", type: "application/pdf" } }),
      )
    ).body.signed;
    expect((await download(t, signed)).status).toBe(200);

    const r = await set(d.id, "etatIn", { ...valid.EtatLieux(), lieu: "Lyon" });
    expect(r.status).toBe(200);
    expect(r.body.etatIn).not.toBe(first);
    expect(r.body.EtatEntrant).toMatchObject({ id: r.body.etatIn, lieu: "Lyon", signed: null });
    expect(r.body.EtatSortant).toMatchObject({ id: exit.etatOut });
    expect((await t.call("GET", `/api/EtatLieux/${first}`, "admin")).status).toBe(404);
    expect(t.files.keys()).not.toContain(signed.slice(1));
    expect((await download(t, signed)).status).toBe(404);
  });

  it("a refused replacement keeps the old inventory and its signed copy", async () => {
    const d = await insertDossier(t);
    const first = (await set(d.id, "etatOut", valid.EtatLieux())).body.etatOut;
    const signed = (
      await t.call(
        "PUT",
        `/api/EtatLieux/${first}`,
        "admin",
        form({ signed: { bytes: PDF, name: "edl.pdf", type: "application/pdf" } }),
      )
    ).body.signed;
    expectError(await set(d.id, "etatOut", { ...valid.EtatLieux(), date: "demain" }), 400);
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "admin")).body.EtatSortant).toMatchObject({
      id: first,
      signed,
    });
    expect((await download(t, signed)).status).toBe(200);
  });

  it("parallel replacements leave exactly one inventory in the slot, the others deleted", async () => {
    const d = await insertDossier(t);
    const rs = await Promise.all(
      [1, 2, 3, 4].map((i) => set(d.id, "etatIn", { ...valid.EtatLieux(), lieu: `Lieu ${i}` })),
    );
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const list = (await t.call("GET", `/api/EtatLieux?AppartementId=${d.AppartementId}`, "admin"))
      .body.data;
    const final = (await t.call("GET", `/api/Dossier/${d.id}`, "admin")).body.etatIn;
    expect(list.map((e: any) => e.id)).toEqual([final]);
  });
});

describe("the apartment's Etat des lieux tab", () => {
  it("lists the inventories of its dossiers (entry and exit)", async () => {
    const d = await insertDossier(t);
    const inId = (await set(d.id, "etatIn", valid.EtatLieux())).body.etatIn;
    const outId = (await set(d.id, "etatOut", { ...valid.EtatLieux(), date: "2027-02-01" })).body
      .etatOut;
    const a = (await t.call("GET", `/api/Appartement/${d.AppartementId}`, "user")).body;
    expect(a.EtatLieux.map((e: any) => e.id).sort()).toEqual([inId, outId].sort());
  });
});
