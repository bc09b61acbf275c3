import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { IMPORT_MAX_LIGNES } from "../../worker/services/imports/bornes";
import { envoyer, json } from "../support/imports";
import { makeTestApp, type TestApp } from "../support/test-app";

// Issue 61, item 7 through POST /api/imports: a zip bomb and a sheet past the row bound are answered with a French
// 413 at once, before the workbook is read; a body past the upload bound too (ADR 081).

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe("POST /api/imports: the bounds", () => {
  // « At once »: the message names the compression ratio, read from the zip's directory before anything is inflated
  // (no clock in the test: the machines are shared).
  it("answers a zip bomb with a French 413, at once", async () => {
    // 60 MB of zeros in a workbook's shared strings, ~60 KB zipped: 1,000 times compressed.
    const bombe = zipSync({
      "[Content_Types].xml": strToU8("<Types/>"),
      "xl/workbook.xml": strToU8("<workbook/>"),
      "xl/sharedStrings.xml": new Uint8Array(60 * 1024 * 1024),
    });
    const r = await json<{ error: { message: string } }>(
      await envoyer(t, [{ nom: "reprise.xlsx", bytes: bombe }], { essai: true }),
      413,
    );
    expect(r.error.message).toBe(
      "Le fichier « reprise.xlsx » est compressé plus de 200 fois : il n'est pas lu (une bombe de décompression ?).",
    );
  });

  it("refuses a CSV past the row bound, and a body past the upload bound, in French", async () => {
    const lignes = `Reference;Nom\n${"L1;Martin\n".repeat(IMPORT_MAX_LIGNES + 1)}`;
    const r = await json<{ error: { message: string } }>(
      await envoyer(t, [{ nom: "Locataires.csv", bytes: strToU8(lignes) }], { essai: true }),
      413,
    );
    expect(r.error.message).toBe(
      "Le fichier « Locataires.csv » dépasse 60\u202f000 lignes : découpez la reprise en plusieurs fichiers.",
    );
    const lourd = new Uint8Array(33 * 1024 * 1024).fill(0x41);
    const r2 = await json<{ error: { message: string } }>(
      await envoyer(t, [{ nom: "Baux.csv", bytes: lourd }], { essai: true }),
      413,
    );
    expect(r2.error.message).toBe("Les fichiers dépassent la taille maximale de 32 Mo.");
  });
});
