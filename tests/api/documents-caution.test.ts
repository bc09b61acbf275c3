import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create } from "../support/factories";
import { download } from "../support/http";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import {
  ADRESSE_LONGUE,
  AGENCE_TEST,
  NOM_LONG,
  PRENOM,
  PRENOM_ETRANGER,
} from "../support/document-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

const documentKeys = () => t.files.keys().filter((k) => k.startsWith("files/documents/"));

describe("GET /api/Dossier/etiquetteCaution/{id}/generate", () => {
  it("prints the guarantor's name and address, hostile strings included, and nothing for empty fields", async () => {
    const c = await create(t, "Caution", {
      titre: "Madame",
      nom: NOM_LONG,
      prenom: PRENOM,
      adresse: ADRESSE_LONGUE,
      cp: "94240",
      ville: "L’Haÿ-les-Roses",
      mobile: "06 11 22 33 44",
      mail: "zoe@example.fr",
    });
    const pdf = await generate(t, `/api/Dossier/etiquetteCaution/${c.id}/generate`);
    keepForReview("etiquette-caution", pdf.bytes);
    expect(pdf.pages).toBe(1);
    expectSays(
      pdf.text,
      AGENCE_TEST.nom,
      "Étiquette caution",
      `Madame ${PRENOM} ${NOM_LONG}`,
      ADRESSE_LONGUE,
      "94240 L’Haÿ-les-Roses",
      "Page 1 / 1",
    );
    expectNoMissingValues(pdf.text);
  });

  it("replaces what the fonts cannot encode instead of failing", async () => {
    const c = await create(t, "Caution", {
      nom: "Kowalski",
      prenom: PRENOM_ETRANGER,
      mobile: "0611223344",
      mail: "l@example.fr",
    });
    const pdf = await generate(t, `/api/Dossier/etiquetteCaution/${c.id}/generate`);
    expectSays(pdf.text, "Monsieur Łukasz ? Kowalski");
    expectNoMissingValues(pdf.text);
  });

  it("replaces the stored file on regeneration and deletes it with the guarantor", async () => {
    const c = await create(t, "Caution", {
      nom: "Petit",
      prenom: "Jean",
      mobile: "0611223344",
      mail: "j@example.fr",
    });
    const before = documentKeys().length;
    const first = await generate(t, `/api/Dossier/etiquetteCaution/${c.id}/generate`);
    const second = await generate(t, `/api/Dossier/etiquetteCaution/${c.id}/generate`);
    // Nothing it shows changed: the same document, under the same link (issue 75, ADR 109).
    expect(second.link).toBe(first.link);
    expect(documentKeys().length).toBe(before + 1);
    await t.call("PUT", `/api/Caution/${c.id}`, "admin", { nom: "Grand" });
    const third = await generate(t, `/api/Dossier/etiquetteCaution/${c.id}/generate`);
    expect(third.link).not.toBe(first.link);
    expect((await download(t, first.link)).status).toBe(404);
    expect(documentKeys().length).toBe(before + 1);
    expect((await t.call("DELETE", `/api/Caution/${c.id}`, "admin")).status).toBe(204);
    expect((await download(t, third.link)).status).toBe(404);
    expect(documentKeys().length).toBe(before);
  });

  it("keeps one document when regenerations run in parallel, and downloads it under its name", async () => {
    const c = await create(t, "Caution", {
      nom: "Petit",
      prenom: "Jean",
      mobile: "0611223344",
      mail: "j@example.fr",
    });
    const before = documentKeys().length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call("GET", `/api/Dossier/etiquetteCaution/${c.id}/generate`, "user"),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(documentKeys().length).toBe(before + 1);
    // The same document each time (issue 75, ADR 109): one link, kept.
    const kept = [...new Set(answers.map((r) => r.body.generated as string))].filter((link) =>
      documentKeys().includes(link.slice(1)),
    );
    expect(kept).toHaveLength(1);
    const file = await download(t, kept[0]!);
    expect(file.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("Étiquette caution - Jean Petit.pdf")}`,
    );
  });

  it("answers 404 for an unknown guarantor, and downloads need a login", async () => {
    expect(
      (await t.call("GET", "/api/Dossier/etiquetteCaution/999999/generate", "user")).status,
    ).toBe(404);
    const c = await create(t, "Caution", {
      nom: "Petit",
      prenom: "Jean",
      mobile: "0611223344",
      mail: "j@example.fr",
    });
    const pdf = await generate(t, `/api/Dossier/etiquetteCaution/${c.id}/generate`);
    expect((await download(t, pdf.link, null)).status).toBe(401);
  });
});
