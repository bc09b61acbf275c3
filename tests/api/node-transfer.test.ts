import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CONTENT_SECURITY_POLICY, STATIC_PAGE_HEADERS } from "../../worker/lib/csp";
import { valid } from "../support/factories";
import { INDEX_HTML, adminToken, startNodeServer, type NodeServer } from "../support/node-server";

// What a browser downloads from the Node entry (issue 7, first load and transfer): the web build and the API's
// JSON compressed by Accept-Encoding (brotli first), never what is compressed already; hashed assets kept a year,
// index.html and client routes revalidated; a cached list compressed with its ETag and 304 intact. Raw HTTP:
// fetch would ask for and decode the compression itself.

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A stand-in for a Vite chunk: hashed name, 30 kB of script. */
const CHUNK = {
  path: "/assets/index-Dq3x9Zk1.js",
  body: Buffer.from(
    Array.from(
      { length: 600 },
      (_, i) => `export const ligne${i} = "Appartement n° ${i}, Paris";\n`,
    ).join(""),
  ),
};
/** Already compressed: sent as they are, whatever the browser accepts. */
const PHOTO = {
  path: "/assets/photo-C7dd4b1x.png",
  body: Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(4000, 7)]),
};
const NOTICE = {
  path: "/notice.pdf",
  body: Buffer.from(`%PDF-1.4\n${"Bail d'habitation. ".repeat(200)}\n%%EOF\n`),
};

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** The bytes as the browser reads them once it has undone the Content-Encoding. */
function decoded(a: RawAnswer): Buffer {
  const encoding = a.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(a.body);
  if (encoding === "gzip") return gunzipSync(a.body);
  expect(encoding).toBeUndefined();
  return a.body;
}

const varies = (a: RawAnswer) =>
  String(a.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

describe("transfer from the Node server", () => {
  let s: NodeServer;
  let token: string;
  beforeAll(async () => {
    s = await startNodeServer({
      webFiles: {
        [CHUNK.path.slice(1)]: CHUNK.body,
        [PHOTO.path.slice(1)]: PHOTO.body,
        [NOTICE.path.slice(1)]: NOTICE.body,
      },
    });
    token = await adminToken(s);
  }, 60_000);
  afterAll(() => s?.stop());
  const api = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${s.url}${path}`, { Authorization: `Token ${token}`, ...headers });

  it("sends a built script in brotli when accepted, else gzip, else as is: each decodes to the file's bytes", async () => {
    const cases: [string | undefined, string | undefined][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.8", "gzip"],
      ["*", "br"],
      ["identity", undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await rawGet(
        `${s.url}${CHUNK.path}`,
        accept === undefined ? {} : { "Accept-Encoding": accept },
      );
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(decoded(res).equals(CHUNK.body), accept).toBe(true);
      expect(Number(res.headers["content-length"]), accept).toBe(res.body.length);
      expect(varies(res), accept).toBe(true);
      expect(res.headers["content-type"], accept).toMatch(/javascript/);
      if (expected) expect(res.body.length, accept).toBeLessThan(CHUNK.body.length / 4);
    }
  });

  it("never compresses images or PDF, nor a file too small to gain", async () => {
    for (const file of [
      PHOTO,
      NOTICE,
      { path: "/assets/app.js", body: Buffer.from("console.log('ok');\n") },
    ]) {
      const res = await rawGet(`${s.url}${file.path}`, { "Accept-Encoding": "gzip, br" });
      expect(res.status, file.path).toBe(200);
      expect(res.headers["content-encoding"], file.path).toBeUndefined();
      expect(res.body.equals(file.body), file.path).toBe(true);
    }
  });

  it("lets the browser keep hashed assets for a year; index.html and client routes are never kept (their nonce)", async () => {
    for (const path of [CHUNK.path, PHOTO.path])
      expect((await rawGet(`${s.url}${path}`)).headers["cache-control"], path).toBe(IMMUTABLE);
    // Each page carries a CSP nonce of its own (issue 40, lib/csp.ts): a 304 would pair a stored page with a new
    // nonce, so a page is answered whole, never stored (the page is 1 kB; every asset it names is kept a year).
    const nonces = new Set<string>();
    for (const path of ["/", "/index.html", "/client/12", "/appartements/"]) {
      const page = await rawGet(`${s.url}${path}`, {
        "Accept-Encoding": "gzip, br",
        "If-None-Match": "*",
      });
      expect(page.status, path).toBe(200);
      expect(decoded(page).toString(), path).toBe(INDEX_HTML);
      expect(page.headers["cache-control"], path).toBe("no-store");
      expect(page.headers.etag, path).toBeUndefined();
      const csp = page.headers["content-security-policy"] as string;
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(csp, path).toBe(
        CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`),
      );
      expect(csp, path).not.toContain("unsafe-inline");
      for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS))
        if (name !== "Content-Security-Policy")
          expect(page.headers[name.toLowerCase()], path).toBe(value);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
    expect((await rawGet(`${s.url}${CHUNK.path}`)).headers["content-security-policy"]).toBe(
      CONTENT_SECURITY_POLICY,
    );
    // A missing asset is no year-long promise.
    const absent = await rawGet(`${s.url}/assets/absent-Zz9.js`);
    expect(absent.status).toBe(404);
    expect(absent.headers["cache-control"]).not.toBe(IMMUTABLE);
  });

  it("compresses a list answer with its ETag unchanged: 304 still answered, a new list never served from an old copy", async () => {
    const create = async (nom: string) => {
      const res = await fetch(`${s.url}/api/Client`, {
        method: "POST",
        headers: { Authorization: `Token ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ ...valid.Client(), nom }),
      });
      expect(res.status).toBe(201);
    };
    for (let i = 0; i < 12; i++) await create(`Propriétaire ${i}`);

    const plain = await api("/api/Client");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const etag = plain.headers.etag as string;
    expect(etag).toBeTruthy();
    // The kept answer, sent without Hono's Headers (api-headers.ts plainAnswer), still has every header of an answer.
    expect(plain.headers["content-type"]).toBe("application/json; charset=UTF-8");
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
    expect(plain.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(varies(plain)).toBe(true);
    const unchanged = await api("/api/Client", { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.body.length).toBe(0);
    for (const accept of ["gzip, deflate, br", "gzip"]) {
      // Twice each: the first compresses the cached list, the second reuses that copy.
      for (const round of [1, 2]) {
        const res = await api("/api/Client", { "Accept-Encoding": accept });
        expect(res.headers["content-encoding"], `${accept} ${round}`).toBe(
          accept === "gzip" ? "gzip" : "br",
        );
        expect(decoded(res).equals(plain.body), `${accept} ${round}`).toBe(true);
        expect(res.headers.etag, `${accept} ${round}`).toBe(etag);
        expect(varies(res), `${accept} ${round}`).toBe(true);
        expect(res.body.length).toBeLessThan(plain.body.length / 3);
      }
      const notModified = await api("/api/Client", {
        "Accept-Encoding": accept,
        "If-None-Match": etag,
      });
      expect(notModified.status, accept).toBe(304);
      expect(notModified.body.length, accept).toBe(0);
    }

    await create("Nouveau propriétaire");
    const after = await api("/api/Client", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const rows = (JSON.parse(decoded(after).toString()) as { data: { nom: string }[] }).data;
    expect(rows.map((c) => c.nom)).toContain("Nouveau propriétaire");
  });

  it("compresses a large answer outside the list cache too, and leaves a small one as it is", async () => {
    const created = await fetch(`${s.url}/api/Client`, {
      method: "POST",
      headers: { Authorization: `Token ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        ...valid.Client(),
        adresseFiscale: "Résidence des Tilleuls, bâtiment B, escalier 3. ".repeat(40),
      }),
    });
    const { id } = (await created.json()) as { id: number };
    const plain = await api(`/api/Client/${id}`);
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await api(`/api/Client/${id}`, { "Accept-Encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(decoded(res).equals(plain.body)).toBe(true);

    const small = await api("/api/version", { "Accept-Encoding": "gzip, br" });
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty("version");
  });

  it("answers a payment as short JSON of its stated length, uncompressed, with the API's headers (ADR 155)", async () => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${s.url}${path}`, {
        method: "POST",
        headers: { Authorization: `Token ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(201);
      return (await res.json()) as { id: number };
    };
    const a = await post("/api/Appartement", valid.Appartement());
    const l = await post("/api/Locataire", valid.Locataire());
    const d = await post("/api/Dossier", valid.Dossier(a.id, l.id));
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const body = JSON.stringify({ montant: 50, date: "2026-01-05", mode: "Chèque" });
      request(
        `${s.url}/api/Dossier/${d.id}/paiements`,
        {
          method: "POST",
          headers: {
            Authorization: `Token ${token}`,
            "Content-Type": "application/json",
            "Accept-Encoding": "gzip, deflate, br",
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
        .on("error", reject)
        .end(body);
    });
    expect(answer.status).toBe(201);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(varies(answer)).toBe(true);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const { paiement, solde } = JSON.parse(answer.body.toString("utf8"));
    expect(paiement).toMatchObject({ DossierId: d.id, montant: 50, mode: "Chèque", annule: false });
    expect(solde).toBe(-50);
  });
});
