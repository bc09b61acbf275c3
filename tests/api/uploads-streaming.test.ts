import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, expectError, form } from "../support/http";
import { lazyMultipart, streamed } from "../support/streams";
import { DISCARD_MAX_BYTES } from "../../worker/lib/discard-body";

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

describe("checked from the headers before the body (in process: the bytes pulled are counted exactly)", () => {
  const request = (
    path: string,
    body: ReturnType<typeof lazyMultipart>,
    headers: Record<string, string> = {},
  ) =>
    t.app.request(path, {
      method: "POST",
      headers: { "Content-Type": body.contentType, ...headers },
      body: body.stream,
      duplex: "half",
    } as RequestInit);

  it("unauthenticated: 401 with nothing of the body read", async () => {
    const body = lazyMultipart(OFFERED, {
      field: "file",
      name: "a.pdf",
      type: "application/pdf",
      head: PDF,
    });
    expect((await request("/api/Fichier", body)).status).toBe(401);
    expect(body.pulled()).toBe(0);
    expect(body.cancelled()).toBe(true);
  });

  it("a declared Content-Length over the limit: 413 with nothing read", async () => {
    const body = lazyMultipart(OFFERED, {
      field: "url",
      name: "a.png",
      type: "image/png",
      head: PNG,
    });
    const res = await request("/api/Image", body, {
      Authorization: `Token ${t.tokens.admin}`,
      "Content-Length": String(OFFERED),
    });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it("an image part declared as HTML, a document named .exe: 415 before their bytes, nothing stored", async () => {
    const before = t.files.keys().length;
    const auth = { Authorization: `Token ${t.tokens.admin}` };
    const html = lazyMultipart(OFFERED, { field: "url", name: "page.html", type: "text/html" });
    expect((await request("/api/Image", html, auth)).status).toBe(415);
    const exe = lazyMultipart(
      OFFERED,
      { field: "file", name: "virus.exe", type: "application/pdf" },
      { nom: "x" },
    );
    expect((await request("/api/Fichier", exe, auth)).status).toBe(415);
    // Refused on the part's headers; what follows is only drained for the connection's sake (lib/discard-body.ts),
    // DISCARD_MAX_BYTES at most, then cancelled.
    for (const b of [html, exe]) {
      expect(b.pulled()).toBeLessThan(DISCARD_MAX_BYTES + 2 * MB);
      expect(b.cancelled()).toBe(true);
    }
    expect(t.files.keys().length).toBe(before);
  });

  it("a batch failing midway (its third file is not an image, or a 21st file) removes the images stored before", async () => {
    const before = t.files.keys();
    const f = new FormData();
    f.append("url", new File([PNG as BlobPart], "a.png", { type: "image/png" }));
    f.append("url", new File([PNG as BlobPart], "b.png", { type: "image/png" }));
    f.append("url", new File(["<svg/>"], "c.png", { type: "image/png" }));
    expectError(await t.call("POST", "/api/Image", "admin", f), 415);
    expect(t.files.keys()).toEqual(before);
    const many = new FormData();
    for (let i = 0; i < 21; i++)
      many.append("url", new File([PNG as BlobPart], `${i}.png`, { type: "image/png" }));
    expectError(await t.call("POST", "/api/Image", "admin", many), 400);
    expect(t.files.keys()).toEqual(before);
  });

  it("a document stored, then no nom: 400 and the object removed", async () => {
    const before = t.files.keys();
    const f = form({ file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } });
    const r = await t.call("POST", "/api/Fichier", "admin", f);
    expectError(r, 400);
    expect(r.body.error.fields).toEqual({ nom: "Ce champ est obligatoire." });
    expect(t.files.keys()).toEqual(before);
  });
});
