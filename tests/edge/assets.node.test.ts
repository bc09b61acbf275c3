// The edge entry as deployed: wrangler.toml read by wrangler itself (unstable_startWorker), so Workers static
// assets sit in front of the worker. Proves the SPA fallback and that run_worker_first keeps /api and /files in
// the worker: the workerd pool's SELF reaches the worker directly and cannot show either.
import { readFileSync } from "node:fs";
import { unstable_startWorker } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pkg from "../../package.json";
import { startEdgeDatabase } from "../support/edge-db";
import {
  CONTENT_SECURITY_POLICY,
  CSP_NONCE_PLACEHOLDER,
  IMMUTABLE_CACHE_CONTROL,
  STATIC_PAGE_HEADERS,
} from "../../worker/lib/csp";
import { configWithoutBuild, ensureWebBuild, withoutBuildTable } from "./web-build";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

let db: Awaited<ReturnType<typeof startEdgeDatabase>>;
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let origin = "";

beforeAll(async () => {
  ensureWebBuild();
  db = await startEdgeDatabase();
  const secret = (value: string) => ({ type: "secret_text" as const, value });
  worker = await unstable_startWorker({
    // wrangler.toml minus [build]: its `npm run build` would rebuild web/dist on every run (see web-build.ts).
    config: configWithoutBuild(),
    // No .dev.vars / .env from the working copy: the test says exactly what the worker gets.
    envFiles: [],
    bindings: {
      LIBSQL_URL: secret(db.url),
      JWT_SECRET: secret("edge-assets-secret-assez-long-pour-hs256"),
      ADMIN_EMAIL: secret("admin@edge.test"),
      ADMIN_PASSWORD: secret("edge-admin-secret"),
    },
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      logLevel: "warn",
    },
  });
  await worker.ready;
  origin = (await worker.url).origin;
});

afterAll(async () => {
  await worker?.dispose();
  await db?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { headers, redirect: "manual" });

describe("Workers static assets in front of the edge entry", () => {
  it("serves the React app's index.html at /", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/<div id="root"><\/div>/);
  });

  it("falls back to index.html on a client route such as /client/12", async () => {
    const res = await get("/client/12");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<div id="root"><\/div>/);
  });

  it("serves the built JS bundle itself, not the fallback", async () => {
    const html = await (await get("/")).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await get(script!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
  });

  it("leaves the build's compressed forms for Node out of the static assets (ADR 133, .assetsignore)", async () => {
    const html = await (await get("/")).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1] ?? "";
    const form = readFileSync(new URL(`../../web/dist${script}.br`, import.meta.url));
    const res = await get(`${script}.br`);
    expect(Buffer.from(await res.arrayBuffer()).equals(form)).toBe(false);
  });

  it("routes /api/version to the worker (JSON), not to the SPA", async () => {
    const res = await get("/api/version");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: pkg.version });
  });

  it("answers bare /api and /files like the API (JSON error, 404 once logged in), not with the SPA page", async () => {
    const login = await fetch(`${origin}/api/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        credentials: { email: "admin@edge.test", password: "edge-admin-secret" },
      }),
    });
    const { token } = ((await login.json()) as { user: { token: string } }).user;
    for (const path of ["/api", "/files"]) {
      for (const headers of [{}, { Authorization: `Token ${token}` }] as Record<string, string>[]) {
        const res = await get(path, headers);
        expect(res.headers.get("content-type"), path).toMatch(/application\/json/);
        expect(await res.json(), path).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
        if ("Authorization" in headers) expect(res.status, path).toBe(404);
      }
    }
  });

  it("keeps unknown /api and /files paths in the worker: JSON 401, never index.html", async () => {
    for (const path of ["/api/nexiste-pas", "/files/fichiers/absent.pdf"]) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get("content-type"), path).toMatch(/application\/json/);
    }
  });
});

describe("security headers of static pages (web/public/_headers) and of the pages (the worker)", () => {
  it("are on /, on a client route and on a built asset", async () => {
    const html = await (await get("/")).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)![1]!;
    for (const path of ["/", "/client/12", script, "/favicon.svg"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS))
        if (name !== "Content-Security-Policy")
          expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expect(res.headers.get("content-security-policy"), path).not.toMatch(/unsafe-inline/);
    }
    expect((await get(script)).headers.get("content-security-policy")).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it("give each page a nonce of its own, in its CSP and its page, never a cached copy (issue 40)", async () => {
    const nonces = new Set<string>();
    for (const path of ["/", "/", "/client/12", "/setPassword"]) {
      const res = await get(path, { "If-None-Match": "*" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("etag"), path).toBeNull();
      const csp = res.headers.get("content-security-policy")!;
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(csp).toBe(
        CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`),
      );
      const html = await res.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it("are not what the API answers with: the worker sets its own", async () => {
    const res = await get("/api/version");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const missing = await get("/api/nexiste-pas");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("cache headers of static pages (web/public/_headers)", () => {
  it("let the browser keep the hashed build files a year, never index.html or a client route", async () => {
    const html = await (await get("/")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2); // the entry script and the stylesheet
    for (const path of assets) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    for (const path of ["/", "/client/12"]) {
      const res = await get(path);
      expect(res.headers.get("cache-control") ?? "", path).not.toMatch(/immutable|max-age=[1-9]/);
    }
  });
});

describe("wrangler.toml", () => {
  it("builds the web app before a deploy; the tests run it minus that [build] table only", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    expect(toml).toMatch(/^\[build\]\ncommand = "npm run build"$/m);
    const stripped = withoutBuildTable(toml);
    expect(stripped).not.toMatch(/npm run build/);
    expect(stripped).toMatch(/^\[assets\]$/m);
    const removed = toml.split("\n").filter((l) => !stripped.split("\n").includes(l));
    expect(removed.filter((l) => !l.startsWith("#"))).toEqual([
      "[build]",
      'command = "npm run build"',
      'watch_dir = ["worker", "web/src"]',
    ]);
  });
});
