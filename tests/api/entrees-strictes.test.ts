import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PNG, download, form } from "../support/http";
import { insertLocataire } from "../support/factories";
import { ouvrirEspace } from "../support/espace";
import { codeRecu, dernierCourriel } from "../support/espace-mails";

// Issue 75 item 5: inputs read strictly. What no one sees is taken out of a file's name (a right-to-left override
// typed in « photo », U+202E, « gnp.exe » showed « photoexe.png »), on upload and in the download's header; the space's
// sign-in code is in the e-mail's body, never its subject (shown on a locked phone).

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const png = (name: string) => ({ bytes: PNG, name, type: "image/png" });
/** Bidi overrides, marks and isolates, zero-width characters, a C1 control, the byte order mark. */
const INVISIBLE = /[\u0080-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

describe("a file's name", () => {
  it("is cleaned of bidi, zero-width and control characters on upload and in Content-Disposition", async () => {
    const r = await t.call(
      "POST",
      "/api/Fichier",
      "user",
      form({ nom: "photo\u202Egnp.exe", file: png("photo\u202Egnp.exe.png") }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.nom).toBe("photognp.exe");
    const autre = await t.call(
      "POST",
      "/api/Fichier",
      "user",
      form({ nom: "ba\u200Bil\u2066 \u0085signé\uFEFF", file: png("bail.png") }),
    );
    expect(autre.body.nom).toBe("bail signé");

    // A name stored before the rule (or renamed through a path that let it in) leaves without it too.
    await t.client.execute({
      sql: `update "Fichier" set "nom" = ? where "id" = ?`,
      args: ["photo\u202Egnp\u200D.exe", r.body.id],
    });
    const d = await download(t, r.body.url, "user");
    expect(d.status).toBe(200);
    const cd = d.headers.get("content-disposition") ?? "";
    expect(decodeURIComponent(cd.split("filename*=UTF-8''")[1] ?? "")).toBe("photognp.exe.png");
    expect(decodeURIComponent(cd)).not.toMatch(INVISIBLE);
  });
});

describe("the space's sign-in code", () => {
  it("is in the e-mail's body only: its subject has no code", async () => {
    const l = await insertLocataire(t, { mail: "code@example.fr" });
    await ouvrirEspace(t, { LocataireId: l.id }, "code@example.fr");
    const r = await t.app.request("/api/espace/code", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "code@example.fr" }),
    });
    expect(r.status).toBe(200);
    const code = await codeRecu(t, "code@example.fr");
    const mail = await dernierCourriel(t, "code@example.fr");
    expect(mail?.body).toContain(code);
    expect(mail?.subject).toMatch(/votre code de connexion$/);
    expect(mail?.subject).not.toMatch(/\d{6}/);
  });
});
