import { MIN_COMPRESSED_BYTES, chooseEncoding, compress, type Encoding } from "./compression";

/** The bytes of the kept answer that carries this ETag, when the host keeps them (ports.ts ListCache.byEtag). */
type KnownBody = (etag: string) => Uint8Array<ArrayBuffer> | undefined;

/**
 * Compresses the API's JSON answers on the Node entry (downloads under /files keep their own type and bytes).
 * A cached list (ports.ts memoryListCache) carries an ETag that names its bytes and nothing else (made from them,
 * entry/etag-contenu.ts), so its compressed forms are kept by ETag: each cached list is compressed once per
 * encoding, not on every request, and a list built again unchanged after a write finds its forms still here. They
 * are kept only while the cache keeps a list with that ETag: once a write changed it, its forms (up to 8 MB of
 * them, 250 kB per 2,000-row list) would only sit in memory until the bounds below were reached. Other answers are compressed on the way out. A 304 stays a 304:
 * the ETag is the same whatever the encoding (weak), and If-None-Match is answered by the API before this runs.
 *
 * The plain bytes of a cached answer are taken from the cache (`knownBody`, by its ETag), not read back out of the
 * Response: `arrayBuffer()` copies them through a stream, 2 MB for a rebuilt list, garbage that stayed in the
 * process's memory until the next collection (docs/benchmarks.md, Memory). Only an answer no cache holds is read.
 */
export function apiCompression(
  knownBody: KnownBody = () => undefined,
  maxEntries = 64,
  maxBytes = 8 << 20,
) {
  /** The compressed forms of one kept answer, and their bytes once made (counted in `bytes`). */
  type Kept = { forms: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>; bytes: number };
  const byEtag = new Map<string, Kept>();
  let bytes = 0;

  function cachedCompress(
    etag: string,
    body: Uint8Array,
    encoding: Encoding,
  ): Promise<Uint8Array<ArrayBuffer>> {
    let kept = byEtag.get(etag);
    if (!kept) {
      // The forms of the answers the cache dropped since (a write clears it) go now.
      for (const [tag, gone] of byEtag)
        if (!knownBody(tag)) byEtag.delete(tag), (bytes -= gone.bytes);
      if (byEtag.size >= maxEntries || bytes > maxBytes) byEtag.clear(), (bytes = 0);
      byEtag.set(etag, (kept = { forms: new Map(), bytes: 0 }));
    }
    const { forms } = kept;
    let done = forms.get(encoding);
    if (!done) {
      done = compress(body, encoding, "per-response");
      forms.set(encoding, done);
      const entry = kept;
      done.then(
        (b) => {
          // Not counted when its entry went meanwhile (pruned or cleared).
          if (byEtag.get(etag) === entry) (entry.bytes += b.byteLength), (bytes += b.byteLength);
        },
        () => forms.delete(encoding),
      );
    }
    return done;
  }

  /** `acceptEncoding`: the request's Accept-Encoding header (null without one). */
  return async function compressAnswer(
    acceptEncoding: string | null | undefined,
    res: Response,
  ): Promise<Response> {
    const encoding = chooseEncoding(acceptEncoding ?? null);
    // A client that takes no encoding gets the answer untouched, its headers unread: on Node, reading them turns
    // @hono/node-server's light Response into a full one (the app gives every API answer its Vary already).
    if (!encoding) return res;
    const isJson = /^application\/json\b/i.test(res.headers.get("Content-Type") ?? "");
    if (!isJson && res.status !== 304) return res;
    // The answer's own headers, changed in place, and never `res.body` or `res.statusText` unless the plain bytes
    // are needed: @hono/node-server's Response keeps the body as given until one of those is read, and reading it
    // copies the body (2 MB for the list, the whole cost of a cached answer).
    let headers = res.headers;
    if (!/\baccept-encoding\b/i.test(headers.get("Vary") ?? "")) {
      try {
        headers.append("Vary", "Accept-Encoding");
      } catch {
        // Immutable headers (a Response from fetch or Response.error): a copy, the body read as is.
        headers = new Headers(res.headers);
        headers.append("Vary", "Accept-Encoding");
        res = new Response(res.body, { status: res.status, headers });
      }
    }
    if (res.status === 304 || res.status === 204 || headers.has("Content-Encoding")) return res;

    const etag = headers.get("ETag");
    const known = etag ? byEtag.get(etag)?.forms.get(encoding) : undefined;
    let body: Uint8Array<ArrayBuffer>;
    if (known)
      body = await known; // the plain body is dropped unread
    else {
      const kept = etag ? knownBody(etag) : undefined;
      const plain = kept ?? new Uint8Array(await res.arrayBuffer());
      if (plain.byteLength < MIN_COMPRESSED_BYTES)
        return new Response(plain, { status: res.status, headers });
      // Kept compressed only what the cache keeps (an answer no cache holds is never asked for again by its ETag).
      body = await (etag && kept
        ? cachedCompress(etag, plain, encoding)
        : compress(plain, encoding, "per-response"));
    }
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(body, { status: res.status, headers });
  };
}
