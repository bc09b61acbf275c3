import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { insertDossier, valid } from "../support/factories";

// Issue 23, part 6 (décret n° 2016-382, art. 3): meters, keys, the tenant's new address on the exit, and the exit
// started as a copy of the entry, rooms keeping their identity.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const set = (dossierId: number, slot: "etatIn" | "etatOut", body: unknown) =>
  t.call("PUT", `/api/Dossier/${dossierId}/${slot}/set`, "user", body);

const COMPTEURS = [
  { type: "électricité HP", numero: "PDL 0912 3456 7890", releve: 12034 },
  { type: "électricité HC", numero: "PDL 0912 3456 7890", releve: 8410.5 },
  { type: "gaz", numero: "GZ-778", releve: 3021 },
  { type: "eau chaude", numero: null, releve: 104.25 },
  { type: "eau froide", numero: "EF 55", releve: 0 },
];
const CLES = [
  { type: "Porte d'entrée", nombre: 3 },
  { type: "Boîte aux lettres", nombre: 1 },
  { type: "Badge de l'immeuble", nombre: 0 },
];

describe("meters, keys and the new address", () => {
  it("stores compteurs and cles on the entry, and nouvelleAdresse on the exit", async () => {
    const d = await insertDossier(t);
    const r = await set(d.id, "etatIn", {
      ...valid.EtatLieux(),
      compteurs: COMPTEURS,
      cles: [...CLES.slice(0, 2), { type: "Badge de l'immeuble", nombre: "0" }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.EtatEntrant).toMatchObject({
      compteurs: COMPTEURS,
      cles: CLES,
      nouvelleAdresse: null,
    });
    const out = await set(d.id, "etatOut", {
      ...valid.EtatLieux(),
      date: "2029-06-30",
      nouvelleAdresse: "12 rue des Lilas, 69003 Lyon",
      compteurs: [{ type: "eau froide", numero: "EF 55", releve: "31,5" }],
      cles: [],
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.EtatSortant).toMatchObject({
      date: "2029-06-30",
      nouvelleAdresse: "12 rue des Lilas, 69003 Lyon",
      compteurs: [{ type: "eau froide", numero: "EF 55", releve: 31.5 }],
      cles: [],
    });
    const read = (await t.call("GET", `/api/EtatLieux/${out.body.etatOut}`, "user")).body;
    expect(read.nouvelleAdresse).toBe("12 rue des Lilas, 69003 Lyon");
  });

  it("refuses a negative reading, an unknown kind of meter, a missing reading and a broken key count, each on its field", async () => {
    const d = await insertDossier(t);
    const r = await set(d.id, "etatIn", {
      ...valid.EtatLieux(),
      compteurs: [
        { type: "gaz", numero: "1", releve: -3 },
        { type: "fioul", numero: "2", releve: 4 },
        { type: "eau froide", numero: "3" },
      ],
      cles: [
        { type: "Cave", nombre: -1 },
        { type: "", nombre: 2 },
        { type: "Garage", nombre: 1.5 },
      ],
    });
    expect(expectFieldError(r, "compteurs.0.releve")).toBe(
      "Le relevé du compteur ne peut pas être négatif.",
    );
    expect(expectFieldError(r, "compteurs.1.type")).toBe("Valeur non autorisée.");
    expect(expectFieldError(r, "compteurs.2.releve")).toBe("Ce champ est obligatoire.");
    expect(expectFieldError(r, "cles.0.nombre")).toBe(
      "Le nombre de clés doit être un entier positif ou nul.",
    );
    expect(expectFieldError(r, "cles.1.type")).toBe("Ce champ est obligatoire.");
    expect(expectFieldError(r, "cles.2.nombre")).toBe("Ce champ doit être un nombre entier.");
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.etatIn).toBeNull();
  });

  it("refuses a new address on the entry inventory (only the exit carries it)", async () => {
    const d = await insertDossier(t);
    const r = await set(d.id, "etatIn", { ...valid.EtatLieux(), nouvelleAdresse: "Ailleurs" });
    expect(expectFieldError(r, "nouvelleAdresse")).toBe(
      "Seul l'état des lieux de sortie porte la nouvelle adresse du locataire.",
    );
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.etatIn).toBeNull();
    expect((await set(d.id, "etatIn", { ...valid.EtatLieux(), nouvelleAdresse: " " })).status).toBe(
      200,
    );
  });
});

describe("the exit starts as a copy of the entry", () => {
  const room = (piece: string | null, nom: string, sol: string) => ({
    piece,
    nom,
    Mur: "Blanc",
    Sol: sol,
    Plafond: null,
    Fenetre: null,
    Electricite: null,
    Plomberie: null,
    Serrure: null,
    Observation: null,
  });

  it("an exit set without rooms, keys or meters takes the entry's, rooms with their ids; the entry is untouched", async () => {
    const d = await insertDossier(t);
    const entry = (
      await set(d.id, "etatIn", {
        ...valid.EtatLieux(),
        pieces: [room("Séjour", "Séjour", "Parquet neuf"), room(null, "Chambre", "Moquette")],
        compteurs: COMPTEURS,
        cles: CLES,
      })
    ).body.EtatEntrant;
    const r = await set(d.id, "etatOut", {
      ...valid.EtatLieux(),
      date: "2029-06-30",
      nouvelleAdresse: "Lyon",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.EtatSortant.id).not.toBe(entry.id);
    expect(r.body.EtatSortant).toMatchObject({
      pieces: entry.pieces,
      compteurs: COMPTEURS,
      cles: CLES,
    });
    expect(r.body.EtatSortant.pieces.map((p: any) => p.id)).toEqual(
      entry.pieces.map((p: any) => p.id),
    );

    // Staff then change the copy: a room renamed keeps its id, a room added gets its own; the entry stays as it was.
    const [sejour, chambre] = r.body.EtatSortant.pieces;
    const changed = await set(d.id, "etatOut", {
      ...valid.EtatLieux(),
      date: "2029-06-30",
      pieces: [
        { ...sejour, nom: "Salon", Sol: "Parquet rayé" },
        chambre,
        room(null, "Bureau", "Lino"),
      ],
      cles: [{ type: "Porte d'entrée", nombre: 2 }],
    });
    expect(changed.status).toBe(200);
    const pieces = changed.body.EtatSortant.pieces;
    expect(pieces.map((p: any) => [p.nom, p.Sol])).toEqual([
      ["Salon", "Parquet rayé"],
      ["Chambre", "Moquette"],
      ["Bureau", "Lino"],
    ]);
    expect(pieces[0].id).toBe(sejour.id);
    expect(pieces[2].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry.pieces.map((p: any) => p.id)).not.toContain(pieces[2].id);
    // Meters not sent: the entry's again; keys sent: as sent.
    expect(changed.body.EtatSortant.compteurs).toEqual(COMPTEURS);
    expect(changed.body.EtatSortant.cles).toEqual([{ type: "Porte d'entrée", nombre: 2 }]);
    expect(changed.body.EtatEntrant).toMatchObject({ id: entry.id, pieces: entry.pieces });
  });

  it("without an entry inventory, an exit set without rooms starts from the five default rooms", async () => {
    const d = await insertDossier(t);
    const r = await set(d.id, "etatOut", valid.EtatLieux());
    expect(r.status).toBe(200);
    expect(r.body.EtatSortant.pieces).toHaveLength(5);
    expect(r.body.EtatSortant).toMatchObject({ compteurs: null, cles: null });
  });

  it("is still 404 for an unknown dossier and 400 for a broken exit body", async () => {
    expectError(await set(999999, "etatOut", valid.EtatLieux()), 404);
    const d = await insertDossier(t);
    expectFieldError(await set(d.id, "etatOut", { ...valid.EtatLieux(), date: "hier" }), "date");
  });
});
