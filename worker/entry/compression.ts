import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  constants,
  gunzip,
  gzip,
  gzipSync,
} from "node:zlib";
import { promisify } from "node:util";

// Response compression for the Node entry only: on Cloudflare the edge compresses by itself.

export type Encoding = "br" | "gzip";

/** Below this, compression saves less than the cost of a header and a decoder. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Text types only: images, PDF, archives and fonts are compressed already (a second pass costs CPU, saves nothing).
 */
export const isCompressible = (contentType: string | null | undefined): boolean =>
  !!contentType &&
  /^(text\/|application\/(json|javascript|xml|manifest\+json)\b|image\/svg\+xml\b)|\+(json|xml)\b/i.test(
    contentType,
  );

/**
 * The encoding to answer with for the request's Accept-Encoding: brotli whenever accepted, else gzip, else none.
 * A q of 0 refuses a coding, `*` stands for the codings the header does not name.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `once`: a file compressed one time and kept (the web build). Brotli 9, not 11: on the 265 kB entry chunk, 11 is
 * 7 % smaller but takes over a second instead of 80 ms, which the first visitor after a start would wait for.
 * `per-response`: an answer of the API, the cached lists included: the first request after a write waits for it.
 * On the 2.6 MB list of 2,000 apartments (window below), brotli 4 gives 126.7 kB in 8 to 9 ms (5: 118.5 kB in 14 to
 * 15 ms; 3: 160 kB, over the bench's 150,000-byte line), gzip 6 129 KiB in ~14 ms (5: 140 KiB in 11 ms, 9: 121 KiB in
 * 22 ms).
 */
export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: "once" | "per-response",
): Promise<Uint8Array<ArrayBuffer>> {
  return ownBytes(await compressed(body, encoding, effort === "once"));
}

/**
 * The same bytes typed as a Response body takes them (Uint8Array<ArrayBuffer>): a view on zlib's Buffer, which is
 * never shared memory; a copy in the case it were.
 */
function ownBytes(b: Uint8Array): Uint8Array<ArrayBuffer> {
  return b.buffer instanceof ArrayBuffer
    ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
    : new Uint8Array(b);
}

async function compressed(
  body: Uint8Array,
  encoding: Encoding,
  once: boolean,
): Promise<Uint8Array> {
  if (encoding === "gzip")
    return once ? gzipAsync(body, { level: 9 }) : gzipSync(body, { level: 6 });
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: once ? 9 : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      // A 256 kB window (4 MB by default). On the 2.6 MB list of 2,000 apartments: 126.7 kB in 8 to 9 ms, smaller than
      // with 1 MB (127.2 kB) and 4 MB (127.3 kB). With those, brotli took 9 to 34 ms (its larger buffers, 11.9 MB at
      // 1 MB against 6.7, likely paged in afresh); a rebuilt list measured 46-60 ms with 1 MB, 35-40 with 256 kB,
      // servers interleaved (docs/benchmarks.md, issue 43, fifth session).
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  };
  // A file of the web build (brotli 9, up to 80 ms) goes to node:zlib's thread pool, off the event loop. An answer
  // of the API is compressed on the main thread: each pool thread gets its own malloc arena, which kept its own copy
  // of brotli's window and tables after the 2 MB lists (+28 MB of resident memory measured with 2,000 apartments);
  // here one copy is reused. The loop waits ~9 ms for that list, once per version of it (kept by ETag).
  return once ? brotli(body, options) : brotliCompressSync(body, options);
}

const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/**
 * The bytes a compressed form stands for, or null when it is not one. A file's form written by the build is checked
 * this way before it is served (decoding costs a fraction of encoding): a stale or broken one is never sent.
 */
export async function expand(body: Uint8Array, encoding: Encoding): Promise<Uint8Array | null> {
  try {
    return await (encoding === "br" ? unbrotli(body) : gunzipAsync(body));
  } catch {
    return null;
  }
}
