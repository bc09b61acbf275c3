import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement } from "../../support/factories";

// Issue 63, item 1 on the Node entry: a lot's diagnostics kept whole by PUT, their validity computed at a date (never
// stored), the lot's energy class following the DPE, files of the lot only, and French 400s field by field.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const path = (id: number, date?: string) =>
  `/api/Appartement/${id}/diagnostics${date ? `?date=${date}` : ""}`;
const etat = (body: any, type: string) => body.diagnostics.find((d: any) => d.type === type);

/** A lot built in 1930 with gas and old installations: every kind is needed. */
const ancien = () =>
  insertAppartement(t, {
    datePermisConstruire: "1930-05-01",
    anneeInstallationElectricite: 1990,
    anneeInstallationGaz: 1995,
    chaudiere: true,
    codePostal: "75011",
  });

async function fichier(AppartementId: number, nom = "Rapport DPE") {
  const form = new FormData();
  form.append(
    "file",
    new File([`%PDF-1.4\n% ${nom}\n%%EOF`], "rapport.pdf", { type: "application/pdf" }),
  );
  form.append("nom", nom);
  const r = await t.call("POST", "/api/Fichier", "user", form);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const lie = await t.call(
    "PUT",
    `/api/Appartement/${AppartementId}/fichier/add/${r.body.id}`,
    "user",
  );
  expect(lie.status).toBe(200);
  return r.body.id as number;
}

const complet = (FichierId?: number) => [
  { type: "dpe", dateRealisation: "2022-03-15", classe: "d", energieFinale: 210, FichierId },
  { type: "crep", dateRealisation: "2020-02-01", positif: false, resultat: "Absence de plomb" },
  { type: "electricite", dateRealisation: "2021-06-01", positif: true },
  { type: "gaz", dateRealisation: "2021-06-01", positif: false },
  { type: "erp", dateRealisation: "2026-09-01" },
  { type: "amiante", dateRealisation: "2005-01-10", positif: false },
  { type: "surface", dateRealisation: "2019-01-10", surface: 48.5 },
];

describe("GET /api/Appartement/{id}/diagnostics", () => {
  it("lists the eight kinds, needed and missing, with why, at today's date in Paris by default", async () => {
    const a = await ancien();
    const r = await t.call("GET", path(a.id), "comptable");
    expect(r.status).toBe(200);
    expect(r.body.AppartementId).toBe(a.id);
    expect(r.body.date).toBe("2026-11-21");
    expect(r.body.decence).toBeNull();
    expect(r.body.diagnostics.map((d: any) => [d.type, d.requis, d.statut])).toEqual([
      ["dpe", true, "manquant"],
      ["crep", true, "manquant"],
      ["electricite", true, "manquant"],
      ["gaz", true, "manquant"],
      ["erp", true, "manquant"],
      ["amiante", true, "manquant"],
      ["surface", true, "manquant"],
      // Issue 73: the noise notice only in an airport noise zone.
      ["bruit", false, "non_requis"],
    ]);
    expect(etat(r.body, "crep").raison).toBe("Immeuble construit avant le 1er janvier 1949.");
    expect(etat(r.body, "dpe").libelle).toContain("DPE");
  });

  it("says gas and CREP are not needed for a recent lot without gas", async () => {
    const a = await insertAppartement(t, {
      datePermisConstruire: "2015-01-01",
      anneeInstallationElectricite: 2016,
      anneeInstallationGaz: null,
    });
    const r = await t.call("GET", path(a.id, "2026-06-01"));
    for (const type of ["crep", "amiante", "electricite", "gaz"])
      expect(etat(r.body, type), type).toMatchObject({ requis: false, statut: "non_requis" });
    expect(etat(r.body, "gaz").raison).toBe("Pas d'installation de gaz.");
  });

  it("refuses a bad date in French and an unknown lot with a 404", async () => {
    const a = await ancien();
    for (const bad of ["2026-02-30", "demain", "21/11/2026"]) {
      const r = await t.call("GET", path(a.id, bad));
      expect(r.status, bad).toBe(400);
      expect(r.body.error.fields.date).toMatch(/Date invalide/);
    }
    const r = await t.call("GET", path(999999));
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("L'appartement est introuvable.");
  });
});

describe("PUT /api/Appartement/{id}/diagnostics", () => {
  it("keeps the set, answers every kind's validity, and sets the lot's energy class from the DPE", async () => {
    const a = await ancien();
    const f = await fichier(a.id);
    const r = await t.call("PUT", path(a.id, "2026-11-21"), "user", { diagnostics: complet(f) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.diagnostics.map((d: any) => d.statut)).toEqual([
      "valide",
      "valide",
      "valide",
      "valide",
      "valide",
      "valide",
      "valide",
      "non_requis",
    ]);
    expect(etat(r.body, "dpe")).toMatchObject({
      finValidite: "2032-03-14",
      diagnostic: { classe: "D", energieFinale: 210, FichierId: f },
    });
    expect(etat(r.body, "crep").finValidite).toBeNull();
    expect(etat(r.body, "erp").finValidite).toBe("2027-02-28");
    expect(etat(r.body, "surface").diagnostic.surface).toBe(48.5);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.classeEnergie).toBe("D");
    // The same answer read back, and the validity said at another day: computed, not stored.
    expect((await t.call("GET", path(a.id, "2026-11-21"))).body).toEqual(r.body);
    const plusTard = await t.call("GET", path(a.id, "2027-03-01"));
    expect(etat(plusTard.body, "erp").statut).toBe("expire");
    expect(etat(plusTard.body, "electricite")).toMatchObject({
      statut: "valide",
      finValidite: "2027-05-31",
    });
  });

  it("removes the kinds left out, changes the others in place, accepts a bare array", async () => {
    const a = await ancien();
    await t.call("PUT", path(a.id), "user", { diagnostics: complet() });
    const ids = (await t.call("GET", path(a.id))).body.diagnostics.map(
      (d: any) => d.diagnostic?.id,
    );
    const r = await t.call("PUT", path(a.id), "user", [
      { type: "dpe", dateRealisation: "2024-01-10", classe: "G" },
      { type: "surface", dateRealisation: "2019-01-10", surface: 50 },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.diagnostics.filter((d: any) => d.diagnostic).map((d: any) => d.type)).toEqual([
      "dpe",
      "surface",
    ]);
    expect(etat(r.body, "dpe").diagnostic.id).toBe(ids[0]);
    expect(etat(r.body, "crep").statut).toBe("manquant");
    // Class G: not decent for a lease from 1 January 2025.
    expect(r.body.decence).toMatch(/classé G.*plus décent depuis le 1er janvier 2025/);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.classeEnergie).toBe("G");
    const avant2025 = await t.call("GET", path(a.id, "2024-12-31"));
    expect(avant2025.body.decence).toBeNull();
  });

  it("refuses the same kind twice, a missing date, a class out of A-G, field by field in French", async () => {
    const a = await ancien();
    const r = await t.call("PUT", path(a.id), "user", {
      diagnostics: [
        { type: "erp", dateRealisation: "2026-01-01" },
        { type: "erp", dateRealisation: "2026-02-01" },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({
      "diagnostics.1.type": "Ce type de diagnostic figure deux fois.",
    });
    const bad = await t.call("PUT", path(a.id), "user", {
      diagnostics: [
        { type: "dpe", classe: "H" },
        { type: "radon", dateRealisation: "2026-01-01" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      "diagnostics.0.dateRealisation": "Ce champ est obligatoire.",
      "diagnostics.0.classe": "Une classe de A à G est attendue.",
      "diagnostics.1.type": "Type de diagnostic inconnu.",
    });
    const notJson = await t.call("PUT", path(a.id), "user", "pas du json");
    expect(notJson.status).toBe(400);
  });

  it("takes a report only among the lot's own files, and then writes nothing", async () => {
    const a = await ancien();
    const autre = await ancien();
    const sien = await fichier(a.id);
    const ailleurs = await fichier(autre.id, "Rapport d'un autre lot");
    await t.call("PUT", path(a.id), "user", [{ type: "surface", dateRealisation: "2019-01-10" }]);
    const r = await t.call("PUT", path(a.id), "user", [
      { type: "dpe", dateRealisation: "2022-03-15", classe: "B", FichierId: sien },
      { type: "erp", dateRealisation: "2026-09-01", FichierId: ailleurs },
    ]);
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({
      "diagnostics.1.FichierId": "Ce fichier n'est pas un document de cet appartement.",
    });
    const lu = await t.call("GET", path(a.id));
    expect(lu.body.diagnostics.filter((d: any) => d.diagnostic).map((d: any) => d.type)).toEqual([
      "surface",
    ]);
    expect((await t.call("GET", `/api/Appartement/${a.id}`)).body.classeEnergie).not.toBe("B");
  });

  it("answers 404 for an unknown lot and 409 on an archived one, as its other writes do", async () => {
    const r = await t.call("PUT", path(999999), "user", []);
    expect(r.status).toBe(404);
    const a = await ancien();
    await t.client.execute({
      sql: `update "Appartement" set "archiveLe" = '2026-11-01' where "id" = ?`,
      args: [a.id],
    });
    const archive = await t.call("PUT", path(a.id), "user", complet());
    expect(archive.status).toBe(409);
    expect(archive.body.error.message).toBe(
      (await t.call("PUT", `/api/Appartement/${a.id}`, "user", { ville: "Lyon" })).body.error
        .message,
    );
    expect((await t.call("GET", path(a.id))).status).toBe(200);
    const lu = await t.call("GET", path(a.id));
    expect(lu.body.diagnostics.every((d: any) => d.diagnostic === null)).toBe(true);
  });

  it("shows each write in the journal, by whom, with the lot's class change", async () => {
    const a = await ancien();
    await t.call("PUT", path(a.id), "user", [
      { type: "dpe", dateRealisation: "2022-03-15", classe: "C" },
    ]);
    // The same set again writes nothing more.
    await t.call("PUT", path(a.id), "user", [
      { type: "dpe", dateRealisation: "2022-03-15", classe: "C" },
    ]);
    await t.call("PUT", path(a.id), "user", []);
    const j = await t.call("GET", "/api/journal?resource=Diagnostic", "admin");
    const lignes = j.body.data.filter((l: any) => l.changes.AppartementId?.includes(a.id));
    expect(lignes.map((l: any) => l.action).sort()).toEqual(["create", "delete"]);
    expect(lignes[0].user).toMatch(/@/);
    const lot = await t.call("GET", `/api/journal?resource=Appartement&id=${a.id}`, "admin");
    expect(lot.body.data.some((l: any) => l.changes.classeEnergie?.[1] === "C")).toBe(true);
  });
});

describe("hostile input", () => {
  it("answers 4xx, never a 500, to odd bodies and queries", async () => {
    const a = await ancien();
    const bodies: unknown[] = [
      null,
      42,
      { diagnostics: "dpe" },
      { diagnostics: [null] },
      { diagnostics: [{ type: "dpe", dateRealisation: "2026-01-01", FichierId: 1e300 }] },
      { diagnostics: [{ type: "dpe", dateRealisation: "2026-01-01", energieFinale: "beaucoup" }] },
      { diagnostics: [{ type: "dpe", dateRealisation: "1999-12-31" }] },
      { diagnostics: [{ type: "surface", dateRealisation: "2026-01-01", surface: -1e308 }] },
      { diagnostics: [{ type: "__proto__", dateRealisation: "2026-01-01" }] },
      {
        diagnostics: Array.from({ length: 8 }, () => ({
          type: "erp",
          dateRealisation: "2026-01-01",
        })),
      },
      { diagnostics: [{ type: "crep", dateRealisation: "2026-01-01", positif: "oui" }] },
    ];
    for (const b of bodies) {
      const r = await t.call("PUT", path(a.id), "user", b);
      expect(r.status, JSON.stringify(b)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(b)).toBeLessThan(500);
    }
    for (const q of ["%", "2026-13-01", "0000-00-00", "x".repeat(5000)]) {
      const r = await t.call(
        "GET",
        `/api/Appartement/${a.id}/diagnostics?date=${encodeURIComponent(q)}`,
      );
      expect(r.status, q).toBe(400);
    }
  });
});
