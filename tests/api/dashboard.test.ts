import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertDossier, valid } from "../support/factories";
import { dashboardHelpers } from "../support/tableau-de-bord";

// GET /api/dashboard (spec 2 and 4): computed by the server on the Paris day, it must say what the lists say.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());
const { dashboard } = dashboardHelpers(() => t);

const list = async (r: string) => (await t.call("GET", `/api/${r}`, "admin")).body.data as any[];
const intendance = (
  AppartementId: number,
  dateDepart: string,
  dateFin: string,
  o: Record<string, unknown> = {},
) => create(t, "Intendance", { ...valid.Intendance(AppartementId), dateDepart, dateFin, ...o });
const notice = {
  dateFinBail: "2027-01-31",
  dateDebutPreavis: "2026-10-31",
  dateFinPreavis: "2027-01-31",
};

/** One apartment per case of spec 4, and intendances around the one-month window (today is 21/11/2026). */
async function seed() {
  const a = {
    vacant: await insertAppartement(t, { adresse: "1 rue Vacante" }),
    travaux: await insertAppartement(t, { wip: true }),
    loue: await insertAppartement(t),
    loueGere: await insertAppartement(t),
    travauxGere: await insertAppartement(t, { wip: true }),
    preavis: await insertAppartement(t, { adresse: "6 rue du Préavis" }),
    bailFini: await insertAppartement(t),
    depense: await insertAppartement(t),
    gereDemain: await insertAppartement(t),
    travauxPreavis: await insertAppartement(t, { wip: true }),
  };
  await insertDossier(t, { AppartementId: a.loue.id });
  await insertDossier(t, { AppartementId: a.loueGere.id });
  await insertDossier(t, { AppartementId: a.preavis.id, ...notice });
  await insertDossier(t, { AppartementId: a.bailFini.id, dateFinBail: "2026-06-30" });
  await insertDossier(t, { AppartementId: a.travauxPreavis.id, ...notice });
  const fin = {
    dansLeMois: await intendance(a.loueGere.id, "2026-01-01", "2026-12-10"),
    aujourdhui: await intendance(a.travauxGere.id, "2025-11-22", "2026-11-21"),
    // These three start after today: they end in the window without making their apartment "En gestion".
    dansUnMoisPile: await intendance(a.vacant.id, "2026-12-01", "2026-12-21"),
    justeApres: await intendance(a.vacant.id, "2026-12-01", "2026-12-22"),
    renouvelee: await intendance(a.loue.id, "2026-11-25", "2026-11-30", { renouvele: true }),
    hier: await intendance(a.bailFini.id, "2025-11-20", "2026-11-20"),
    demain: await intendance(a.gereDemain.id, "2026-11-22", "2027-11-21"),
  };
  // An expense dated over today on an apartment: it counts as an expense, never as caretaking.
  await create(t, "Intendance", {
    nature: "depense",
    AppartementId: a.depense.id,
    intitule: "Ménage",
    montant: 40,
    numFacture: "F-1",
    dateDepart: "2026-01-01",
    dateFin: "2026-12-31",
  });
  await create(t, "Intendance", {
    nature: "depense",
    intitule: "Serrurier",
    montant: 90,
    numFacture: "F-2",
  });
  await create(t, "Mission", valid.Mission());
  return { a, fin };
}

describe("GET /api/dashboard", () => {
  it("répartit les appartements par statut (En gestion, puis En Travaux, puis Louée, puis Vacant) : la somme fait le total", async () => {
    await seed();
    const d = await dashboard();
    expect(d.jour).toBe("2026-11-21");
    // loueGere and travauxGere are covered today ("aujourdhui" ends today, bounds included) and in no other status.
    expect(d.appartements).toEqual({
      total: 10,
      parStatut: { "En gestion": 2, "En Travaux": 2, Louée: 2, Vacant: 4 },
    });
  });

  it("ses comptes sont ceux des listes (drapeaux statut, enGestion, preavis, enCours, renouvele)", async () => {
    await seed();
    const [d, apparts, intendances, missions] = [
      await dashboard("?taille=500"),
      await list("Appartement"),
      await list("Intendance"),
      await list("Mission"),
    ];
    const statut = (r: any) =>
      r.enGestion
        ? "En gestion"
        : r.statut === "En Travaux"
          ? "En Travaux"
          : r.statut === "Occupé"
            ? "Louée"
            : "Vacant";
    const count = (rows: any[], f: (r: any) => boolean) => rows.filter(f).length;
    expect(d.appartements.total).toBe(apparts.length);
    for (const s of ["En gestion", "En Travaux", "Louée", "Vacant"] as const)
      expect(d.appartements.parStatut[s], s).toBe(count(apparts, (r) => statut(r) === s));
    expect(d.appartements.parStatut["En gestion"]).toBe(count(apparts, (r) => r.enGestion)); // the list's toggle
    // The notice table holds the notice list's rows, with the same state.
    expect(d.preavisOuVacants.map((r) => [r.id, r.preavis])).toEqual(
      apparts.filter((r) => r.preavis).map((r) => [r.id, r.preavis]),
    );
    const caretaking = intendances.filter((i) => i.nature === "mission");
    expect(d.intendances).toEqual({
      total: caretaking.length, // the list's "Toutes"
      enCours: count(caretaking, (i) => i.enCours), // "En cours"
      nonRenouvelees: count(caretaking, (i) => !i.renouvele), // "Non renouvelées"
      depenses: count(intendances, (i) => i.nature === "depense"),
    });
    expect(d.missions).toBe(missions.length);
  });

  it("la table des préavis et vacants : l'état, la fin du préavis, le loyer ; un appartement en travaux n'y est qu'en préavis", async () => {
    const { a } = await seed();
    const d = await dashboard("?taille=500");
    const row = (id: number) => d.preavisOuVacants.find((r) => r.id === id);
    expect(row(a.preavis.id)).toEqual({
      id: a.preavis.id,
      adresse: "6 rue du Préavis",
      codePostal: "75011",
      ville: "Paris",
      preavis: "En préavis",
      dateFinPreavis: "2027-01-31",
      loyerTCC: 970.5,
    });
    expect(row(a.vacant.id)).toMatchObject({ preavis: "Vacant", dateFinPreavis: null });
    expect(row(a.travauxPreavis.id)).toMatchObject({ preavis: "En préavis" });
    expect(row(a.travaux.id)).toBeUndefined();
    expect(row(a.loue.id)).toBeUndefined();
    expect(d.preavisOuVacants.map((r) => r.id).sort((x, y) => x - y)).toEqual(
      [a.vacant, a.preavis, a.bailFini, a.depense, a.gereDemain, a.travauxPreavis]
        .map((x) => x.id)
        .sort((x, y) => x - y),
    );
    expect(d.preavisOuVacantsPage).toEqual({ page: 1, taille: 500, total: 6 });
  });

  it("les intendances à renouveler : non renouvelées, fin entre aujourd'hui et dans un mois (bornes comprises), la plus proche d'abord", async () => {
    const { a, fin } = await seed();
    const { aRenouveler } = await dashboard();
    expect(aRenouveler.jusquAu).toBe("2026-12-21");
    expect(aRenouveler.lignes.map((l) => l.id)).toEqual([
      fin.aujourdhui.id,
      fin.dansLeMois.id,
      fin.dansUnMoisPile.id,
    ]);
    expect(aRenouveler.lignes[1]).toEqual({
      id: fin.dansLeMois.id,
      AppartementId: a.loueGere.id,
      dateDepart: "2026-01-01",
      dateFin: "2026-12-10",
      prix: 120,
      prixHT: 100,
      tva: 20,
      Appartement: { adresse: "8 boulevard Voltaire", codePostal: "75011", ville: "Paris" },
    });
  });

  it("renouveler une mission la retire de la table", async () => {
    const { fin } = await seed();
    expect(
      (await t.call("POST", `/api/Intendance/${fin.dansLeMois.id}/renouveler`, "admin")).status,
    ).toBe(201);
    const { aRenouveler, intendances } = await dashboard();
    expect(aRenouveler.lignes.map((l) => l.id)).not.toContain(fin.dansLeMois.id);
    expect(intendances.total).toBe(8);
  });

  it("le jour est celui de Paris : à 23 h 30 UTC le 21, c'est déjà le 22 à Paris", async () => {
    t.close();
    // 21:00 in Paris, then 00:30 the next day: the tokens (12 hours) are still valid.
    t = await makeTestApp({ now: "2026-11-21T20:00:00Z" });
    const { a, fin } = await seed();
    expect((await dashboard()).jour).toBe("2026-11-21");
    t.setNow("2026-11-21T23:30:00Z");
    const d = await dashboard();
    expect(d.jour).toBe("2026-11-22");
    expect(d.aRenouveler.lignes.map((l) => l.id)).not.toContain(fin.aujourdhui.id);
    // gereDemain's mission starts on the 22nd; travauxGere's ended on the 21st.
    expect(d.appartements.parStatut).toEqual({
      "En gestion": 2,
      "En Travaux": 3,
      Louée: 2,
      Vacant: 3,
    });
    const flags = await list("Appartement");
    expect(flags.find((r) => r.id === a.gereDemain.id).enGestion).toBe(true);
  });

  it("sans données : des zéros et des tables vides", async () => {
    expect(await dashboard()).toEqual({
      jour: "2026-11-21",
      appartements: {
        total: 0,
        parStatut: { Louée: 0, "En gestion": 0, Vacant: 0, "En Travaux": 0 },
      },
      missions: 0,
      intendances: { total: 0, enCours: 0, nonRenouvelees: 0, depenses: 0 },
      preavisOuVacants: [],
      preavisOuVacantsPage: { page: 1, taille: 5, total: 0 },
      aRenouveler: { jusquAu: "2026-12-21", lignes: [] },
      encaissements: [
        "2025-12",
        "2026-01",
        "2026-02",
        "2026-03",
        "2026-04",
        "2026-05",
        "2026-06",
        "2026-07",
        "2026-08",
        "2026-09",
        "2026-10",
        "2026-11",
      ].map((mois) => ({ mois, du: 0, encaisse: 0 })),
      impayes: { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0 },
      aideNonRecue: 0,
      depotsARestituer: [],
    });
  });

  it("réservé à l'administrateur", async () => {
    expect((await t.call("GET", "/api/dashboard", "user")).status).toBe(403);
    expect((await t.call("GET", "/api/dashboard", "user_delete")).status).toBe(403);
  });
});
