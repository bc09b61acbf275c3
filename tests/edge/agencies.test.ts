// Many agencies on one deployment (issue 22, ADR 018): three agencies side by side on one worker, one bucket and
// one queue, each with its own database; the platform table says which hostname is which agency.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/entry/cloudflare";
import type { EdgeMessage } from "../../worker/entry/edge-env";
import { PLATFORM_DDL } from "../../worker/platform/agencies";
import { valid } from "../support/factories";
import { jsonOf as json, scopedBucket } from "./instance";
import { seedLeases } from "./leases-seed";

const AGENCES = ["nord", "sud", "est"] as const;
type Agence = (typeof AGENCES)[number];
const host = (a: Agence) => `${a}.agences.test`;

async function newDatabase() {
  const res = await fetch(`${inject("libsqlControlUrl")}/databases`, { method: "POST" });
  return ((await res.json()) as { url: string }).url;
}

// The bucket all three share, its listings recorded: an agency's sweep must only ever list its own prefix.
const listed: string[] = [];
const shared = scopedBucket(env.FILES);
const bucket = new Proxy(shared, {
  get(target, prop) {
    const value = Reflect.get(target, prop, target);
    if (prop !== "list" || typeof value !== "function") return value;
    return (options: R2ListOptions = {}) => {
      listed.push(options.prefix ?? "");
      return value.call(target, options);
    };
  },
});

// The queue as the worker's producer sees it; the test delivers its messages to the worker's queue handler.
const queued: EdgeMessage[] = [];
const JOBS = {
  async send(body: EdgeMessage) {
    queued.push(body);
  },
  async sendBatch(messages: Iterable<{ body: EdgeMessage }>) {
    for (const m of messages) queued.push(m.body);
  },
} as unknown as Queue<EdgeMessage>; // the two methods the worker calls

const urls = {} as Record<Agence, string>;
let platformUrl = "";
/** The libSQL requests a database has answered so far (the test server's /stats). */
const trips = async (dbUrl: string) =>
  ((await (await fetch(`${dbUrl}/stats`)).json()) as { pipelines: number }).pipelines;
let workerEnv: typeof env;
const tokens = {} as Record<Agence, string>;

function call(a: Agence | string, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Token ${token}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const name = (AGENCES as readonly string[]).includes(a) ? host(a as Agence) : a;
  return worker.fetch(
    new Request(`https://${name}${path}`, { method, headers, body: payload }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    workerEnv,
    createExecutionContext(),
  );
}

beforeAll(async () => {
  platformUrl = await newDatabase();
  for (const a of AGENCES) urls[a] = await newDatabase();
  const platform = createClient({ url: platformUrl });
  await platform.execute(PLATFORM_DDL);
  // Sud and est share a signing secret: only the token's audience keeps their sessions apart.
  await platform.batch(
    AGENCES.map((a) => ({
      sql: `INSERT INTO "Agence" ("id", "hote", "libsqlUrl", "jwtSecret", "nom", "email") VALUES (?, ?, ?, ?, ?, ?)`,
      args: [
        a,
        host(a),
        urls[a],
        a === "nord" ? "JWT_NORD" : "JWT_SUD_EST",
        `Agence ${a}`,
        `${a}@agences.test`,
      ],
    })),
  );
  platform.close();
  workerEnv = {
    ...env,
    FILES: bucket,
    JOBS,
    PLATFORM_LIBSQL_URL: platformUrl,
    // The single agency's settings are unused once there is a platform.
    LIBSQL_URL: "http://127.0.0.1:9/inutilise",
    JWT_NORD: "secret-de-l-agence-nord-assez-long-pour-hs256",
    JWT_SUD_EST: "secret-partage-sud-et-est-assez-long-pour-hs256",
  } as typeof env;
  for (const a of AGENCES) {
    const res = await call(a, "POST", "/api/user/login", undefined, {
      credentials: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    });
    tokens[a] = (await json(res)).user.token;
  }
}, 60_000);

describe("three agencies on one deployment", () => {
  it("a hostname no agency answers on is a 404, in French", async () => {
    const res = await call("inconnue.agences.test", "GET", "/api/user/me", tokens.nord);
    expect(res.status).toBe(404);
    expect((await res.json()) as object).toEqual({
      error: { code: "not_found", message: "Aucune agence n'est servie à cette adresse." },
    });
  });

  it("a token of one agency is 401 at another, even one sharing its signing secret", async () => {
    for (const a of AGENCES)
      expect((await call(a, "GET", "/api/user/me", tokens[a])).status).toBe(200);
    expect((await call("sud", "GET", "/api/user/me", tokens.nord)).status).toBe(401);
    expect((await call("nord", "GET", "/api/user/me", tokens.sud)).status).toBe(401);
    expect((await call("est", "GET", "/api/user/me", tokens.sud)).status).toBe(401);
    expect((await call("sud", "GET", "/api/user/me", tokens.est)).status).toBe(401);
  });

  it("each agency sees its own records and its own identity", async () => {
    const c = await json(
      await call("nord", "POST", "/api/Client", tokens.nord, valid.Client()),
      201,
    );
    expect((await call("nord", "GET", `/api/Client/${c.id}`, tokens.nord)).status).toBe(200);
    const sud = await json(await call("sud", "GET", "/api/Client", tokens.sud));
    expect(sud.data).toEqual([]);
  });

  it("files never cross: stored under the agency's prefix, not found at another", async () => {
    const caution = await json(
      await call("nord", "POST", "/api/Caution", tokens.nord, valid.Caution()),
      201,
    );
    const form = new FormData();
    form.append(
      "acteCautionnementSigned",
      new File([new TextEncoder().encode("%PDF-1.4\n% nord\n%%EOF\n")], "acte.pdf", {
        type: "application/pdf",
      }),
    );
    const stored = (
      await json(await call("nord", "PUT", `/api/Caution/${caution.id}`, tokens.nord, form))
    ).acteCautionnementSigned as string;
    expect(stored).toMatch(/^\/files\/signes\//);
    expect(await shared.get(`agences/nord${stored}`)).not.toBeNull();
    expect(await shared.get(stored.slice(1))).toBeNull();
    expect((await call("nord", "GET", stored, tokens.nord)).status).toBe(200);
    expect((await call("sud", "GET", stored, tokens.sud)).status).toBe(404);
  });

  it("the cron fans out per agency: each makes its own receipts; the orphan sweep lists its own prefix only", async () => {
    const dbs = new Map(
      await Promise.all(
        AGENCES.map(
          async (a) => [a, await seedLeases(urls[a], `${a}.locataires.test`, 2)] as const,
        ),
      ),
    );
    // An unreferenced object outside every agency's prefix (a single-agency deployment's): no sweep may see it.
    await shared.put("files/hors-agence.pdf", "x");
    listed.length = 0;

    const ctx = createExecutionContext();
    const scheduledTime = new Date("2031-03-05T05:00:00Z").getTime();
    await worker.scheduled(
      createScheduledController({ scheduledTime, cron: "0 5 * * *" }),
      workerEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(queued.map((m) => m.kind)).toEqual(["planifier", "planifier", "planifier"]);
    expect(new Set(queued.map((m) => m.agence))).toEqual(new Set(AGENCES));

    for (let i = 0; queued.length; i++) {
      expect(i).toBeLessThan(100);
      const body = queued.shift()!;
      const batch = createMessageBatch<EdgeMessage>("patrimoine-jobs", [
        { id: `m-${i}`, timestamp: new Date(), attempts: 1, body },
      ]);
      const qctx = createExecutionContext();
      await worker.queue(batch, workerEnv);
      const result = await getQueueResult(batch, qctx);
      expect(result.retryMessages, JSON.stringify(body)).toEqual([]);
      if (body.kind !== "planifier") expect(AGENCES).toContain(body.agence);
    }

    for (const a of AGENCES) {
      const count = async (sql: string) => Number((await dbs.get(a)!.execute(sql)).rows[0]!.n);
      expect(await count(`select count(*) n from Quitance where mois = '2031-03'`)).toBe(2);
      // The two receipts' mails, and the agency's own weekly calendar mail (issue 63).
      expect(
        await count(`select count(*) n from Outbox where "dedupeKey" not like 'echeances:%'`),
      ).toBe(2);
      expect(
        await count(`select count(*) n from Outbox where "dedupeKey" like 'echeances:%'`),
      ).toBe(1);
      const files = (await dbs.get(a)!.execute(`select file from Quitance`)).rows.map((r) =>
        String(r.file),
      );
      for (const f of files)
        expect(await shared.get(`agences/${a}/${f.replace(/^\/+/, "")}`)).not.toBeNull();
    }
    expect(await shared.get("files/hors-agence.pdf")).not.toBeNull();
    // Each agency's upkeep swept its own prefix, and nothing else was listed.
    expect(new Set(listed)).toEqual(new Set(AGENCES.map((a) => `agences/${a}/files/`)));
  });

  // Last: the job's seed pairs each agency's apartments and tenants by their order of creation.
  it("a warm read at an agency is one round trip to its database and none to the platform's", async () => {
    // The job of 2031 above deleted the sessions ended a year before its day (issue 59): this one signs in again.
    const login = await call("est", "POST", "/api/user/login", undefined, {
      credentials: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    });
    tokens.est = (await json(login)).user.token;
    const c = await json(
      await call("est", "POST", "/api/Appartement", tokens.est, valid.Appartement()),
      201,
    );
    await json(await call("est", "GET", `/api/Appartement/${c.id}`, tokens.est));
    const before = [await trips(urls.est), await trips(platformUrl)];
    await json(await call("est", "GET", `/api/Appartement/${c.id}`, tokens.est));
    expect([await trips(urls.est), await trips(platformUrl)]).toEqual([before[0]! + 1, before[1]]);
  });
});
