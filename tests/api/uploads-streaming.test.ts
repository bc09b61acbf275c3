import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, expectError, form } from "../support/http";
import { lazyMultipart, streamed } from "../support/streams";

// Uploads are read as a stream and counted: past the limit the server cancels the body (413) instead of
// buffering everything it is sent (a chunked 300 MB body once held 1.34 GB).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const MB = 1024 * 1024;
const OFFERED = 300 * MB;

async function upload(method: string, path: string, body: ReturnType<typeof lazyMultipart>) {
  const res = await t.app.request(
    path,
    streamed(method, t.tokens.admin, body.contentType, body.stream),
  );
  return { status: res.status, body: (await res.json()) as any };
}

describe("a chunked 300 MB upload without Content-Length", () => {
  it("POST /api/Fichier: 413 after about 50 MB read, nothing stored", async () => {
    const before = t.files.keys().length;
    const body = lazyMultipart(
      OFFERED,
      { field: "file", name: "enorme.pdf", type: "application/pdf", head: PDF },
      { nom: "énorme" },
    );
    const r = await upload("POST", "/api/Fichier", body);
    expectError(r, 413);
    expect(r.body.error.message).toMatch(/50 Mo/);
    expect(body.pulled()).toBeLessThan(60 * MB);
    expect(body.cancelled()).toBe(true);
    expect(t.files.keys().length).toBe(before);
  });

  it("PUT /api/Fichier/{id}: 413 after about 50 MB read, the stored file untouched", async () => {
    const f = await t.call(
      "POST",
      "/api/Fichier",
      "admin",
      form({ nom: "bail", file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } }),
    );
    const keys = t.files.keys();
    const body = lazyMultipart(OFFERED, {
      field: "file",
      name: "v2.pdf",
      type: "application/pdf",
      head: PDF,
    });
    expectError(await upload("PUT", `/api/Fichier/${f.body.id}`, body), 413);
    expect(body.pulled()).toBeLessThan(60 * MB);
    expect(t.files.keys()).toEqual(keys);
    expect((await t.call("GET", `/api/Fichier/${f.body.id}`, "admin")).body.url).toBe(f.body.url);
  });

  it("POST /api/Image: 413 after about 100 MB read (a Workers request carries 100 MB at most)", async () => {
    const before = t.files.keys().length;
    const body = lazyMultipart(OFFERED, {
      field: "url",
      name: "immense.png",
      type: "image/png",
      head: PNG,
    });
    const r = await upload("POST", "/api/Image", body);
    expectError(r, 413);
    expect(r.body.error.message).toMatch(/100 Mo/);
    expect(body.pulled()).toBeLessThan(110 * MB);
    expect(t.files.keys().length).toBe(before);
  });
});

describe("image request limits", () => {
  it("several images totalling over 100 MB in one request: 413, nothing stored (send them in several requests)", async () => {
    const f = new FormData();
    for (let i = 0; i < 3; i++) {
      const bytes = new Uint8Array(40 * MB);
      bytes.set(PNG);
      f.append("url", new File([bytes], `p${i}.png`, { type: "image/png" }));
    }
    const before = t.files.keys().length;
    expectError(await t.call("POST", "/api/Image", "admin", f), 413);
    expect(t.files.keys().length).toBe(before);
  });

  it("a small batch still goes through the stream reader intact", async () => {
    const f = new FormData();
    f.append("url", new File([PNG as BlobPart], "a.png", { type: "image/png" }));
    f.append("url", new File([PNG as BlobPart], "b.png", { type: "image/png" }));
    const r = await t.call("POST", "/api/Image", "admin", f);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.map((i: { nom: string }) => i.nom)).toEqual(["a.png", "b.png"]);
  });
});
