// Issue 23, Paramètres > Référentiels: the commune list's import (UTF-8 or Latin-1, ; or ,, a bad line named, one
// import replacing the last), the apartment's zone derived from its commune, the fee ceilings as dated rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { insertAppartement, insertLocataire, valid } from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const COMMUNES = "/api/referentiels/communes";
const PLAFONDS = "/api/referentiels/honoraires";

// A few lines of the official lists (zone A bis of the ABC zoning; décret n° 2013-392 as amended).
const LISTE = [
  "# Liste de test",
  "Code INSEE;Nom de la commune;Zone",
  "75056;Paris;très tendue",
  "92012;Boulogne-Billancourt;Zone très tendue",
  "69123;Lyon;tendue",
  "1053;Bourg-en-Bresse;zone tendue",
  "69123;Lyon;tendue",
  "",
].join("\r\n");

function envoi(contenu: string | Uint8Array<ArrayBuffer>, nom = "communes.csv", date?: string) {
  const form = new FormData();
  const bytes = typeof contenu === "string" ? new TextEncoder().encode(contenu) : contenu;
  form.append("file", new File([bytes], nom, { type: "text/csv" }));
  if (date) form.append("date", date);
  return form;
}

/** Windows-1252 / Latin-1 bytes of a text of Latin-1 letters. */
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

const appartement = (o: Record<string, unknown>) =>
  t.call("POST", "/api/Appartement", "user", { ...valid.Appartement(), ...o });

describe("before any import", () => {
  it("GET answers an empty list; the apartment's zone is the postal code's suggestion or the shipped annex's", async () => {
    const r = await t.call("GET", COMMUNES, "user");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ chargee: false, dateListe: null, nombre: 0 });
    // Issue 73: Lyon is in zone tendue by décret n° 2013-392's annex, which the product ships.
    const lyon = await appartement({ codePostal: "69003", codeInsee: "69123" });
    expect(lyon.status, JSON.stringify(lyon.body)).toBe(201);
    expect(lyon.body).toMatchObject({ codeInsee: "69123", zoneLoyer: "tendue" });
    expect((await appartement({ codePostal: "21000", ville: "Dijon" })).body.zoneLoyer).toBe(
      "non tendue",
    );
    expect((await appartement({ codePostal: "75011" })).body.zoneLoyer).toBe("très tendue");
  });
  it("a commune code that is no INSEE code is a 400 on codeInsee", async () => {
    expect(expectFieldError(await appartement({ codeInsee: "7505" + "6X" }), "codeInsee")).toMatch(
      /5 caractères/,
    );
  });
});

describe("POST /api/referentiels/communes", () => {
  it("imports a UTF-8 ; list with its date, for admins only", async () => {
    expect((await t.call("POST", COMMUNES, "user", envoi(LISTE))).status).toBe(403);
    const r = await t.call("POST", COMMUNES, "admin", envoi(LISTE, "zones.csv", "2025-12-22"));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      chargee: true,
      dateListe: "2025-12-22",
      nombre: 4,
      fichier: "zones.csv",
      parZone: { "très tendue": 2, tendue: 2, "non tendue": 0 },
    });
    expect((await t.call("GET", COMMUNES, "user")).body).toEqual(r.body);
  });

  it("a bad line is a 400 naming it, and the loaded list stays whole", async () => {
    const bad = "code_insee;commune;zone\n75056;Paris;très tendue\n7505;Paris;tendue\n";
    // 7505 reads as 07505 (a spreadsheet's lost zero): a valid code. A letter is not.
    const r = await t.call("POST", COMMUNES, "admin", envoi(bad.replace("7505;", "75X5;")));
    expect(expectFieldError(r, "file")).toBe(
      "Ligne 3 : code INSEE « 75X5 » invalide (5 caractères, par exemple 75056 ou 2A004).",
    );
    const zone = await t.call("POST", COMMUNES, "admin", envoi("insee;zone\n75056;A\n"));
    expect(expectFieldError(zone, "file")).toMatch(/^Ligne 2 : zone « A » inconnue/);
    const entete = await t.call("POST", COMMUNES, "admin", envoi("# x\nville;departement\n"));
    expect(expectFieldError(entete, "file")).toMatch(/^Ligne 2 : l'en-tête doit nommer/);
    const none = await t.call("POST", COMMUNES, "admin", new FormData());
    expect(expectFieldError(none, "file")).toMatch(/Choisissez le fichier/);
    const date = await t.call("POST", COMMUNES, "admin", envoi(LISTE, "x.csv", "22/12/2025"));
    expect(expectFieldError(date, "date")).toMatch(/Date invalide/);
    expect((await t.call("GET", COMMUNES, "user")).body).toMatchObject({ nombre: 4 });
  });

  it("derives the apartment's zone from its commune (arrondissements included), unless staff set it", async () => {
    const lyon = await appartement({ codePostal: "69003", codeInsee: "69383" });
    expect(lyon.body.zoneLoyer).toBe("tendue");
    const paris8 = await appartement({ codePostal: "75008", codeInsee: "75108" });
    expect(paris8.body.zoneLoyer).toBe("très tendue");
    // Not listed: non tendue, even with a Paris postal code (the list, not the postal code, decides).
    const ailleurs = await appartement({ codePostal: "75011", codeInsee: "23096" });
    expect(ailleurs.body.zoneLoyer).toBe("non tendue");
    // Staff's choice stands, on create and on update.
    const choisi = await appartement({ codeInsee: "23096", zoneLoyer: "tendue" });
    expect(choisi.body.zoneLoyer).toBe("tendue");
    const id = lyon.body.id;
    expect(
      (await t.call("PUT", `/api/Appartement/${id}`, "user", { surface: 30 })).body.zoneLoyer,
    ).toBe("tendue");
    // A new commune: derived again; a new commune with a zone of staff's: theirs.
    const moved = await t.call("PUT", `/api/Appartement/${id}`, "user", { codeInsee: "92012" });
    expect(moved.body.zoneLoyer).toBe("très tendue");
    const both = await t.call("PUT", `/api/Appartement/${id}`, "user", {
      codeInsee: "69123",
      zoneLoyer: "non tendue",
    });
    expect(both.body.zoneLoyer).toBe("non tendue");
    // Blanked: derived again.
    const blank = await t.call("PUT", `/api/Appartement/${id}`, "user", { zoneLoyer: null });
    expect(blank.body.zoneLoyer).toBe("tendue");
  });

  it("the fee ceiling reads the derived zone", async () => {
    const a = await insertAppartement(t, { codePostal: "69003", codeInsee: "69123", surface: 40 });
    const l = await insertLocataire(t);
    const r = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a.id, l.id),
      dateCreationBail: "2026-03-01",
      fraisDossierTTC: 524.81,
    });
    expect(expectFieldError(r, "fraisDossierTTC")).toMatch(/524,80.*zone tendue : 10,09/);
  });

  it("reads a Latin-1 , file and replaces the previous list whole", async () => {
    const csv = "code_insee,libellé,zonage\r\n69123,Lyon,très tendue\r\n2A004,Ajaccio,tendue\r\n";
    const r = await t.call("POST", COMMUNES, "admin", envoi(latin1(csv), "latin1.csv"));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      nombre: 2,
      parZone: { "très tendue": 1, tendue: 1, "non tendue": 0 },
    });
    expect(r.body.dateListe).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Paris is no longer listed; Lyon is now très tendue (as the file says).
    expect((await appartement({ codePostal: "75008", codeInsee: "75108" })).body.zoneLoyer).toBe(
      "non tendue",
    );
    expect((await appartement({ codePostal: "69003", codeInsee: "69123" })).body.zoneLoyer).toBe(
      "très tendue",
    );
  });
});

describe("the fee ceilings as dated rows (décret 2014-890)", () => {
  it("GET lists the shipped rows; an admin's row applies to leases signed from its date", async () => {
    const r = await t.call("GET", PLAFONDS, "user");
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      expect.objectContaining({
        depuis: "2014-09-15",
        tresTendue: 12,
        etatDesLieux: 3,
        saisie: false,
      }),
      expect.objectContaining({
        depuis: "2026-01-01",
        tresTendue: 12.1,
        tendue: 10.09,
        saisie: false,
      }),
    ]);
    const row = {
      tresTendue: "12,50",
      tendue: 10.4,
      nonTendue: 8.3,
      etatDesLieux: 3.1,
      source: "arrêté test",
    };
    expect((await t.call("PUT", `${PLAFONDS}/2027-01-01`, "user", row)).status).toBe(403);
    const put = await t.call("PUT", `${PLAFONDS}/2027-01-01`, "admin", row);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({ depuis: "2027-01-01", ...row, tresTendue: 12.5, saisie: true });
    expect((await t.call("GET", PLAFONDS, "user")).body.data).toHaveLength(3);

    const a = await insertAppartement(t, {
      codePostal: "23000",
      zoneLoyer: "non tendue",
      surface: 10,
    });
    const l = await insertLocataire(t);
    const lease = (dateCreationBail: string, fraisDossierTTC: number) =>
      t.call("POST", "/api/Dossier", "user", {
        ...valid.Dossier(a.id, l.id),
        dateCreationBail,
        fraisDossierTTC,
      });
    // 2027: 10 x (8,30 + 3,10) = 114,00 €; 2026: 10 x (8,07 + 3,03) = 111,00 €.
    expect(expectFieldError(await lease("2027-02-01", 114.01), "fraisDossierTTC")).toMatch(
      /114,00\s€.*8,30 €\/m².*3,10 €\/m².*arrêté test/,
    );
    expect(expectFieldError(await lease("2026-06-01", 111.01), "fraisDossierTTC")).toMatch(
      /111,00/,
    );
  });
  it("refuses a bad date or amount with French field messages", async () => {
    const bad = await t.call("PUT", `${PLAFONDS}/2027-13-01`, "admin", {
      tresTendue: 1,
      tendue: 1,
      nonTendue: 1,
      etatDesLieux: 1,
    });
    expect(expectFieldError(bad, "depuis")).toMatch(/Date invalide/);
    const amount = await t.call("PUT", `${PLAFONDS}/2027-01-01`, "admin", { tresTendue: "abc" });
    expect(expectFieldError(amount, "tresTendue")).toMatch(/Montant invalide/);
    expect(amount.body.error.fields.tendue).toBe("Ce champ est obligatoire.");
  });
});
