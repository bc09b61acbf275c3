import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, download, form } from "../support/http";
import { diskFull, failingStore, storeDown } from "../support/faults";
import { changedTables, snapshotTables } from "../support/app-tables";
import { LEAK } from "../support/bad-input";
import { insertAppartement } from "../support/factories";
import { referencedKeys } from "../../worker/services/files/orphans";

// The file store failing under an upload (R2 down, a disk error) or the disk full: 503 / 507 in French, and no row
// ever points at an object that is not there.
const store = failingStore();
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ files: store.store })));
afterEach(() => store.heal());
afterAll(() => t.close());

const pdf = () =>
  form({ nom: "bail", file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } });
const png = () => form({ url: { bytes: PNG, name: "facade.png", type: "image/png" } });

/** Every key a row references is in the store. */
async function everyRowHasItsFile() {
  const missing = [...(await referencedKeys(t.ports))].filter((k) => !t.files.keys().includes(k));
  expect(missing).toEqual([]);
}

const FAILURES = [
  ["disque plein", diskFull, 507, "storage_full", /^Espace de stockage insuffisant/],
  ["stockage en panne", storeDown, 503, "unavailable", /^Service momentanément indisponible/],
] as const;

describe.each(FAILURES)("%s", (_label, failure, status, code, message) => {
  it("an upload (document, images, replacement) answers in French and writes nothing", async () => {
    const a = await insertAppartement(t);
    const existing = await t.call("POST", "/api/Fichier", "admin", pdf());
    expect(existing.status).toBe(201);
    const uploads: [string, string, () => FormData][] = [
      ["POST", "/api/Fichier", pdf],
      ["POST", "/api/Image", () => ((f) => (f.append("AppartementId", String(a.id)), f))(png())],
      ["PUT", `/api/Fichier/${existing.body.id}`, pdf],
    ];
    for (const [method, path, body] of uploads) {
      const before = await snapshotTables(t.client, ["RateLimit"]);
      const keys = t.files.keys().sort();
      store.fail(failure);
      const r = await t.call(method, path, "admin", body());
      store.heal();
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(status);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message).toMatch(message);
      expect(JSON.stringify(r.body)).not.toMatch(LEAK);
      expect(changedTables(before, await snapshotTables(t.client, ["RateLimit"])), path).toEqual(
        [],
      );
      expect(t.files.keys().sort()).toEqual(keys);
      await everyRowHasItsFile();
    }
    // The replaced document is still the old one, and the store works again for the next upload.
    expect((await download(t, existing.body.url)).bytes).toEqual(PDF);
    expect((await t.call("POST", "/api/Fichier", "admin", pdf())).status).toBe(201);
    await everyRowHasItsFile();
  });

  it("a download answers in French, never a 500", async () => {
    const f = await t.call("POST", "/api/Fichier", "admin", pdf());
    store.fail(failure);
    const r = await t.call("GET", f.body.url);
    expect(r.status).toBe(status);
    expect(r.body.error.message).toMatch(message);
  });
});
