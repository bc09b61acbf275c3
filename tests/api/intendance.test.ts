import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, valid } from "../support/factories";

// Spec 4 (Intendance) and 9: caretaking missions, their renewal and expenses, through the API.
let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

const mission = async (o: Record<string, unknown> = {}) =>
  create(t, "Intendance", { ...valid.Intendance((await insertAppartement(t)).id), ...o });
const renew = (id: number, role: "admin" | "user" | "user_delete" = "user") =>
  t.call("POST", `/api/Intendance/${id}/renouveler`, role);
const list = async () => (await t.call("GET", "/api/Intendance", "user")).body.data as any[];

describe("POST /api/Intendance/{id}/renouveler", () => {
  it("crée la même mission un an plus tard (100 € HT, ni réglée ni renouvelée) et marque l'ancienne renouvelée", async () => {
    const old = await mission({
      dateDepart: "2026-01-15",
      dateFin: "2027-01-14",
      prix: 960,
      tva: 20,
      regle: true,
    });
    const res = await renew(old.id);
    expect(res.status).toBe(201);
    const { intendance, precedente } = res.body;
    expect(intendance).toMatchObject({
      nature: "mission",
      AppartementId: old.AppartementId,
      dateDepart: "2027-01-15",
      dateFin: "2028-01-14",
      tva: 20,
      prixHT: 100,
      prix: 120,
      regle: false,
      renouvele: false,
      ordreMission: null,
    });
    expect(intendance.id).not.toBe(old.id);
    expect(precedente).toMatchObject({
      id: old.id,
      renouvele: true,
      regle: true,
      prix: 960,
      dateFin: "2027-01-14",
    });
    // What the lists then show: the old one renewed, the new one not, both for the same apartment.
    const rows = await list();
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ renouvele: true });
    expect(rows.find((r) => r.id === intendance.id)).toMatchObject({
      renouvele: false,
      enCours: true,
    });
  });

  it("le 29 février devient le 28 février", async () => {
    const leap = await mission({ dateDepart: "2028-02-29", dateFin: "2029-02-28" });
    expect((await renew(leap.id)).body.intendance).toMatchObject({
      dateDepart: "2029-02-28",
      dateFin: "2030-02-28",
    });
    const endsOnLeapDay = await mission({ dateDepart: "2027-03-01", dateFin: "2028-02-29" });
    expect((await renew(endsOnLeapDay.id)).body.intendance).toMatchObject({
      dateDepart: "2028-03-01",
      dateFin: "2029-02-28",
    });
  });

  it("le prix TTC du renouvellement suit le taux de la mission : 100 € HT à 5,5 % font 105,50 € TTC", async () => {
    const old = await mission({ tva: 5.5, prix: 500 });
    expect((await renew(old.id)).body.intendance).toMatchObject({
      tva: 5.5,
      prix: 105.5,
      prixHT: 100,
    });
  });

  it("un second renouvellement est refusé (409, en français) et ne crée rien", async () => {
    const old = await mission();
    expect((await renew(old.id)).status).toBe(201);
    const before = (await list()).length;
    const again = await renew(old.id, "admin");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Cette intendance a déjà été renouvelée.");
    expect(await list()).toHaveLength(before);
  });

  it("une mission cochée « Renouvelée » dans le formulaire ne se renouvelle plus", async () => {
    const old = await mission({ renouvele: true });
    expect((await renew(old.id)).status).toBe(409);
  });

  it("10 renouvellements en parallèle : un seul crée une mission, neuf 409", async () => {
    const old = await mission();
    const rs = await Promise.all(Array.from({ length: 10 }, () => renew(old.id)));
    expect(rs.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = (await list()).filter((r) => r.AppartementId === old.AppartementId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.renouvele)).toHaveLength(1);
  });

  it("le renouvellement est une seule transaction : s'il échoue, l'ancienne mission n'est pas marquée", async () => {
    const old = await mission();
    // The new mission's insert fails (its apartment is gone from the check's point of view): nothing is kept.
    await t.client.execute("PRAGMA foreign_keys = OFF");
    await t.client.execute({
      sql: "DELETE FROM Appartement WHERE id = ?",
      args: [old.AppartementId],
    });
    await t.client.execute("PRAGMA foreign_keys = ON");
    const res = await renew(old.id);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ AppartementId: "L'appartement est introuvable." });
    expect((await t.call("GET", `/api/Intendance/${old.id}`)).body.renouvele).toBe(false);
  });

  it("une dépense ne se renouvelle pas (409) ; un identifiant inconnu est un 404", async () => {
    const depense = await create(t, "Intendance", {
      nature: "depense",
      intitule: "Serrurier",
      montant: 90,
      numFacture: "F-1",
    });
    const res = await renew(depense.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/dépense ne se renouvelle pas/);
    const missing = await renew(999999);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("L'intendance est introuvable.");
  });
});

describe("dépenses et drapeau réglé", () => {
  it("une dépense exige intitulé, montant et n° de facture, avec les messages français ; mode Virement par défaut", async () => {
    const res = await t.call("POST", "/api/Intendance", "user", {
      nature: "depense",
      date: "2026-11-20",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      intitule: "Ce champ est obligatoire.",
      montant: "Ce champ est obligatoire.",
      numFacture: "Ce champ est obligatoire.",
    });
    const ok = await create(t, "Intendance", {
      nature: "depense",
      intitule: "Plombier",
      date: "2026-11-20",
      montant: "1 450,50",
      numFacture: "F-778",
      mode: "Cheque",
    });
    expect(ok).toMatchObject({ montant: 1450.5, mode: "Cheque", regle: false });
    expect(
      (
        await create(t, "Intendance", {
          nature: "depense",
          intitule: "Vitrier",
          montant: 80,
          numFacture: "F-9",
        })
      ).mode,
    ).toBe("Virement");
  });

  it("réglé se bascule par un PUT partiel, sans rien changer d'autre", async () => {
    const m = await mission({ dateDepart: "2025-01-01", dateFin: "2025-12-31", prix: 240 });
    const on = await t.call("PUT", `/api/Intendance/${m.id}`, "user", { regle: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      regle: true,
      prix: 240,
      prixHT: 200,
      dateFin: "2025-12-31",
      renouvele: false,
    });
    expect(
      (await t.call("PUT", `/api/Intendance/${m.id}`, "user", { regle: false })).body.regle,
    ).toBe(false);
  });

  it("une dépense datée sur l'appartement ne le met pas « En gestion » ; une mission en cours, si", async () => {
    const a = await insertAppartement(t);
    await create(t, "Intendance", {
      nature: "depense",
      AppartementId: a.id,
      intitule: "Ménage",
      montant: 50,
      numFacture: "F-2",
      dateDepart: "2026-01-01",
      dateFin: "2026-12-31",
    });
    const flag = async () =>
      (await t.call("GET", "/api/Appartement", "user")).body.data.find((r: any) => r.id === a.id)
        .enGestion;
    // The record says it as the list does (walk 94: its header read « Vacant » only), its spec status unchanged.
    const fiche = async () => (await t.call("GET", `/api/Appartement/${a.id}`, "user")).body;
    expect(await flag()).toBe(false);
    expect(await fiche()).toMatchObject({ statut: "Vacant", enGestion: false });
    await create(t, "Intendance", {
      ...valid.Intendance(a.id),
      dateDepart: "2026-11-21",
      dateFin: "2026-11-21",
    });
    expect(await flag()).toBe(true);
    expect(await fiche()).toMatchObject({ statut: "Vacant", enGestion: true });
  });

  it("les lignes de la liste nomment leur appartement (adresse seulement)", async () => {
    const a = await insertAppartement(t, { adresse: "4 rue des Acacias" });
    const m = await create(t, "Intendance", valid.Intendance(a.id));
    const depense = await create(t, "Intendance", {
      nature: "depense",
      intitule: "Clés",
      montant: 12,
      numFacture: "F-3",
    });
    const rows = await list();
    expect(rows.find((r) => r.id === m.id).Appartement).toEqual({
      id: a.id,
      adresse: "4 rue des Acacias",
      codePostal: "75011",
      ville: "Paris",
    });
    expect(rows.find((r) => r.id === depense.id).Appartement).toBeNull();
  });
});
