import { MIN_COMPRESSED_BYTES, chooseEncoding, compress, type Encoding } from "./compression";

/**
 * Compresses the API's JSON answers on the Node entry (downloads under /files keep their own type and bytes).
 * A cached list (ports.ts memoryListCache) carries an ETag that names its bytes and nothing else (a new list
 * gets a new random one), so its compressed forms are kept by ETag: each cached list is compressed once per
 * encoding, not on every request. Other answers are compressed on the way out. A 304 stays a 304: the ETag is
 * the same whatever the encoding (weak), and If-None-Match is answered by the API before this runs.
 */
export function apiCompression(maxEntries = 64) {
  const byEtag = new Map<string, Map<Encoding, Promise<Uint8Array>>>();

  function cachedCompress(etag: string, body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
    let forms = byEtag.get(etag);
    if (!forms) {
      // The list cache drops its entries on every write; these go with the next clear.
      if (byEtag.size >= maxEntries) byEtag.clear();
      byEtag.set(etag, (forms = new Map()));
    }
    let done = forms.get(encoding);
    if (!done) {
      done = compress(body, encoding, "once");
      forms.set(encoding, done);
      done.catch(() => forms.delete(encoding));
    }
    return done;
  }

  return async function compressAnswer(req: Request, res: Response): Promise<Response> {
    const isJson = /^application\/json\b/i.test(res.headers.get("Content-Type") ?? "");
    if (!isJson && res.status !== 304) return res;
    const encoding = chooseEncoding(req.headers.get("Accept-Encoding"));
    // Nothing to compress: the app's own Response goes out as it is (copying it cost more than the rest of a small
    // answer).
    if (!encoding || !res.body) {
      try {
        res.headers.append("Vary", "Accept-Encoding");
        return res;
      } catch {
        // A Response with immutable headers (one fetch() returned): copied below.
      }
    }
    const headers = new Headers(res.headers);
    headers.append("Vary", "Accept-Encoding");
    if (!res.body || !encoding || headers.has("Content-Encoding")) return new Response(res.body, { status: res.status, statusText: res.statusText, headers });

    const etag = headers.get("ETag");
    const known = etag ? byEtag.get(etag)?.get(encoding) : undefined;
    let body: Uint8Array;
    if (known) {
      void res.body.cancel();
      body = await known;
    } else {
      const plain = new Uint8Array(await res.arrayBuffer());
      if (plain.byteLength < MIN_COMPRESSED_BYTES) return new Response(plain, { status: res.status, statusText: res.statusText, headers });
      body = await (etag ? cachedCompress(etag, plain, encoding) : compress(plain, encoding, "per-response"));
    }
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
  };
}
