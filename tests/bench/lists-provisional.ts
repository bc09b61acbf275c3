// PROVISIONAL: the 2,000-row list's figures as run.ts expects them from tests/bench/lists.ts (`measureList`), used
// only until that file exists (run.ts loads it instead as soon as it is there). Same contract.
import { request } from "node:http";
import { measureLoad } from "./load";

export interface ListOptions {
  /** The API server's process, for its CPU time. */
  pid: number;
  /** The list's path. */
  path?: string;
}

export interface ListFigures {
  /** Server CPU per request (ms) of the cached list under load, compressed as a browser asks. */
  cachedCpuMs: number;
  /** Wall time (ms) of the first request after a write (the list built, serialised and compressed again). */
  rebuiltMs: number;
  /** Body bytes on the wire for a browser's request (Accept-Encoding: br, gzip). */
  wireBytes: number;
  /** Server CPU per request (ms) of a revalidation answered 304. */
  notModifiedCpuMs: number;
  /** Wall time (ms) of one client's full load: request, transfer, decompression and JSON.parse. */
  clientLoadMs: number;
}

const BROWSER = { "Accept-Encoding": "br, gzip" };
const TIMES = 5;

function rawBody(url: string, headers: Record<string, string>): Promise<{ bytes: number; etag: string | null }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (b: Buffer) => (bytes += b.length));
      res.on("end", () => (res.statusCode === 200 ? resolve({ bytes, etag: (res.headers.etag as string | undefined) ?? null }) : reject(new Error(`${url} : ${res.statusCode}`))));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export async function measureList(api: string, headers: Record<string, string>, opts: ListOptions): Promise<ListFigures> {
  const path = opts.path ?? "/api/Appartement";
  const url = `${api}${path}`;
  const browser = { ...headers, ...BROWSER };

  // Rebuilt: a write clears the cached lists; the next request builds, serialises and compresses the list again.
  const rebuilt: number[] = [];
  for (let i = 0; i < TIMES; i++) {
    const put = await fetch(`${api}/api/Appartement/1`, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ autresInfo: `Relevé du bench ${Date.now()}-${i}` }) });
    if (!put.ok) throw new Error(`PUT /api/Appartement/1 : ${put.status} ${await put.text()}`);
    const t0 = performance.now();
    await rawBody(url, browser);
    rebuilt.push(performance.now() - t0);
  }

  const { bytes, etag } = await rawBody(url, browser);
  const cached = await measureLoad({ url, pid: opts.pid, headers: browser }, `${path} en cache`);
  const notModified = etag ? await measureLoad({ url, pid: opts.pid, headers: { ...browser, "If-None-Match": etag }, expect: "3xx" }, `${path} 304`) : undefined;

  const client: number[] = [];
  for (let i = 0; i < TIMES; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: browser });
    const body = (await res.json()) as { data: unknown[] };
    if (!Array.isArray(body.data)) throw new Error(`${path} : pas de tableau data`);
    client.push(performance.now() - t0);
  }
  return { cachedCpuMs: cached.cpuPerReq, rebuiltMs: mid(rebuilt), wireBytes: bytes, notModifiedCpuMs: notModified?.cpuPerReq ?? NaN, clientLoadMs: mid(client) };
}
