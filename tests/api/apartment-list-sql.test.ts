import { afterEach, beforeEach, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";

// The whole apartment list is built by SQLite (services/resources/appartement-list.ts); a search or a `?limit=`
// still goes through the row objects and the JavaScript flags (list-flags.ts, the delete rule). Both must give the
// same rows, field for field, on the server's Paris day: the web filters the list by these flags.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

type Row = Record<string, unknown> & { id: number };
const list = async (query = "") => {
  const r = await t.call("GET", `/api/Appartement${query}`, "user");
  expect(r.status).toBe(200);
  return r.body.data as Row[];
};

it("gives the same rows and flags as the JavaScript path, in id order", async () => {
  const vacant = await insertAppartement(t, {
    surface: 45.35,
    cave: true,
    caveNum: 12,
    loyerHC: 1234.56,
    charge: 80.1,
  });
  const travaux = await insertAppartement(t, {
    wip: true,
    surface: null,
    copropriete: true,
    syndicNom: "Syndic « Les Lilas »",
  });
  const occupe = await insertAppartement(t, {
    adresse: '2 rue de l\'Église \\ "B"',
    autresInfo: "Ligne 1\nLigne 2\té",
  });
  const preavis = await insertAppartement(t);
  const termine = await insertAppartement(t);
  const gere = await insertAppartement(t);
  const depense = await insertAppartement(t);
  const quittance = await insertAppartement(t);
  const [l1, l2, l3] = [
    await insertLocataire(t),
    await insertLocataire(t, { nom: "Bernard" }),
    await insertLocataire(t, { nom: "Petit" }),
  ];
  await create(t, "Dossier", valid.Dossier(occupe.id, l1.id));
  await create(t, "Dossier", {
    ...valid.Dossier(preavis.id, l2.id),
    dateDebutPreavis: "2026-11-01",
    dateFinPreavis: "2026-12-31",
  });
  await create(t, "Dossier", {
    ...valid.Dossier(termine.id, l3.id),
    dateEntree: "2024-01-01",
    dateFinBail: "2025-06-30",
  });
  await create(t, "Intendance", {
    ...valid.Intendance(gere.id),
    dateDepart: "2026-11-01",
    dateFin: "2026-11-21",
  });
  await create(t, "Intendance", {
    nature: "depense",
    AppartementId: depense.id,
    intitule: "Plomberie",
    montant: 95.5,
    numFacture: "F-12",
    dateDepart: "2026-11-01",
    dateFin: "2026-12-31",
  });
  await create(t, "Quitance", { ...valid.Quitance(), AppartementId: quittance.id });

  const whole = await list();
  const viaJs = await list("?limit=1000");
  expect(whole.map((r) => r.id)).toEqual([
    vacant.id,
    travaux.id,
    occupe.id,
    preavis.id,
    termine.id,
    gere.id,
    depense.id,
    quittance.id,
  ]);
  expect(whole).toEqual(viaJs);
  // Same keys in the same order as well: the text is what the browser caches.
  expect(whole.map((r) => Object.keys(r))).toEqual(viaJs.map((r) => Object.keys(r)));

  const flags = Object.fromEntries(
    whole.map((r) => [r.id, [r.statut, r.preavis, r.enGestion, r.supprimable]]),
  );
  expect(flags).toEqual({
    [vacant.id]: ["Vacant", "Vacant", false, true],
    [travaux.id]: ["En Travaux", null, false, true],
    [occupe.id]: ["Occupé", null, false, false],
    [preavis.id]: ["Occupé", "En préavis", false, false],
    [termine.id]: ["Vacant", "Vacant", false, false],
    [gere.id]: ["Vacant", "Vacant", true, false],
    [depense.id]: ["Vacant", "Vacant", false, false],
    [quittance.id]: ["Vacant", "Vacant", false, false],
  });
  expect(whole[0]).toMatchObject({
    surface: 45.35,
    cave: true,
    caveNum: 12,
    loyerHC: 1234.56,
    charge: 80.1,
    loyerTCC: 1314.66,
    wip: false,
  });
  expect(whole[1]).toMatchObject({
    surface: null,
    wip: true,
    copropriete: true,
    syndicNom: "Syndic « Les Lilas »",
  });
  expect(whole[2]).toMatchObject({
    adresse: '2 rue de l\'Église \\ "B"',
    autresInfo: "Ligne 1\nLigne 2\té",
  });
  expect(whole[0]).not.toHaveProperty("loyer");
});

it("answers an empty list, and a write shows in the next list", async () => {
  expect(await list()).toEqual([]);
  const a = await insertAppartement(t);
  expect((await list()).map((r) => r.id)).toEqual([a.id]);
  await t.call("PUT", `/api/Appartement/${a.id}`, "user", { wip: true });
  expect((await list())[0]).toMatchObject({ id: a.id, wip: true, statut: "En Travaux" });
});

it("opens and closes the list on the apartments it shows when the first and last ones are archived (ADR 144)", async () => {
  const [first, middle, last] = [
    await insertAppartement(t),
    await insertAppartement(t),
    await insertAppartement(t),
  ];
  for (const a of [first, last]) {
    const r = await t.call("POST", `/api/Appartement/${a.id}/archiver`, "admin");
    expect(r.status).toBe(200);
  }
  expect((await list()).map((r) => r.id)).toEqual([middle.id]);
  expect((await list("?archives=1")).map((r) => r.id)).toEqual([first.id, middle.id, last.id]);
});
