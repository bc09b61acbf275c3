// Uploads on the edge entry (workerd, miniflare's R2): streamed into R2 part by part (ADR 021), refused from their
// headers before their body is read, nothing left in the bucket by a refused one.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, adminToken } from "./call";
import { lazyMultipart } from "../support/streams";
import { R2_PART_BYTES } from "../../worker/entry/r2-store";

const MB = 1024 * 1024;
const PDF = new TextEncoder().encode("%PDF-1.4\n");
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const send = (
  path: string,
  body: { stream: ReadableStream<Uint8Array>; contentType: string },
  opts: { auth?: boolean; length?: number; method?: string } = {},
) => {
  const headers: Record<string, string> = { "Content-Type": body.contentType };
  if (opts.auth !== false) headers.Authorization = `Token ${token}`;
  if (opts.length !== undefined) headers["Content-Length"] = String(opts.length);
  return exports.default.fetch(
    new Request(ORIGIN + path, { method: opts.method ?? "POST", headers, body: body.stream }),
  );
};

const sha256 = async (b: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", b))].join(",");
const stored = async () => (await env.FILES.list({ prefix: "files/" })).objects.map((o) => o.key);

describe("uploads refused before their body is read", () => {
  it("unauthenticated, a 1 GB multipart body: 401, next to nothing of it read", async () => {
    const body = lazyMultipart(1024 * MB, {
      field: "file",
      name: "enorme.pdf",
      type: "application/pdf",
      head: PDF,
    });
    const res = await send("/api/Fichier", body, { auth: false });
    expect(res.status).toBe(401);
    await res.arrayBuffer();
    expect(body.pulled()).toBeLessThan(2 * MB);
  });

  it("unauthenticated images with 1 GB declared: 401, nothing read", async () => {
    const body = lazyMultipart(1024 * MB, {
      field: "url",
      name: "a.png",
      type: "image/png",
      head: PNG,
    });
    const res = await send("/api/Image", body, { auth: false, length: 1024 * MB });
    expect(res.status).toBe(401);
    await res.arrayBuffer();
    expect(body.pulled()).toBeLessThan(2 * MB);
  });

  it("a declared Content-Length over the limit: 413 before reading, nothing stored", async () => {
    const before = await stored();
    const body = lazyMultipart(200 * MB, {
      field: "url",
      name: "a.png",
      type: "image/png",
      head: PNG,
    });
    const res = await send("/api/Image", body, { length: 200 * MB });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(2 * MB);
    expect(await stored()).toEqual(before);
  });

  it("a part declared as another type than an image: 415 before its body, nothing stored", async () => {
    const before = await stored();
    const body = lazyMultipart(50 * MB, { field: "url", name: "page.html", type: "text/html" });
    const res = await send("/api/Image", body);
    expect(res.status).toBe(415);
    expect(body.pulled()).toBeLessThan(2 * MB);
    expect(await stored()).toEqual(before);
  });
});

describe("uploads streamed into R2", () => {
  it("a document larger than an R2 part goes up in parts, byte for byte", async () => {
    const size = 2 * R2_PART_BYTES + 12345;
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 9)) & 0xff;
    bytes.set(PDF);
    const form = new FormData();
    form.append("nom", "Gros bail");
    form.append("file", new File([bytes], "gros.pdf", { type: "application/pdf" }));
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/Fichier`, {
        method: "POST",
        headers: { Authorization: `Token ${token}` },
        body: form,
      }),
    );
    expect(res.status).toBe(201);
    const row = (await res.json()) as { url: string; taille: number };
    expect(row.taille).toBe(size);
    const object = await env.FILES.get(row.url.slice(1));
    expect(object?.size).toBe(size);
    // Compared by digest: a deep equality over 10 MB of array elements takes minutes.
    expect(await sha256(await object!.arrayBuffer())).toBe(await sha256(bytes));
  });

  it("a chunked document past 50 MB: 413 while streaming, no object nor upload left", async () => {
    const before = await stored();
    const body = lazyMultipart(
      300 * MB,
      { field: "file", name: "enorme.pdf", type: "application/pdf", head: PDF },
      { nom: "énorme" },
    );
    const res = await send("/api/Fichier", body);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(60 * MB);
    expect(await stored()).toEqual(before);
  });

  it("images whose third is not one: 415, the two stored before it removed", async () => {
    const before = await stored();
    const form = new FormData();
    form.append("url", new File([PNG], "a.png", { type: "image/png" }));
    form.append("url", new File([PNG], "b.png", { type: "image/png" }));
    form.append("url", new File(["<svg/>"], "c.png", { type: "image/png" }));
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/Image`, {
        method: "POST",
        headers: { Authorization: `Token ${token}` },
        body: form,
      }),
    );
    expect(res.status).toBe(415);
    expect(await stored()).toEqual(before);
  });
});
