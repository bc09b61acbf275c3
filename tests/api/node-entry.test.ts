import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { CONTENT_SECURITY_POLICY, STATIC_PAGE_HEADERS } from "../../worker/lib/csp";
import { valid } from "../support/factories";
import {
  INDEX_HTML,
  NODE_ADMIN,
  adminToken,
  startNodeServer,
  type NodeServer,
} from "../support/node-server";

// What only the Node entry does (worker/entry/node.ts, node-ports.ts), checked on the real server in a child process:
// file permissions, start-up refusals, the socket address for rate limits, /api and /files never answered by the
// SPA page, the static pages' security headers, bodies announced by Transfer-Encoding.

const mode = (p: string) => statSync(p).mode & 0o777;

/** A raw HTTP/1.1 exchange (fetch always adds a Content-Length or chunks a body): the status code and the text. */
function raw(port: number, request: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let text = "";
    socket.setEncoding("utf8").on("data", (d: string) => (text += d));
    socket
      .on("error", reject)
      .on("close", () =>
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }),
      );
  });
}

/** POST /api/user/login as the admin from a chosen local address (the whole of 127/8 is loopback on Linux). */
function loginFrom(port: number, localAddress: string, password: string): Promise<number> {
  const body = JSON.stringify({
    credentials: { email: NODE_ADMIN.email, password },
    remember: false,
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/api/user/login",
        headers: { "Content-Type": "application/json" },
      },
      (res) => {
        res.resume().on("end", () => resolve(res.statusCode!));
      },
    );
    req.on("error", reject).end(body);
  });
}

describe("the Node server", () => {
  let s: NodeServer;
  let token: string;
  beforeAll(async () => {
    s = await startNodeServer();
    token = await adminToken(s);
  }, 60_000);
  afterAll(() => s?.stop());
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${s.url}${path}`, {
      ...init,
      headers: { Authorization: `Token ${token}`, ...init.headers },
    });

  it("creates the data folder 0700, the database and the JWT secret 0600", () => {
    expect(mode(s.dataDir)).toBe(0o700);
    expect(mode(join(s.dataDir, "patrimoine.db"))).toBe(0o600);
    expect(mode(join(s.dataDir, "jwt-secret"))).toBe(0o600);
    // SQLite gives its journal files the database file's permissions.
    for (const f of ["patrimoine.db-wal", "patrimoine.db-shm"])
      if (existsSync(join(s.dataDir, f))) expect(mode(join(s.dataDir, f)), f).toBe(0o600);
  });

  it("answers every path under /api and /files from the API (JSON 404), never with the SPA page", async () => {
    for (const [method, path] of [
      ["GET", "/api/x/y/z"],
      ["GET", "/api"],
      ["GET", "/api/"],
      ["GET", "/files"],
      ["GET", "/files/"],
      ["GET", "/files/x/y"],
      ["GET", "/api/Client/abc"],
      ["PUT", "/api/Client/abc"],
      ["DELETE", "/api/Client/abc"],
      ["POST", "/api/nulle-part"],
      ["GET", "/files/%"],
    ] as const) {
      const res = await get(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type"), `${method} ${path}`).toMatch(/^application\/json/);
      expect(((await res.json()) as any).error.code, `${method} ${path}`).toBe("not_found");
    }
    // Client routes that merely start alike are still the SPA's.
    const spa = await fetch(`${s.url}/apiculture`);
    expect(await spa.text()).toBe(INDEX_HTML);
  });

  it("serves the web pages with the edge's Content-Security-Policy and framing / sniffing / referrer headers", async () => {
    for (const path of [
      "/",
      "/index.html",
      "/appartements/12",
      "/assets/app.js",
      "/assets/absent.js",
    ]) {
      const res = await fetch(`${s.url}${path}`);
      const csp = res.headers.get("content-security-policy");
      // An HTML page carries a nonce of its own for its styles (ADR 037); a static file the plain policy.
      if (path.startsWith("/assets/")) expect(csp, path).toBe(CONTENT_SECURITY_POLICY);
      else
        expect(csp, path).toBe(
          CONTENT_SECURITY_POLICY.replace(
            "style-src 'self'",
            `style-src 'self' 'nonce-${/'nonce-([^']+)'/.exec(csp ?? "")?.[1]}'`,
          ),
        );
      expect(csp, path).not.toContain("unsafe-inline");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBeTruthy();
      for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS))
        if (name !== "Content-Security-Policy")
          expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      await res.arrayBuffer();
    }
  });

  it("reads a body announced by Transfer-Encoding as a body (415 when not JSON); a PUT without one is left alone", async () => {
    const chunked = await raw(
      s.port,
      "POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
    );
    expect(chunked.status, chunked.text).toBe(415);
    const created = async (r: string, body: unknown) => {
      const res = await get(`/api/${r}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, r).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const a = await created("Appartement", valid.Appartement());
    const c = await created("Client", valid.Client());
    const bodiless = await raw(
      s.port,
      `PUT /api/Appartement/${a}/owner/add/${c} HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${token}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n`,
    );
    expect(bodiless.status, bodiless.text).toBe(200);
  });

  // Last: it locks the admin's logins from this address for 15 minutes.
  it("counts login failures per socket address: a rotating X-Forwarded-For does not escape the limit (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(429); i++) {
      const res = await fetch(`${s.url}/api/user/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `203.0.${i >> 8}.${i & 255}`,
          "CF-Connecting-IP": `198.51.100.${i & 255}`,
        },
        body: JSON.stringify({
          credentials: { email: NODE_ADMIN.email, password: "mauvais" },
          remember: false,
        }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(20);
    // ...and the address is the socket's, not one shared by every caller: another one still logs in.
    expect(await loginFrom(s.port, "127.0.0.2", NODE_ADMIN.password)).toBe(200);
    expect(await loginFrom(s.port, "127.0.0.1", NODE_ADMIN.password)).toBe(429);
  }, 120_000);
});

describe("Node start-up", () => {
  it("tightens an existing world-readable data folder, database and secret", async () => {
    const s = await startNodeServer({
      prepare(dir) {
        mkdirSync(dir, { mode: 0o755 });
        chmodSync(dir, 0o755);
        for (const f of ["patrimoine.db", "jwt-secret"]) {
          writeFileSync(
            join(dir, f),
            f === "jwt-secret" ? "un-secret-existant-assez-long-pour-hs256" : "",
            { mode: 0o644 },
          );
          chmodSync(join(dir, f), 0o644);
        }
      },
    });
    try {
      expect(mode(s.dataDir)).toBe(0o700);
      expect(mode(join(s.dataDir, "patrimoine.db"))).toBe(0o600);
      expect(mode(join(s.dataDir, "jwt-secret"))).toBe(0o600);
    } finally {
      await s.stop();
    }
  }, 60_000);

  it("refuses a JWT_SECRET shorter than 32 bytes, with a French message, exit code not 0", async () => {
    const s = await startNodeServer({
      env: { JWT_SECRET: "trop-court-pour-signer" },
      waitReady: false,
    });
    try {
      const code = await Promise.race([
        s.exited,
        new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 30_000)),
      ]);
      expect(code, s.output()).not.toBe("timeout");
      expect(code).not.toBe(0);
      expect(s.output()).toMatch(/JWT_SECRET.*32 octets/);
      expect(s.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    } finally {
      await s.stop();
    }
  }, 60_000);

  it("refuses a TRUST_PROXY it cannot read", async () => {
    const s = await startNodeServer({ env: { TRUST_PROXY: "oui" }, waitReady: false });
    try {
      const code = await Promise.race([
        s.exited,
        new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 30_000)),
      ]);
      expect(code, s.output()).not.toBe("timeout");
      expect(code).not.toBe(0);
      expect(s.output()).toMatch(/TRUST_PROXY/);
    } finally {
      await s.stop();
    }
  }, 60_000);
});
