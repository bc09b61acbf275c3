import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, PNG, form } from "../support/http";
import { adminToken, startNodeServer, type NodeServer } from "../support/node-server";

// Issue 40, item 6: every API answer (JSON, errors, downloads) carries `default-src 'none'; frame-ancestors 'none'`;
// a PDF `sandbox` and nosniff. Through the app (as the edge runs it) and through the real Node server, which sets
// the API's headers on Node's own response (lib/api-headers.ts).

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

type Get = (path: string, init?: RequestInit & { token?: boolean }) => Promise<Response>;

/** The same checks on both entries: `call` goes through the test app or the Node server. */
function headerCases(get: Get, uploaded: { pdf: string; png: string }) {
  it("on JSON answers, their errors (400, 401, 404) and a file's 404", async () => {
    const answers = await Promise.all([
      get("/api/version"),
      get("/api/Client", { token: true }),
      get("/api/user/me", { token: true }),
      get("/api/Client"), // 401
      get("/api/nexiste-pas", { token: true }), // 404
      get("/api/Client/999999", { token: true }), // 404
      get("/api/user/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }), // 400
      get("/files/fichiers/absent.pdf", { token: true }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 401, 404, 404, 400, 404]);
    for (const r of answers) {
      expect(r.headers.get("content-security-policy"), r.url).toBe(API_CSP);
      expect(r.headers.get("x-content-type-options"), r.url).toBe("nosniff");
      await r.arrayBuffer();
    }
  });

  it("a PDF download is sandboxed and never sniffed; another file keeps the API's CSP", async () => {
    const pdf = await get(uploaded.pdf, { token: true });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-security-policy")).toBe("sandbox");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const png = await get(uploaded.png, { token: true });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-security-policy")).toBe(API_CSP);
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    await png.arrayBuffer();
  });
}

const uploads = () => [
  form({ nom: "Bail signé", file: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } }),
  form({ nom: "Façade", file: { bytes: PNG, name: "facade.png", type: "image/png" } }),
];

/** A getter through `send` (the app's request or fetch on the server), with the admin's token when asked. */
const getter =
  (send: (path: string, init: RequestInit) => Promise<Response>, token: () => string): Get =>
  (path, { token: withToken, ...init } = {}) => {
    const headers = new Headers(init.headers);
    if (withToken) headers.set("Authorization", `Token ${token()}`);
    return send(path, { ...init, headers });
  };

describe("API security headers, through the app (as the edge runs it)", () => {
  let t: TestApp;
  const uploaded = { pdf: "", png: "" };
  beforeAll(async () => {
    t = await makeTestApp();
    const [pdf, png] = uploads();
    uploaded.pdf = (await t.call("POST", "/api/Fichier", "admin", pdf)).body.url;
    uploaded.png = (await t.call("POST", "/api/Fichier", "admin", png)).body.url;
  });
  afterAll(() => t.close());
  headerCases(
    getter(
      async (path, init) => t.app.request(path, init),
      () => t.tokens.admin,
    ),
    uploaded,
  );
});

describe("API security headers, through the Node server", () => {
  let s: NodeServer;
  let token = "";
  const uploaded = { pdf: "", png: "" };
  beforeAll(async () => {
    s = await startNodeServer();
    token = await adminToken(s);
    for (const [i, body] of uploads().entries()) {
      const res = await fetch(`${s.url}/api/Fichier`, {
        method: "POST",
        headers: { Authorization: `Token ${token}` },
        body,
      });
      const url = ((await res.json()) as { url: string }).url;
      if (i === 0) uploaded.pdf = url;
      else uploaded.png = url;
    }
  });
  afterAll(() => s?.stop());
  headerCases(
    getter(
      (path, init) => fetch(s.url + path, init),
      () => token,
    ),
    uploaded,
  );
});
