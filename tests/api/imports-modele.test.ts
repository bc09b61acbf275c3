import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import readXlsxFile from "read-excel-file/node";
import { makeTestApp, type TestApp } from "../support/test-app";
import { FEUILLES } from "../../worker/domain/imports/colonnes";
import { lireCsv } from "../../worker/domain/imports/csv";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { lireClasseur } from "../../worker/services/imports/classeur";

// Issue 61, item 1: the templates of the import, a workbook and the same as CSVs, admin only. Each sheet's headers (the
// required ones marked *), two example rows, and a Lisez-moi; the examples read back through the import's own checks
// without a fault, from the workbook and from the CSVs.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const telecharger = async (path: string) => {
  const res = await t.app.request(path, { headers: { Authorization: `Token ${t.tokens.admin}` } });
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe("the templates", () => {
  it("the workbook: Lisez-moi then a sheet a kind, headers marked, two examples each, which the import reads cleanly", async () => {
    const { res, bytes } = await telecharger("/api/imports/modele.xlsx");
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toContain("modele-reprise.xlsx");
    const sheets = await readXlsxFile(Buffer.from(bytes));
    expect(sheets.map((s) => s.sheet)).toEqual(["Lisez-moi", ...FEUILLES]);
    const baux = sheets.find((s) => s.sheet === "Baux")!.data;
    expect(baux[0]).toEqual(
      expect.arrayContaining(["Reference *", "Appartement *", "Loyer HC *", "Date de fin"]),
    );
    expect(baux).toHaveLength(3);
    const lisez = sheets[0]!.data.map((r) => r.join(" | "));
    expect(lisez).toContain(
      "Baux | Depot de garantie | oui | Le dépôt versé à l'entrée. | Dépôt de garantie, Caution, DG",
    );
    const v = verifierImport(await lireClasseur(bytes), "2026-12-31");
    expect(v.erreurs).toEqual([]);
    expect(v.avertissements).toEqual([]);
    expect(v.feuilles.Baux).toEqual({ lignes: 2, creer: 2, mettreAJour: 0 });
    expect(v.lus.Appartements?.[0]?.champs).toMatchObject({
      proprietaires: [
        { reference: "P001", part: 60 },
        { reference: "P002", part: 40 },
      ],
      loyerHC: 125000,
      syndicNom: "Cabinet Syndic & Associés",
    });
  });

  it("the CSVs: one a kind and Lisez-moi, UTF-8 with BOM and « ; », read cleanly too", async () => {
    const { res, bytes } = await telecharger("/api/imports/modele.zip");
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [...FEUILLES, "Lisez-moi"].map((f) => `${f}.csv`).sort(),
    );
    const proprietaires = files["Proprietaires.csv"]!;
    expect([...proprietaires.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(proprietaires)).toContain("Reference *;Civilite;Nom;Prenom;");
    const tables = Object.fromEntries(FEUILLES.map((f) => [f, lireCsv(files[`${f}.csv`]!)]));
    const v = verifierImport(tables, "2026-12-31");
    expect(v.erreurs).toEqual([]);
    expect(v.lus.Locataires?.[0]?.champs).toMatchObject({
      nom: "Petit",
      prenom: "Léa",
      tel: "07 11 22 33 44",
    });
  });

  it("admin only", async () => {
    for (const role of ["user", "user_delete", "comptable"] as const)
      expect((await t.call("GET", "/api/imports/modele.xlsx", role)).status).toBe(403);
    expect((await t.call("GET", "/api/imports/modele.zip", null)).status).toBe(401);
  });
});
