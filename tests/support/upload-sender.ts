import { request } from "node:http";

// Multipart uploads generated as they are sent over a real socket (never held whole: a 100 MB body costs the test
// 64 KB), with the count of bytes the server let in before it answered: to measure a server's memory during an
// upload, and to prove it answers a refused one before reading its body.

const CHUNK = 64 * 1024;
// Filler with CR LF and dashes in it: the server's boundary scanning meets near-misses all along the file.
const FILLER = new TextEncoder()
  .encode("donnees\r\n--presque-une-limite\r\n-".repeat(CHUNK / 32))
  .subarray(0, CHUNK);

export interface FileSpec {
  field: string;
  filename: string;
  type: string;
  /** The file's first bytes (its signature), then filler up to `size`. */
  head: Uint8Array;
  size: number;
}

/** A multipart body of text fields and files: its length, and its bytes produced chunk by chunk. */
export function multipartPlan(files: FileSpec[], fields: Record<string, string> = {}) {
  const boundary = `----envoi-de-test-${crypto.randomUUID()}`;
  const enc = new TextEncoder();
  const pieces: (Uint8Array | number)[] = []; // bytes, or a count of filler bytes
  for (const [k, v] of Object.entries(fields))
    pieces.push(
      enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  for (const f of files) {
    pieces.push(
      enc.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.head,
      f.size - f.head.length,
      enc.encode("\r\n"),
    );
  }
  pieces.push(enc.encode(`--${boundary}--\r\n`));
  const length = pieces.reduce<number>((n, p) => n + (typeof p === "number" ? p : p.length), 0);
  function* chunks(): Generator<Uint8Array> {
    for (const p of pieces) {
      if (typeof p !== "number") yield p;
      else
        for (let left = p; left > 0; left -= CHUNK) yield FILLER.subarray(0, Math.min(CHUNK, left));
    }
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, chunks };
}

export interface SentUpload {
  status: number;
  body: any;
  /** Bytes of the body written to the socket before the answer came (or all of them). */
  sent: number;
}

/**
 * Sends `chunks` to the server as a request body, with backpressure, and stops writing when the answer comes.
 * `length`: the Content-Length to declare (true or false), or null for a chunked body without one.
 */
export function sendUpload(
  base: string,
  opts: {
    method: string;
    path: string;
    token?: string;
    contentType: string;
    length: number | null;
    chunks: Iterable<Uint8Array>;
  },
): Promise<SentUpload> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { "Content-Type": opts.contentType };
    if (opts.token) headers.Authorization = `Token ${opts.token}`;
    if (opts.length !== null) headers["Content-Length"] = String(opts.length);
    const req = request(`${base}${opts.path}`, { method: opts.method, headers }, (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => {
        req.destroy();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
    });
    // A server that answers and closes before the body is sent makes the rest fail to write: not the test's error.
    req.on("error", (e) => (answered ? undefined : reject(e)));
    const it = opts.chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (answered) return;
        const next = it.next();
        if (next.done) return void req.end();
        sent += next.value.length;
        if (!req.write(next.value)) return void req.once("drain", pump);
      }
    };
    pump();
  });
}

/** An endless stream of filler after `prefix` (a body that never ends: only an answer stops it). */
export function* endless(prefix: Uint8Array): Generator<Uint8Array> {
  yield prefix;
  for (;;) yield FILLER;
}
