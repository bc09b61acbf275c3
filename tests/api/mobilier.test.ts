import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement } from "../support/factories";
import { eq } from "drizzle-orm";
import { Mobilier } from "../../worker/db/schema";
import { MOBILIER_DECRET_2015_981 } from "../../worker/domain/mobilier/decret-2015-981";

// Issue 23, part 7: an apartment's furniture list, pre-filled with the minimum furniture of décret n° 2015-981
// art. 2, replaced whole by PUT, refused field by field in French.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const path = (id: number) => `/api/Appartement/${id}/mobilier`;
const DECRET = MOBILIER_DECRET_2015_981.map((d) => d.designation);

describe("GET /api/Appartement/{id}/mobilier", () => {
  it("proposes the décret's eleven items, quantity 1, condition to fill, unsaved", async () => {
    const a = await insertAppartement(t);
    const r = await t.call("GET", path(a.id), "user");
    expect(r.status).toBe(200);
    expect(r.body.enregistre).toBe(false);
    expect(r.body.manquants).toEqual(DECRET);
    expect(r.body.data).toHaveLength(11);
    expect(r.body.data[0]).toEqual({
      id: null,
      designation: "Literie avec couette ou couverture",
      quantite: 1,
      etat: null,
      piece: "Chambre",
      elementObligatoire: "literie",
      ordre: 0,
    });
  });

  it("answers 404 for an unknown apartment", async () => {
    const r = await t.call("GET", path(999999), "user");
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("L'appartement est introuvable.");
  });
});

describe("PUT /api/Appartement/{id}/mobilier", () => {
  it("saves the list in its order, then changes and removes lines", async () => {
    const a = await insertAppartement(t);
    const proposees = (await t.call("GET", path(a.id), "user")).body.data;
    const lignes = [
      ...proposees.map((l: Record<string, unknown>) => ({ ...l, etat: "bon état" })),
      { designation: "Canapé convertible", quantite: 1, etat: "neuf", piece: "Séjour" },
    ];
    const r = await t.call("PUT", path(a.id), "user", { lignes });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.enregistre).toBe(true);
    expect(r.body.manquants).toEqual([]);
    expect(r.body.data).toHaveLength(12);
    expect(r.body.data.map((l: { ordre: number }) => l.ordre)).toEqual([...Array(12).keys()]);
    expect(r.body.data[11]).toMatchObject({
      id: expect.any(Number),
      designation: "Canapé convertible",
      etat: "neuf",
      piece: "Séjour",
      elementObligatoire: null,
    });

    // The fridge goes to 0, the oven is removed, the sofa moves first: the list read back is the new one.
    const suite = r.body.data
      .filter((l: { elementObligatoire: string | null }) => l.elementObligatoire !== "four")
      .map((l: { elementObligatoire: string | null }) =>
        l.elementObligatoire === "froid" ? { ...l, quantite: 0, etat: "à remplacer" } : l,
      );
    const again = await t.call("PUT", path(a.id), "user_delete", {
      lignes: [suite.at(-1), ...suite.slice(0, -1)],
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toHaveLength(11);
    expect(again.body.data[0].designation).toBe("Canapé convertible");
    expect(again.body.manquants).toEqual([
      "Four ou four à micro-ondes",
      "Réfrigérateur avec compartiment à -6 °C ou moins, ou réfrigérateur et congélateur",
    ]);
    const read = await t.call("GET", path(a.id), "user");
    expect(read.body).toEqual(again.body);
  });

  it("an empty list is saved as none: the décret's proposal comes back", async () => {
    const a = await insertAppartement(t);
    await t.call("PUT", path(a.id), "user", { lignes: [{ designation: "Lit", quantite: 1 }] });
    const r = await t.call("PUT", path(a.id), "user", { lignes: [] });
    expect(r.status).toBe(200);
    expect(r.body.enregistre).toBe(false);
    expect(r.body.data).toHaveLength(11);
  });

  it("refuses a bad line with French messages on its fields, and keeps the stored list", async () => {
    const a = await insertAppartement(t);
    await t.call("PUT", path(a.id), "user", {
      lignes: [{ designation: "Table et sièges", quantite: 1 }],
    });
    const r = await t.call("PUT", path(a.id), "user", {
      lignes: [
        { designation: "Chaise", quantite: 4 },
        { designation: "", quantite: -1, etat: "cassé", elementObligatoire: "piano" },
        { designation: "Lampe", quantite: 1.5 },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({
      "lignes.1.designation": "Ce champ est obligatoire.",
      "lignes.1.quantite": "La quantité doit être un nombre entier entre 0 et 9999.",
      "lignes.1.etat": "Valeur non autorisée.",
      "lignes.1.elementObligatoire": "Valeur non autorisée.",
      "lignes.2.quantite": "Ce champ doit être un nombre entier.",
    });
    const read = await t.call("GET", path(a.id), "user");
    expect(read.body.data.map((l: { designation: string }) => l.designation)).toEqual([
      "Table et sièges",
    ]);
  });

  it("refuses a body without lines, and an unknown apartment", async () => {
    const a = await insertAppartement(t);
    const r = await t.call("PUT", path(a.id), "user", { items: [] });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ lignes: "La liste du mobilier est attendue." });
    const missing = await t.call("PUT", path(999999), "user", { lignes: [] });
    expect(missing.status).toBe(404);
  });

  it("goes with its apartment", async () => {
    const a = await insertAppartement(t);
    await t.call("PUT", path(a.id), "user", { lignes: [{ designation: "Lit", quantite: 1 }] });
    expect((await t.call("DELETE", `/api/Appartement/${a.id}`, "admin")).status).toBe(204);
    expect((await t.call("GET", path(a.id), "user")).status).toBe(404);
    const left = await t.ports.db.select().from(Mobilier).where(eq(Mobilier.AppartementId, a.id));
    expect(left).toEqual([]);
  });
});
