import { afterAll, beforeAll, expect, it } from "vitest";
import { adminToken, startNodeServer, type NodeServer } from "../support/node-server";
import { hostiles } from "../support/hostile-statements";

// Issue 40 on the real Node server (built, its disk store): a NUL in a file's key answered 503 (the disk store
// refused the path); a statement nested 5,000 deep answered 500. Both are French 400s now.

let s: NodeServer;
let token: string;
beforeAll(async () => {
  s = await startNodeServer();
  token = await adminToken(s);
}, 120_000);
afterAll(() => s?.stop());

it("a NUL or an escape in a file's key: 400, not 503", async () => {
  for (const path of ["/files/files/documents/a%00b.pdf", "/files/files/%1b%5b2J.pdf"]) {
    const r = await fetch(`${s.url}${path}`, { headers: { Authorization: `Token ${token}` } });
    expect(r.status, path).toBe(400);
    expect(((await r.json()) as any).error.message).toBe(
      "Adresse invalide : elle contient un caractère de contrôle.",
    );
  }
});

it("a camt.053 nested 5,000 deep: 400 naming the line", async () => {
  const f = new FormData();
  f.append("file", new File([hostiles.camtImbrique(5000)], "releve.xml"));
  const r = await fetch(`${s.url}/api/banque/releves`, {
    method: "POST",
    body: f,
    headers: { Authorization: `Token ${token}` },
  });
  expect(r.status).toBe(400);
  expect(((await r.json()) as any).error.fields.file).toBe(
    "Fichier trop imbriqué (profondeur > 100) à la ligne 101.",
  );
});
