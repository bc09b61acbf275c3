// worker/entry/cloudflare.ts inside workerd (vitest-pool-workers), against a real libSQL database over HTTP
// (tests/support/libsql-server.ts) and miniflare's R2: what the Node API tests cannot prove about the edge.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker, { type Env } from "../../worker/entry/cloudflare";
import { runCron } from "./cron";
import pkg from "../../package.json";
import { ORIGIN, adminToken, clientBody, edgeCaller, login } from "./call";

let token = "";
const call = edgeCaller(() => token);

beforeAll(async () => {
  token = await adminToken();
});

describe("accounts on the edge", () => {
  it("bootstraps the first admin from ADMIN_EMAIL / ADMIN_PASSWORD and logs in with it", async () => {
    const res = await login(env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!);
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: env.ADMIN_EMAIL, role: "admin", mustSetPassword: false });
    expect(String(user.token).split(".")).toHaveLength(3);
    const me = await call("GET", "/api/user/me");
    expect(me.status).toBe(200);
  });

  it("refuses a wrong password with 401", async () => {
    expect((await login(env.ADMIN_EMAIL!, "pas-le-bon")).status).toBe(401);
  });

  it("answers zod's own messages in French (a field of the wrong type)", async () => {
    // The deployed bundle swaps zod's locales index (wrangler.toml [alias]): deploy-bundle.node.test.ts runs it.
    const res = await edgeCaller(() => "")("POST", "/api/user/login", { credentials: "x" }, false);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.credentials).toBe(
      "Entrée invalide : objet attendu, chaîne de caractères reçu",
    );
  });

  it("created the tva variable on the fresh database", async () => {
    const res = await call("GET", "/api/Variable");
    const { data } = (await res.json()) as { data: { nom: string; valeur: number }[] };
    expect(data.find((v) => v.nom === "tva")?.valeur).toBe(20);
  });
});

describe("CRUD through libSQL over HTTP", () => {
  it("creates, reads, updates and deletes a Client", async () => {
    const nom = `Durand-${crypto.randomUUID().slice(0, 8)}`;
    const created = await call("POST", "/api/Client", clientBody(nom));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const read = await call("GET", `/api/Client/${id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id,
      nom,
      prenom: "Élodie",
      adresse: "3 rue des Lilas, 69003 Lyon",
    });

    const updated = await call("PUT", `/api/Client/${id}`, { prenom: "Léa" });
    expect(updated.status).toBe(200);
    expect(await (await call("GET", `/api/Client/${id}`)).json()).toMatchObject({
      id,
      nom,
      prenom: "Léa",
    });

    const list = (await (await call("GET", "/api/Client")).json()) as { data: { id: number }[] };
    expect(list.data.map((c) => c.id)).toContain(id);

    expect((await call("DELETE", `/api/Client/${id}`)).status).toBe(204);
    expect((await call("GET", `/api/Client/${id}`)).status).toBe(404);
  });
});

describe("files in R2", () => {
  it("stores an uploaded PDF in the FILES bucket and serves the same bytes to a logged-in user", async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% bail ${crypto.randomUUID()}\n%%EOF\n`);
    const form = new FormData();
    form.append("file", new File([bytes], "bail signé.pdf", { type: "application/pdf" }));
    form.append("nom", "Bail signé");
    const res = await call("POST", "/api/Fichier", form);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/files\//);

    const object = await env.FILES.get(url.slice(1));
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);

    const download = await call("GET", url);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    expect((await call("GET", url, undefined, false)).status).toBe(401);
  });
});

describe("routing", () => {
  it("answers /api/version from package.json", async () => {
    const res = await call("GET", "/api/version", undefined, false);
    expect(await res.json()).toEqual({ version: pkg.version });
  });

  it("keeps unknown /api paths in the API: JSON 401 anonymous, JSON 404 logged in, never the SPA", async () => {
    const anonymous = await call("GET", "/api/nexiste-pas", undefined, false);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("Content-Type")).toMatch(/application\/json/);
    const logged = await call("GET", "/api/nexiste-pas");
    expect(logged.status).toBe(404);
    expect(await logged.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("hands every other path to the assets binding (SPA fallback)", async () => {
    const res = await call("GET", "/client/12", undefined, false);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<div id="root">/i);
  });
});

/** One request to the entry with another env (its own isolate state: the entry keys that state by env). */
async function withEnv(overrides: Partial<Env>, path = "/api/version") {
  const request = new Request(ORIGIN + path) as Request<unknown, IncomingRequestCfProperties>;
  const res = await worker.fetch(request, { ...env, ...overrides }, createExecutionContext());
  return {
    status: res.status,
    body: (await res.json()) as { error?: { code: string; message: string } },
  };
}

describe("configuration refused with a clear French 500", () => {
  it("answers a clear JSON 500 without stack when JWT_SECRET is missing", async () => {
    const { status, body } = await withEnv({ JWT_SECRET: undefined });
    expect(status).toBe(500);
    expect(body.error!.code).toBe("config");
    expect(body.error!.message).toContain("JWT_SECRET");
    expect(body.error!.message).not.toMatch(/\bat\s|\.ts:/);
  });

  it("refuses a JWT_SECRET under 32 bytes, counted in UTF-8", async () => {
    const short = await withEnv({ JWT_SECRET: "a".repeat(31) });
    expect(short.status).toBe(500);
    expect(short.body.error).toMatchObject({
      code: "config",
      message: expect.stringMatching(/JWT_SECRET est trop court.*32 octets/),
    });
    // 16 characters, 32 bytes: long enough. 31 bytes with accents: not.
    expect((await withEnv({ JWT_SECRET: "é".repeat(16) })).status).toBe(200);
    expect((await withEnv({ JWT_SECRET: `${"é".repeat(15)}a` })).status).toBe(500);
  });

  it("refuses a libSQL server that does not enforce foreign keys, on every API request", async () => {
    const noFk = { LIBSQL_URL: inject("libsqlUrlNoForeignKeys"), LIBSQL_AUTH_TOKEN: undefined };
    const fresh = { ...env, ...noFk };
    for (const path of ["/api/version", "/api/Client"]) {
      const request = new Request(ORIGIN + path) as Request<unknown, IncomingRequestCfProperties>;
      const res = await worker.fetch(request, fresh, createExecutionContext());
      expect(res.status, path).toBe(500);
      expect(await res.json(), path).toMatchObject({
        error: {
          code: "config",
          message: expect.stringMatching(/n'applique pas les clés étrangères/),
        },
      });
    }
  });
});

describe("caller address", () => {
  it("is CF-Connecting-IP: login tries are counted per address (5 at once per address and e-mail)", async () => {
    const email = `inconnu-${crypto.randomUUID().slice(0, 8)}@edge.test`;
    const attempt = (ip: string) =>
      worker.fetch(
        new Request(`${ORIGIN}/api/user/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify({ credentials: { email, password: "faux" } }),
        }) as Request<unknown, IncomingRequestCfProperties>,
        env,
        createExecutionContext(),
      );
    for (let i = 0; i < 5; i++) expect((await attempt("203.0.113.7")).status).toBe(401);
    expect((await attempt("203.0.113.7")).status).toBe(429);
    expect((await attempt("198.51.100.4")).status).toBe(401);
  });
});

describe("scheduled handler", () => {
  it("runs the daily job against the database: stale rate-limit windows are purged, fresh ones kept", async () => {
    const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
    const now = Math.floor(Date.now() / 1000);
    const stale = `edge-stale-${crypto.randomUUID()}`;
    const fresh = `edge-fresh-${crypto.randomUUID()}`;
    await db.batch([
      {
        sql: "INSERT INTO RateLimit (cle, count, windowStart) VALUES (?, 1, ?)",
        args: [stale, now - 3 * 24 * 3600],
      },
      {
        sql: "INSERT INTO RateLimit (cle, count, windowStart) VALUES (?, 1, ?)",
        args: [fresh, now],
      },
    ]);
    // The purge is the day's upkeep batch, queued by the cron (tests/edge/cron.ts waits for it).
    await runCron(Date.now());
    const left = await db.execute({
      sql: "SELECT cle FROM RateLimit WHERE cle IN (?, ?)",
      args: [stale, fresh],
    });
    expect(left.rows.map((r) => r.cle)).toEqual([fresh]);
    db.close();
  });
});
