import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, download, form } from "../support/http";
import { insertLocataire } from "../support/factories";
import { seedDossier } from "../support/quitances";

// Issue 40: the zips the product writes (a tenant's data export, the month's receipts, the backup) name their entries
// from names users typed; read back, every name stays in its folder, plain, at most 120 characters, duplicates
// numbered « nom (2).pdf ».

let t: TestApp;
beforeAll(
  async () => void (t = await makeTestApp({ confirme: true, now: "2026-11-21T10:00:00Z" })),
);
afterAll(() => t.close());

/** Every name is relative, without "..", control character or backslash, each part at most 120 characters. */
function expectSafe(names: string[]) {
  for (const n of names) {
    expect(n, n).not.toMatch(/^[/\\]|\.\.|\\|[\u0000-\u001f\u007f]|^[A-Za-z]:/);
    for (const part of n.split("/")) expect(Array.from(part).length, n).toBeLessThanOrEqual(120);
  }
}

async function fichier(nom: string) {
  const f = await t.call(
    "POST",
    "/api/Fichier",
    "admin",
    form({ nom, file: { bytes: PDF, name: "p.pdf", type: "application/pdf" } }),
  );
  expect(f.status, JSON.stringify(f.body)).toBe(201);
  return f.body.id as number;
}

describe("a tenant's data export (GET /api/Locataire/{id}/export)", () => {
  it("names from hostile file and document names", async () => {
    const l = await insertLocataire(t, { nom: "../../Martin", prenom: "C:\\Léa" });
    const noms = [
      "../../etc/passwd",
      "/abs",
      "\\\\win\\x",
      "C:\\x",
      "a".repeat(300),
      "bail",
      "BAIL",
    ];
    const ids = [];
    for (const nom of noms) ids.push(await fichier(nom));
    ids.push(await fichier("plus tard"));
    // A name stored before input was checked: a bell and an escape sequence.
    await t.client.execute({
      sql: "update Fichier set nom = ? where id = ?",
      args: ["rel\u0007evé\u001b[2J", ids.at(-1)!],
    });
    for (const id of ids)
      expect((await t.call("PUT", `/api/Locataire/${l.id}/fichier/add/${id}`)).status).toBe(200);

    const r = await download(t, `/api/Locataire/${l.id}/export`);
    expect(r.status).toBe(200);
    const names = Object.keys(unzipSync(r.bytes)).filter((n) => n.startsWith("fichiers/"));
    expectSafe(names);
    expect(names).toEqual([
      "fichiers/etc_passwd.pdf",
      "fichiers/abs.pdf",
      "fichiers/win_x.pdf",
      "fichiers/C_x.pdf",
      `fichiers/${"a".repeat(116)}.pdf`,
      "fichiers/bail.pdf",
      "fichiers/BAIL (2).pdf",
      "fichiers/relevé[2J.pdf",
    ]);
  });
});

describe("the month's receipts (GET /api/Quitance/downloadMonth/{YYYY}/{MM})", () => {
  it("names from hostile tenant names, duplicates numbered", async () => {
    const locataire = { titre: "Madame", nom: "../../etc/passwd", prenom: "\\\\win" };
    for (const _ of [1, 2]) {
      const s = await seedDossier(t, { locataire });
      const q = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
        date: "2027-03-02",
      });
      expect(q.status, JSON.stringify(q.body)).toBeLessThan(300);
    }
    const r = await download(t, "/api/Quitance/downloadMonth/2027/03", "user");
    expect(r.status).toBe(200);
    const names = Object.keys(unzipSync(r.bytes));
    expectSafe(names);
    expect(names).toEqual([
      "2027-03_win-etc-passwd_8-boulevard-Voltaire-75011-Paris.pdf",
      "2027-03_win-etc-passwd_8-boulevard-Voltaire-75011-Paris (2).pdf",
    ]);
  });
});

describe("the backup (GET /api/sauvegarde)", () => {
  it("an object whose key is no safe name is left out; every entry name is safe", async () => {
    await t.files.put("files/../evasion.pdf", PDF, "application/pdf");
    await t.files.put("files/a\u0000b.pdf", PDF, "application/pdf");
    const r = await download(t, "/api/sauvegarde");
    expect(r.status).toBe(200);
    const names = Object.keys(unzipSync(r.bytes));
    expectSafe(names);
    expect(names.some((n) => n.startsWith("files/"))).toBe(true);
    expect(names.filter((n) => /evasion|a\u0000b/.test(n))).toEqual([]);
  });
});
