// The 2,000-row list's figures (issue 12, Speed) against a running Node server: `measureList` is called by
// `npm run bench` with the server's pid. Every request is sent one at a time on one kept-alive connection, so a
// figure is the server's cost of that request alone, never time spent queued behind others.
//
// How each figure is measured (each a median over `runs` batches, 3 by default):
// - cachedCpuMs: the list is requested once (cache filled, brotli form made), then `cachedRequests` GETs as a
//   browser sends them (`Accept-Encoding: gzip, deflate, br`, bodies read whole): the server's CPU time from /proc
//   over the batch divided by its requests. /proc counts in 10 ms ticks, hence batches of 100+ requests. Each
//   answer must be the same compressed bytes as the first (the cached form, compressed once per encoding).
// - rebuiltMs: a PUT on a record (every write empties the list cache), then one GET with the browser's headers;
//   the wall time of that GET from its first byte sent to the last byte received (compressed, never decoded
//   here), on loopback: the rebuild of the list plus its compression plus the transfer. rebuiltCpuMs is the
//   server CPU over the same GETs, summed over the batch's rebuilds (ticks of 10 ms) and divided by their count.
// - wireBytes: the bytes of the body the server sends for that browser request (brotli), as counted on the
//   socket; wireBytesGzip: the same with `Accept-Encoding: gzip` only (a client without brotli).
// - notModifiedCpuMs: `cachedRequests` GETs with `If-None-Match` set to the list's ETag, each answered 304:
//   server CPU per request, as for cachedCpuMs.
// - clientLoadMs: one client's full load: undici's `fetch` with the browser's Accept-Encoding, the body
//   decompressed and `res.json()` parsed, from the call to the parsed object, with the list cached on the server
//   (what a person opening the list screen waits for, minus rendering), timed in a fresh node process
//   (list-client-runner.mjs): the bench's own holds about 0.9 GB by its rounds, whose collections were counted.
//   The list as the web asks it: the apartments' compact form (`?forme=compacte`, ADR 154, each row without its
//   null members). clientLoadCompleteMs: the same for the default answer (every field, null included), alternated
//   with it in each batch, for information.
import http from "node:http";
import { cpuMs, runScript } from "./processes";

export interface ListFigures {
  cachedCpuMs: number;
  rebuiltMs: number;
  rebuiltCpuMs: number;
  wireBytes: number;
  wireBytesGzip: number;
  notModifiedCpuMs: number;
  clientLoadMs: number;
  clientLoadCompleteMs: number;
}

export interface ListOptions {
  /** The server's pid: CPU figures come from /proc/<pid>/stat (NaN without it, or off Linux). */
  pid?: number;
  /** The list to measure; default the apartments. */
  path?: string;
  /** The list as the web's client asks it, for the client's load; default the apartments' compact form. */
  clientPath?: string;
  /** A write that clears the list cache, sent before each rebuild; `i` counts the rebuilds. */
  write?: (i: number) => { method: string; path: string; body: unknown };
  /** Batches (the median is kept), default 3. */
  runs?: number;
  /** Requests per batch for the cached and 304 figures, default 150. */
  cachedRequests?: number;
  /** Rebuilds (write + GET) per batch, default 5. */
  rebuilds?: number;
}

const BROWSER = "gzip, deflate, br";

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** One request on the kept-alive agent, its body read as sent (never decompressed). */
function send(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(
      url,
      {
        agent,
        method,
        headers: body ? { ...headers, "Content-Type": "application/json" } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - start,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Waits (30 s at most) until the server spends under 10 ms of CPU in 500 ms: the daily job that the Node entry
 * runs at start (the month's receipts of 2,000 leases) would otherwise be measured with the list.
 */
async function settle(cpu: () => number) {
  const end = Date.now() + 30_000;
  let last = cpu();
  while (!Number.isNaN(last) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpu();
    if (now - last < 10) return;
    last = now;
  }
}

export async function measureList(
  api: string,
  headers: Record<string, string>,
  opts: ListOptions = {},
): Promise<ListFigures> {
  const path = opts.path ?? "/api/Appartement";
  const runs = opts.runs ?? 3;
  const n = opts.cachedRequests ?? 150;
  const rebuilds = opts.rebuilds ?? 5;
  const write =
    opts.write ??
    ((i: number) => ({
      method: "PUT",
      path: "/api/Appartement/1",
      body: { autresInfo: `Relevé des compteurs n° ${i}` },
    }));
  const cpu = () => (opts.pid ? (cpuMs(opts.pid) ?? NaN) : NaN);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(path, api);
  const clientUrl = new URL(
    opts.clientPath ?? (opts.path ? path : "/api/Appartement?forme=compacte"),
    api,
  );
  const browser = { ...headers, "Accept-Encoding": BROWSER };
  const get = async (h: Record<string, string>, expect = 200) => {
    const a = await send(agent, url, "GET", h);
    if (a.status !== expect) throw new Error(`GET ${path} : ${a.status} au lieu de ${expect}`);
    return a;
  };

  try {
    await settle(cpu);
    const cached: number[] = [],
      rebuilt: number[] = [],
      rebuiltCpu: number[] = [],
      notModified: number[] = [],
      client: number[] = [],
      clientComplete: number[] = [];
    let wireBytes = NaN,
      wireBytesGzip = NaN,
      written = 0;
    for (let run = 0; run < runs; run++) {
      // Rebuilt: a write empties the cache, the next GET builds, compresses and caches the list again.
      const wall: number[] = [];
      let spent = 0;
      for (let i = 0; i < rebuilds; i++) {
        const w = write(written++);
        const done = await send(
          agent,
          new URL(w.path, api),
          w.method,
          headers,
          JSON.stringify(w.body),
        );
        if (done.status >= 300)
          throw new Error(`${w.method} ${w.path} : ${done.status} ${done.body.toString()}`);
        const c0 = cpu();
        const a = await get(browser);
        spent += cpu() - c0;
        wall.push(a.ms);
      }
      rebuilt.push(median(wall));
      rebuiltCpu.push(spent / rebuilds);

      // Cached: the same compressed bytes every time.
      const first = await get(browser);
      wireBytes = first.body.byteLength;
      const etag = first.headers.etag;
      const c0 = cpu();
      for (let i = 0; i < n; i++) {
        const a = await get(browser);
        if (a.headers["content-encoding"] !== "br" || !a.body.equals(first.body))
          throw new Error(
            `GET ${path} : la liste en cache n'est pas renvoyée telle quelle (brotli)`,
          );
      }
      cached.push((cpu() - c0) / n);

      // 304: the browser already holds this version.
      if (!etag) throw new Error(`GET ${path} : pas d'ETag`);
      const c1 = cpu();
      for (let i = 0; i < n; i++) await get({ ...browser, "If-None-Match": etag }, 304);
      notModified.push((cpu() - c1) / n);

      wireBytesGzip = (await get({ ...headers, "Accept-Encoding": "gzip" })).body.byteLength;

      // One client's full load: fetch (undici, decompression included) and JSON.parse, the list being cached, in a
      // process of its own (list-client-runner.mjs, ADR 144). The form the web asks, then the default one (ADR
      // 154), in turn in each batch, so that a change of the machine's load weighs on both alike.
      const load = async (href: string) =>
        median(
          (
            JSON.parse(
              await runScript("tests/bench/list-client-runner.mjs", [
                JSON.stringify({ url: href, headers: browser, loads: 5 }),
              ]),
            ) as { wall: number[] }
          ).wall,
        );
      client.push(await load(clientUrl.href));
      clientComplete.push(await load(url.href));
    }
    return {
      cachedCpuMs: median(cached),
      rebuiltMs: median(rebuilt),
      rebuiltCpuMs: median(rebuiltCpu),
      wireBytes,
      wireBytesGzip,
      notModifiedCpuMs: median(notModified),
      clientLoadMs: median(client),
      clientLoadCompleteMs: median(clientComplete),
    };
  } finally {
    agent.destroy();
  }
}
