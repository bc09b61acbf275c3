// The edge entry under wrangler dev, as `npm run dev:edge` runs it (unstable_startWorker: the dev proxy, workerd,
// Workers static assets in front), spoken to over real sockets: a refused body must not break the next request on
// the same connection, many connections at once are served, and the daily job can be triggered by hand.
import Database from "libsql";
import { unstable_startWorker } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdgeDatabase } from "../support/edge-db";
import { REFUSED_BODIES, concurrently, oneConnection } from "./connections";
import { configWithoutBuild, ensureWebBuild } from "./web-build";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

const ADMIN = { email: "admin@edge.test", password: "edge-admin-secret" };

let db: Awaited<ReturnType<typeof startEdgeDatabase>>;
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let origin = "";
let token = "";

beforeAll(async () => {
  ensureWebBuild();
  db = await startEdgeDatabase();
  const secret = (value: string) => ({ type: "secret_text" as const, value });
  worker = await unstable_startWorker({
    config: configWithoutBuild(),
    envFiles: [],
    bindings: {
      LIBSQL_URL: secret(db.url),
      JWT_SECRET: secret("edge-dev-secret-assez-long-pour-hs256"),
      ADMIN_EMAIL: secret(ADMIN.email),
      ADMIN_PASSWORD: secret(ADMIN.password),
    },
    // testScheduled: the /__scheduled hook of `wrangler dev --test-scheduled`, as dev:edge passes it.
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      logLevel: "warn",
      testScheduled: true,
    },
  });
  await worker.ready;
  origin = (await worker.url).origin;
  const login = await fetch(`${origin}/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ credentials: ADMIN }),
  });
  token = ((await login.json()) as { user: { token: string } }).user.token;
});

afterAll(async () => {
  await worker?.dispose();
  await db?.close();
});

describe("a refused body under wrangler dev", () => {
  for (const [name, refused] of Object.entries(REFUSED_BODIES))
    it(`${name} leaves the connection usable for the next request`, async () => {
      const connection = oneConnection(origin);
      try {
        // Twice: the first refusal on a fresh connection got through before the fix, the next request did not.
        for (let round = 0; round < 2; round++) {
          const answer = await connection.send("POST", refused.path, refused.headers, refused.body);
          expect(answer.status).toBe(refused.status);
          expect(JSON.parse(answer.body).error.message).toMatch(/[éèà]|requête/);
          const next = await connection.send("GET", "/api/version");
          expect(next).toMatchObject({ status: 200, reused: true });
        }
      } finally {
        connection.close();
      }
    });

  it("409 (a restore into a non-empty database, refused before reading the archive) too", async () => {
    const auth = { Authorization: `Token ${token}` };
    const client = await fetch(`${origin}/api/Client`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({
        nom: "Durand",
        prenom: "Élodie",
        adresseDefaut: "adresse",
        adresse: "3 rue des Lilas, 69003 Lyon",
        mailDefaut: "mailPerso",
        mailPerso: "elodie@exemple.fr",
        telDefaut: "mobilePerso",
        mobilePerso: "0612345678",
      }),
    });
    expect(client.status).toBe(201);
    const connection = oneConnection(origin);
    try {
      for (let round = 0; round < 2; round++) {
        const answer = await connection.send(
          "POST",
          "/api/sauvegarde/restaurer",
          { ...auth, "Content-Type": "application/zip" },
          "PK".padEnd(256 * 1024, "x"),
        );
        expect(answer.status).toBe(409);
        expect(await connection.send("GET", "/api/version")).toMatchObject({
          status: 200,
          reused: true,
        });
      }
    } finally {
      connection.close();
    }
  });
});

describe("many connections under wrangler dev", () => {
  it("serves 200 concurrent connections, each its own request to the database", async () => {
    const statuses = await concurrently(origin, 200, "/api/user/me", {
      Authorization: `Token ${token}`,
    });
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});

describe("triggering the daily job under wrangler dev", () => {
  // The database's own count of the requests it answered; the runs' reports read from its file, not through it.
  const answered = async () =>
    ((await (await fetch(`${db.url}/stats`)).json()) as { pipelines: number }).pipelines;
  const runs = () => {
    const file = new Database(db.path, { readonly: true });
    try {
      return file
        .prepare(
          `select count(*) n, count(*) filter (where "batchesDone" < "batches") open from JobRun`,
        )
        .get() as { n: number; open: number };
    } finally {
      file.close();
    }
  };
  /**
   * The cron once, and until its run is over: its report written, every batch it queued done (the local queue
   * delivers them a second later), and the database quiet for 1.5 s. The hook answers before the work is done
   * (ctx.waitUntil), and a report counts its batches only after it opens: a run seen at that moment looks done, so
   * quiet too, or a late run would add its requests to the next one's count. The hook has no `time` parameter (the
   * next day is job-scale.test.ts's): each run here is on the day the test runs.
   */
  async function cron() {
    const before = runs().n;
    const res = await fetch(`${origin}/__scheduled?cron=0+5+*+*+*`);
    expect(res.status).toBe(200);
    await expect
      .poll(() => runs(), { timeout: 60_000, interval: 100 })
      .toMatchObject({ n: before + 1, open: 0 });
    for (let last = -1; ; ) {
      const now = await answered();
      if (now === last && runs().open === 0) return;
      last = now;
      await new Promise((r) => setTimeout(r, 1_500));
    }
  }

  it("runs it on /__scheduled (wrangler dev --test-scheduled, routed to the worker by run_worker_first)", async () => {
    await cron(); // its report written, its batches done
  }, 120_000);

  it("a day with nothing left to do, run again, costs one read: at most 5 libSQL requests (issue 43)", async () => {
    await cron(); // the upkeep this database may still have to do (when this test runs alone)
    for (let round = 0; round < 2; round++) {
      const from = await answered();
      await cron();
      const used = (await answered()) - from;
      console.log(JSON.stringify({ idleCronUnderWranglerDev: used }));
      expect(used).toBeLessThanOrEqual(5);
    }
  }, 180_000);

  it("not on /cdn-cgi/handler/scheduled with the pinned wrangler: its bug with static assets (docs say so)", async () => {
    // workers-sdk#9882 (miniflare sends the scheduled event to the assets router, which has no handler), fixed
    // after the pinned 4.86.0. When this fails, the pinned wrangler has the fix: drop the warning in
    // docs/topics/running-and-deploying.md and this test.
    const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=0+5+*+*+*`);
    expect(res.status).toBe(500);
  });
});
