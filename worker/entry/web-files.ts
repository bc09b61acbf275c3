import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { getMimeType } from "hono/utils/mime";
import { IMMUTABLE_CACHE_CONTROL, htmlPage } from "../lib/csp";
import {
  MIN_COMPRESSED_BYTES,
  chooseEncoding,
  compress,
  expand,
  isCompressible,
  type Encoding,
} from "./compression";

// The web build as the Node entry serves it: each file read once and kept in memory with its compressed forms,
// each read from the build (`x.js.br`, `x.js.gz`, scripts/vite-precompress.ts, ADR 133) or else made, on the first
// request that accepts it (then shared by every later one); a file changed on disk (a rebuild while running) is
// read again. Vite names the files under /assets/ by their content: a browser keeps
// them for a year without asking again. Everything else, index.html first, is revalidated on each use (no-cache,
// an ETag, a 304), so a new build reaches the browser on its next page load.

interface WebFile {
  path: string;
  mtimeMs: number;
  size: number;
  body: Uint8Array<ArrayBuffer>;
  type: string;
  /** Weak: the same content under every encoding. */
  etag: string;
  compressible: boolean;
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export function webFiles(root: string) {
  const base = resolve(root);
  const files = new Map<string, WebFile>();

  /** The file at this URL path inside the build, or null (absent, a folder, or outside the build). */
  async function load(urlPath: string): Promise<WebFile | null> {
    let path: string;
    try {
      path = resolve(base, `.${decodeURIComponent(urlPath)}`);
    } catch {
      return null; // malformed percent-encoding
    }
    if (!path.startsWith(base + sep) || path.includes("\0")) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const known = files.get(path);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const body = new Uint8Array(await readFile(path));
    const type = getMimeType(path) ?? "application/octet-stream";
    const file: WebFile = {
      path,
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      type,
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      compressible: isCompressible(type) && body.byteLength >= MIN_COMPRESSED_BYTES,
      encoded: new Map(),
    };
    files.set(path, file);
    return file;
  }

  /** The build's compressed form of the file, if it has one and it decodes to the file's bytes (not stale). */
  async function built(file: WebFile, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | null> {
    const suffix = encoding === "br" ? ".br" : ".gz";
    const form = await readFile(file.path + suffix).catch(() => null);
    if (!form) return null;
    const bytes = new Uint8Array(form);
    const plain = await expand(bytes, encoding);
    return plain && Buffer.from(file.body).equals(plain) ? bytes : null;
  }

  function encoded(file: WebFile, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    let done = file.encoded.get(encoding);
    if (!done) {
      done = built(file, encoding).then((b) => b ?? compress(file.body, encoding, "once"));
      file.encoded.set(encoding, done);
      done.catch(() => file.encoded.delete(encoding));
    }
    return done;
  }

  /** The answer for the build's file at `urlPath`, or null when the build has no such file. */
  return async function serve(req: Request, urlPath: string): Promise<Response | null> {
    const file = await load(urlPath);
    if (!file) return null;
    // An HTML page gets a nonce of its own on each answer (lib/csp.ts): never a 304 nor a compressed copy kept.
    if (file.type.startsWith("text/html")) return htmlPage(new TextDecoder().decode(file.body));
    const headers = new Headers({
      "Content-Type": file.type,
      ETag: file.etag,
      "Cache-Control": urlPath.startsWith("/assets/") ? IMMUTABLE_CACHE_CONTROL : "no-cache",
    });
    if (file.compressible) headers.set("Vary", "Accept-Encoding");
    if (etagMatches(req.headers.get("If-None-Match"), file.etag))
      return new Response(null, { status: 304, headers });
    const encoding = file.compressible ? chooseEncoding(req.headers.get("Accept-Encoding")) : null;
    let body = file.body;
    if (encoding) {
      body = await encoded(file, encoding);
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.byteLength));
    return new Response(req.method === "HEAD" ? null : body, { headers });
  };
}
