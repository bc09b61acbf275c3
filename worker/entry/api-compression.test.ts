import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";

// Counts the compressions while keeping the real ones.
const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock("./compression", async (importOriginal) => {
  const real = await importOriginal<typeof import("./compression")>();
  return {
    ...real,
    compress: (...a: Parameters<typeof real.compress>) => (calls.n++, real.compress(...a)),
  };
});
const { apiCompression } = await import("./api-compression");
const { memoryListCache } = await import("../ports");

const list = new TextEncoder().encode(
  JSON.stringify({
    data: Array.from({ length: 300 }, (_, id) => ({ id, ville: "Paris", loyerHC: 1450.5 })),
  }),
);
const cachedList = (etag: string) =>
  new Response(list, {
    headers: { "Content-Type": "application/json; charset=UTF-8", ETag: etag },
  });
const browser = (accept = "gzip, deflate, br") => accept;
const decode = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  return res.headers.get("Content-Encoding") === "br"
    ? brotliDecompressSync(bytes)
    : gunzipSync(bytes);
};

describe("API compression on the Node entry", () => {
  it("compresses a cached list once per encoding, then answers that copy without reading the list again", async () => {
    const cache = memoryListCache();
    const { etag } = cache.set("Appartement|2026-11-23", list, cache.generation);
    const compressAnswer = apiCompression((tag) => cache.byEtag(tag)?.body);
    calls.n = 0;
    for (const accept of ["gzip, deflate, br", "gzip"]) {
      for (let i = 0; i < 4; i++) {
        const given = cachedList(etag);
        const res = await compressAnswer(browser(accept), given);
        expect(res.headers.get("Content-Encoding")).toBe(accept === "gzip" ? "gzip" : "br");
        expect(res.headers.get("ETag")).toBe(etag);
        expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/);
        expect(Buffer.from(await decode(res)).equals(Buffer.from(list))).toBe(true);
        // Reading the plain body again would copy 2 MB per request for the 2,000-apartment list.
        if (i > 0) expect(given.bodyUsed).toBe(false);
      }
    }
    expect(calls.n).toBe(2);
    // A new list (a write happened) has a new ETag: compressed anew, never answered with the old bytes.
    cache.clear();
    const fresh = new TextEncoder().encode(
      JSON.stringify({ data: [{ id: 1, ville: "Lyon" }], pad: "x".repeat(2000) }),
    );
    const next = cache.set("Appartement|2026-11-23", fresh, cache.generation);
    const res = await compressAnswer(browser(), cachedList(next.etag));
    expect(Buffer.from(await decode(res)).equals(Buffer.from(fresh))).toBe(true);
    expect(calls.n).toBe(3);
  });

  it("keeps no compressed form of a list the cache dropped, nor of an answer no cache holds", async () => {
    const cache = memoryListCache();
    const compressAnswer = apiCompression((tag) => cache.byEtag(tag)?.body);
    const old = cache.set("Appartement|2026-11-23", list, cache.generation);
    await compressAnswer(browser(), cachedList(old.etag));
    calls.n = 0;
    await compressAnswer(browser(), cachedList(old.etag));
    expect(calls.n).toBe(0);
    // A write drops the list; the next one kept takes the old one's forms with it.
    cache.clear();
    const next = cache.set("Appartement|2026-11-23", list, cache.generation);
    await compressAnswer(browser(), cachedList(next.etag));
    expect(calls.n).toBe(1);
    const stale = cachedList(old.etag);
    await compressAnswer(browser(), stale);
    expect(stale.bodyUsed).toBe(true);
    expect(calls.n).toBe(2);
    // An answer with an ETag that no cache keeps (built across a write) is compressed each time it is sent.
    await compressAnswer(browser(), cachedList('W/"jamais-garde"'));
    await compressAnswer(browser(), cachedList('W/"jamais-garde"'));
    expect(calls.n).toBe(4);
  });

  it("compresses a cached answer from the cache's bytes, found by its ETag, never reading the Response", async () => {
    const cache = memoryListCache();
    const entry = cache.set("Appartement|2026-11-23", list, cache.generation);
    const compressAnswer = apiCompression((etag) => cache.byEtag(etag)?.body);
    const given = cachedList(entry.etag);
    const res = await compressAnswer(browser(), given);
    expect(given.bodyUsed).toBe(false);
    expect(Buffer.from(await decode(res)).equals(Buffer.from(list))).toBe(true);
    // Dropped by a write: the ETag names nothing any more, and an answer carrying it is read as usual.
    cache.clear();
    expect(cache.byEtag(entry.etag)).toBeUndefined();
    const stale = cachedList(entry.etag);
    await compressAnswer("gzip", stale);
    expect(stale.bodyUsed).toBe(true);
  });

  it("keeps a 304 a 304 and an answer the client cannot decode as it is", async () => {
    const compressAnswer = apiCompression();
    const notModified = await compressAnswer(
      browser(),
      new Response(null, { status: 304, headers: { ETag: 'W/"liste-1"' } }),
    );
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const plain = await compressAnswer(null, cachedList('W/"liste-1"'));
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(Buffer.from(list))).toBe(true);
  });
});
