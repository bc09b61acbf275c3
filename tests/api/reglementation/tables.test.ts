// Issue 73 item 4: every regulatory table as dated rows with their source; an admin adds a row (a new territory, an
// extension of the rent-control experiment) in Paramètres > Réglementation, and the next lease follows it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { insertAppartement, insertLocataire, valid } from "../../support/factories";
import { expectFieldError } from "../../support/http";

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const ENCADREMENT = "/api/reglementation/encadrement";
const MARSEILLE = { codePostal: "13001", ville: "Marseille" };

async function soumis(lot: Record<string, unknown>, signature: string) {
  const a = await insertAppartement(t, lot);
  const l = await insertLocataire(t);
  const r = await t.call("POST", "/api/Dossier", "user", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail: signature,
    dateDebutBail: "2026-12-01",
    dateEntree: "2026-12-01",
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (await t.call("GET", `/api/Dossier/${r.body.id}`, "user")).body.soumisEncadrement;
}

describe("GET /api/reglementation", () => {
  it("lists each table's rows with debut, fin and source; rent control ends with the experiment", async () => {
    const r = await t.call("GET", ENCADREMENT, "user");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ table: "encadrement", fin: "2026-11-24", ajout: true });
    expect(r.body.data[0]).toMatchObject({
      debut: "2019-07-01",
      fin: "2026-11-24",
      source:
        "décret n° 2019-315 du 12 avril 2019 ; fin : loi n° 2018-1021 (ELAN), art. 140, modifié par la loi n° 2022-217 (3DS), art. 85",
      resume: "Paris : 1 commune",
      saisie: false,
    });
    const zones = await t.call("GET", "/api/reglementation/zones-tendues", "user");
    expect(zones.body.data[0]).toMatchObject({ debut: "2023-08-27", fin: null });
    expect(zones.body.data[0].resume.replace(/\s/g, " ")).toBe("1 434 communes");
    expect(zones.body.data[0].source).toMatch(/^décret n° 2013-392 .* décret n° 2023-822/);
    const toutes = await t.call("GET", "/api/reglementation", "user");
    expect(toutes.body.data.map((x: { table: string }) => x.table)).toEqual([
      "encadrement",
      "zones-tendues",
      "relocation",
      "impayes-caf",
      "honoraires",
      "decence",
      "irl",
    ]);
    // The decency floors: each class's first day by territory and the 450 kWh ceiling, with their texts.
    const decence = await t.call("GET", "/api/reglementation/decence", "user");
    expect(decence.body.data).toContainEqual(
      expect.objectContaining({
        debut: "2028-01-01",
        fin: null,
        resume: "Classe F non décente (métropole)",
        source: expect.stringMatching(/^loi n° 2021-1104 .* art\. 160$/),
      }),
    );
    expect(decence.body.data.map((l: { debut: string }) => l.debut)[0]).toBe("2023-01-01");
    // The test's day is 21/11/2026: the re-letting decree's last row ended on 31/07/2026.
    const avertis = toutes.body.data.filter(
      (x: { avertissement: string | null }) => x.avertissement,
    );
    expect(avertis.map((x: { table: string }) => x.table)).toEqual(["relocation"]);
  });

  it("an unknown table is a 404 in French", async () => {
    const r = await t.call("GET", "/api/reglementation/loyers", "user");
    expect(r.status).toBe(404);
  });
});

describe("the experiment's end", () => {
  it("a Paris lease signed on 24/11/2026 is under rent control, one signed on 25/11/2026 is not", async () => {
    expect(await soumis({ codePostal: "75011", ville: "Paris" }, "2026-11-24")).toBe(true);
    expect(await soumis({ codePostal: "75011", ville: "Paris" }, "2026-11-25")).toBe(false);
  });
});

describe("POST /api/reglementation/{table}", () => {
  const marseille = {
    debut: "2026-11-01",
    source: "décret n° 2026-999 (exemple de test)",
    territoire: "Marseille",
    communes: "13055 ; Marseille ; 13001 13002 13003",
  };

  it("is for admins only: 403 for others", async () => {
    expect((await t.call("POST", ENCADREMENT, "user", marseille)).status).toBe(403);
    expect((await t.call("POST", ENCADREMENT, "comptable", marseille)).status).toBe(403);
  });

  it("a bad row is a 400 in French, on its field, and nothing is written", async () => {
    const sansSource = await t.call("POST", ENCADREMENT, "admin", { ...marseille, source: "" });
    expect(expectFieldError(sansSource, "source")).toBeTruthy();
    const finAvant = await t.call("POST", ENCADREMENT, "admin", {
      ...marseille,
      fin: "2026-10-01",
    });
    expect(expectFieldError(finAvant, "fin")).toBe(
      "La date de fin doit être le jour du début ou après.",
    );
    const code = await t.call("POST", ENCADREMENT, "admin", {
      ...marseille,
      communes: "1305X;Marseille",
    });
    expect(expectFieldError(code, "communes")).toBe(
      "Ligne 1 : code INSEE « 1305X » invalide (5 caractères, par exemple 75056 ou 2A004).",
    );
    const sansTerritoire = await t.call("POST", ENCADREMENT, "admin", {
      ...marseille,
      territoire: null,
    });
    expect(expectFieldError(sansTerritoire, "territoire")).toMatch(/^Indiquez le territoire/);
    const irl = await t.call("POST", "/api/reglementation/irl", "admin", marseille);
    expect(expectFieldError(irl, "table")).toBe("L'IRL s'enrichit dans Paramètres > IRL.");
    const decence = await t.call("POST", "/api/reglementation/decence", "admin", marseille);
    expect(expectFieldError(decence, "table")).toMatch(
      /^Les seuils de décence sont fixés par la loi/,
    );
    const r = await t.call("GET", ENCADREMENT, "user");
    expect(r.body.data.some((l: { saisie: boolean }) => l.saisie)).toBe(false);
  });

  it("a territory added applies to the next lease, and is listed as added", async () => {
    expect(await soumis(MARSEILLE, "2026-11-20")).toBe(false);
    const r = await t.call("POST", ENCADREMENT, "admin", marseille);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.at(-1)).toMatchObject({
      debut: "2026-11-01",
      fin: null,
      source: "décret n° 2026-999 (exemple de test)",
      resume: "Marseille : 1 commune",
      saisie: true,
    });
    expect(r.body.fin).toBeNull();
    expect(await soumis(MARSEILLE, "2026-11-20")).toBe(true);
    expect(await soumis({ ...MARSEILLE, codeInsee: "13201" }, "2026-11-20")).toBe(true);
    expect(await soumis(MARSEILLE, "2026-10-31")).toBe(false);
  });

  it("an extension after the experiment's end brings Paris back from its first day", async () => {
    const paris = { codePostal: "75011", ville: "Paris" };
    expect(await soumis(paris, "2026-12-01")).toBe(false);
    const r = await t.call("POST", ENCADREMENT, "admin", {
      debut: "2026-11-25",
      fin: "2031-11-24",
      source: "loi de pérennisation (exemple de test)",
      territoire: "Paris",
      communes: "75056 ; Paris ; 75011",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await soumis(paris, "2026-12-01")).toBe(true);
  });

  it("the same row twice is a 409, and it is in the journal", async () => {
    const r = await t.call("POST", ENCADREMENT, "admin", marseille);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(
      /^Une ligne de cette table pour « Marseille » commence déjà le 01\/11\/2026/,
    );
    const j = await t.call("GET", "/api/journal?resource=LigneReglementation", "admin");
    expect(j.status, JSON.stringify(j.body)).toBe(200);
    expect(JSON.stringify(j.body)).toContain("Marseille");
  });

  it("a zone tendue list added makes a commune's new apartments zone tendue", async () => {
    expect((await insertAppartement(t, { codePostal: "21000", ville: "Dijon" })).zoneTendue).toBe(
      false,
    );
    const r = await t.call("POST", "/api/reglementation/zones-tendues", "admin", {
      debut: "2026-11-01",
      source: "décret de test ajoutant Dijon",
      communes: "21231 ; Dijon",
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await insertAppartement(t, { codePostal: "21000", ville: "Dijon" })).zoneTendue).toBe(
      true,
    );
  });
});
