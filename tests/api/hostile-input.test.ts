import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { hostiles } from "../support/hostile-statements";
import { valid } from "../support/factories";

// Issue 40, as an attacker: statements made to be slow or too deep, control characters in a path, a JSON body or a
// form. Each is a French 400, never a 5xx; free text keeps its tabs and line breaks.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const importer = (texte: string, nom = "releve.ofx", champs: Record<string, string> = {}) => {
  const f = new FormData();
  f.append("file", new File([texte], nom));
  for (const [k, v] of Object.entries(champs)) f.append(k, v);
  return t.call("POST", "/api/banque/releves", "user", f);
};
const json = (texte: string) => new Blob([texte], { type: "application/json" });

describe("bank statements made to hurt: POST /api/banque/releves", () => {
  it.each([
    ["OFX 1", hostiles.ofxImbrique(5000), 101],
    ["OFX 2", hostiles.ofx2Imbrique(5000), 103],
    ["camt.053", hostiles.camtImbrique(5000), 101],
  ])("%s nested 5,000 deep: 400 naming the line", async (_, texte, ligne) => {
    const r = await importer(texte);
    const message = `Fichier trop imbriqué (profondeur > 100) à la ligne ${ligne}.`;
    expect(expectFieldError(r, "file")).toBe(message);
    expect(r.body.error.message).toBe(message);
  });

  it.each([
    ["end tags matching nothing", hostiles.ofxFermantesOrphelines(196_000)],
    ["tags never ended", hostiles.ofxBalisesNonFermees(196_000)],
    ["end tags never ended", hostiles.ofxFermantesNonTerminees(196_000)],
  ])("a 196 KB OFX of %s: 400", async (_, texte) => {
    expect(expectFieldError(await importer(texte), "file")).toBe(
      "Fichier OFX sans relevé de compte (STMTRS).",
    );
  });

  it("a file name or a field with a control character: 400", async () => {
    const csv = "Date;Libellé;Montant\n02/11/2026;VIR;10,00\n";
    expectError(await importer(csv, "rel\u0001eve.csv"), 400);
    expect(
      expectFieldError(await importer(csv, "releve.csv", { compte: "12\u0000" }), "compte"),
    ).toBe("Ce champ contient un caractère de contrôle interdit.");
  });
});

describe("control characters in a path", () => {
  it.each([
    "/files/files/documents/a%00b.pdf",
    "/files/files/%01/x.pdf",
    "/files/files/a%00b%E9.pdf",
    "/api/Client?search=%00",
    "/api/Client/1%1b",
  ])("%s: 400", async (path) => {
    const r = await t.call("GET", path, "user");
    expectError(r, 400);
    expect(r.body.error.message).toBe("Adresse invalide : elle contient un caractère de contrôle.");
  });
});

describe("JSON bodies", () => {
  it("nested 5,000 deep: 400 naming the line", async () => {
    const deep = `{\n"nom":\n${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const r = await t.call("POST", "/api/Client", "user", json(deep));
    expectError(r, 400);
    expect(r.body.error.message).toBe("Corps JSON trop imbriqué (profondeur > 100) à la ligne 3.");
  });

  it("a control character in a field: 400 on that field; tabs and line breaks in free text are kept", async () => {
    const nul = await t.call("POST", "/api/Client", "user", {
      ...valid.Client(),
      nom: "Du\u0000rand",
    });
    expect(expectFieldError(nul, "nom")).toBe(
      "Ce champ contient un caractère de contrôle interdit.",
    );
    const esc = await t.call("POST", "/api/Client", "user", {
      ...valid.Client(),
      adresse: "12 rue\u001b[2J",
    });
    expectFieldError(esc, "adresse");
    const texte = "Bâtiment B\n\tescalier 2\r\n3e étage";
    const ok = await t.call("POST", "/api/Client", "user", { ...valid.Client(), adresse: texte });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.adresse).toBe(texte);
  });
});
