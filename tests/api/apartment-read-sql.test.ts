import { afterEach, beforeEach, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";

// The apartment read is built whole by SQLite (services/resources/appartement-read.ts): each record it nests must be
// the same as that record's own API answer (money in euros, booleans, JSON columns and the money inside them), and
// its day flags the domain's, on the server's Paris day.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

/** The record's own fields as its list gives them, for the keys the nested copy has. */
async function listRow(resource: string, id: number) {
  const { body } = await t.call("GET", `/api/${resource}`, "admin");
  return body.data.find((r: { id: number }) => r.id === id);
}
const sameFields = (
  nested: Record<string, unknown>,
  own: Record<string, unknown>,
  skip: string[],
) => {
  for (const [k, v] of Object.entries(nested)) if (!skip.includes(k)) expect(v, k).toEqual(own[k]);
};

it("nests each dossier, tenant and intendance exactly as their own answers, with the day's flags and status", async () => {
  const a = await insertAppartement(t, {
    surface: 45.35,
    cave: true,
    caveNum: 12,
    loyerHC: 1234.56,
    charge: 80.1,
  });
  const [l1, l2] = [await insertLocataire(t), await insertLocataire(t, { nom: "Martin" })];
  // Ended last year, with a rent control block (money inside a JSON column).
  const ended = await create(t, "Dossier", {
    ...valid.Dossier(a.id, l1.id),
    dateEntree: "2024-01-01",
    dateFinBail: "2025-06-30",
    encadrement: {
      surface: 30,
      loyerReferenceMajore: 25.5,
      loyerReference: 21.25,
      caracteristiqueLoyer: "Terrasse",
    },
  });
  // Running, in its notice period today.
  const running = await create(t, "Dossier", {
    ...valid.Dossier(a.id, l2.id),
    dateEntree: "2025-07-01",
    dateDebutPreavis: "2026-11-01",
    dateFinPreavis: "2026-12-31",
  });
  const past = await create(t, "Intendance", {
    ...valid.Intendance(a.id),
    dateDepart: "2025-01-01",
    dateFin: "2025-12-31",
  });
  const current = await create(t, "Intendance", valid.Intendance(a.id));

  const { status, body } = await t.call("GET", `/api/Appartement/${a.id}`, "user");
  expect(status).toBe(200);
  sameFields(body, await listRow("Appartement", a.id), [
    "loyer",
    "statut",
    "proprietaires",
    "Equipements",
    "Images",
    "locataires",
    "Dossiers",
    "Intendances",
    "EtatLieux",
    "history",
    "Missions",
    "Fichiers",
    "supprimable",
  ]);
  expect(body).toMatchObject({
    surface: 45.35,
    cave: true,
    wip: false,
    loyerHC: 1234.56,
    charge: 80.1,
    statut: "Occupé",
    supprimable: false,
  });
  expect(body.loyer).toEqual({ charge: 80.1, loyerHC: 1234.56, loyerTCC: 1314.66 });

  // Newest first; the ended one closed, the running one in notice.
  expect(
    body.Dossiers.map((d: { id: number; clos: boolean; enPreavis: boolean }) => [
      d.id,
      d.clos,
      d.enPreavis,
    ]),
  ).toEqual([
    [running.id, false, true],
    [ended.id, true, false],
  ]);
  for (const d of body.Dossiers) {
    sameFields(d, await listRow("Dossier", d.id), ["Locataire"]);
    sameFields(d.Locataire, await listRow("Locataire", d.Locataire.id), []);
  }
  expect(body.Dossiers[1].encadrement).toMatchObject({
    loyerReferenceMajore: 25.5,
    loyerReference: 21.25,
    caracteristiqueLoyer: "Terrasse",
  });
  // Only the running dossier's tenant is a current tenant, with its dossier (without the list flags).
  expect(
    body.locataires.map((l: { id: number; Dossier: { id: number } }) => [l.id, l.Dossier.id]),
  ).toEqual([[l2.id, running.id]]);
  expect(body.locataires[0].Dossier).not.toHaveProperty("enPreavis");
  expect(body.Intendances.map((i: { id: number; enCours: boolean }) => [i.id, i.enCours])).toEqual([
    [current.id, true],
    [past.id, false],
  ]);
  for (const i of body.Intendances) sameFields(i, await listRow("Intendance", i.id), []);

  // Works in progress win over the leases; without dossiers, an apartment is vacant and may be deleted.
  await t.call("PUT", `/api/Appartement/${a.id}`, "user", { wip: true });
  expect((await t.call("GET", `/api/Appartement/${a.id}`, "user")).body.statut).toBe("En Travaux");
  const empty = await insertAppartement(t);
  expect((await t.call("GET", `/api/Appartement/${empty.id}`, "user")).body).toMatchObject({
    statut: "Vacant",
    supprimable: true,
    Dossiers: [],
    locataires: [],
  });
  expect((await t.call("GET", "/api/Appartement/999999", "user")).status).toBe(404);
});
