// A separate instance of the edge entry for one test: its own fresh database (behind a server the test can stop and
// start, tests/support/libsql-control.ts) and its own isolate state (the entry keys that state by env).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { expect, inject } from "vitest";
import worker from "../../worker/entry/cloudflare";
import { ORIGIN } from "./call";
import { valid } from "../support/factories";

/**
 * The test's R2 bucket seen under a prefix of its own, through the real (miniflare) R2: an instance lists, reads and
 * deletes only its own objects, whatever other test files store meanwhile.
 */
export function scopedBucket(
  bucket: R2Bucket,
  scope = `instance-${crypto.randomUUID()}/`,
): R2Bucket {
  const scoped = {
    put: (key: string, ...rest: unknown[]) =>
      (bucket.put as (...a: unknown[]) => unknown)(scope + key, ...rest),
    get: (key: string, ...rest: unknown[]) =>
      (bucket.get as (...a: unknown[]) => unknown)(scope + key, ...rest),
    head: (key: string) => bucket.head(scope + key),
    delete: (keys: string | string[]) =>
      bucket.delete(Array.isArray(keys) ? keys.map((k) => scope + k) : scope + keys),
    async list(options: R2ListOptions = {}) {
      const page = await bucket.list({ ...options, prefix: scope + (options.prefix ?? "") });
      // What r2Store reads of a listed object (R2Object's fields are getters: copied by name).
      const objects = page.objects.map((o) => ({
        key: o.key.slice(scope.length),
        size: o.size,
        uploaded: o.uploaded,
        httpMetadata: o.httpMetadata,
      }));
      return {
        objects,
        truncated: page.truncated,
        cursor: page.truncated ? page.cursor : undefined,
        delimitedPrefixes: page.delimitedPrefixes,
      };
    },
  };
  return scoped as unknown as R2Bucket;
}

/**
 * `files`: the instance's own bucket (several instances may share one, as a restore into another database does).
 * `bindings`: more of its own (a queue whose messages the test delivers itself, to this instance's database).
 * `attenteVerrouMs`: how long its server makes a statement wait for another stream's write lock (10 s).
 */
export async function freshInstance(
  files: R2Bucket = scopedBucket(env.FILES),
  bindings: Partial<typeof env> = {},
  { attenteVerrouMs }: { attenteVerrouMs?: number } = {},
) {
  const control = inject("libsqlControlUrl");
  const query = attenteVerrouMs === undefined ? "" : `?attente=${attenteVerrouMs}`;
  const created = await fetch(`${control}/databases${query}`, { method: "POST" });
  const { id, url } = (await created.json()) as {
    id: string;
    url: string;
  };
  let instanceEnv = {
    ...env,
    ...bindings,
    FILES: files,
    LIBSQL_URL: url,
    LIBSQL_AUTH_TOKEN: undefined,
  };
  const stats = async () =>
    (await (await fetch(`${url}/stats`)).json()) as {
      pipelines: number;
      bytes: number;
      busy: number;
    };
  let token = "";
  /** The last request's context: its waitUntil work (a list put in the cache) can be waited for. */
  let lastCtx = createExecutionContext();
  const send = (
    method: string,
    path: string,
    body?: BodyInit,
    headers: Record<string, string> = {},
    auth = true,
  ) =>
    worker.fetch(
      new Request(ORIGIN + path, {
        method,
        body,
        headers: { ...(auth && token ? { Authorization: `Token ${token}` } : {}), ...headers },
      }) as Request<unknown, IncomingRequestCfProperties>,
      instanceEnv,
      (lastCtx = createExecutionContext()),
    );
  const call = (method: string, path: string, body?: unknown, auth = true) =>
    body instanceof FormData || body === undefined
      ? send(method, path, body, {}, auth)
      : send(method, path, JSON.stringify(body), { "Content-Type": "application/json" }, auth);
  const server = (action: "stop" | "start" | `occupee?${string}`) =>
    fetch(`${control}/databases/${id}/${action}`, { method: "POST" });
  return {
    get env() {
      return instanceEnv;
    },
    files,
    call,
    send,
    async login() {
      const res = await call(
        "POST",
        "/api/user/login",
        { credentials: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } },
        false,
      );
      if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
      token = ((await res.json()) as { user: { token: string } }).user.token;
    },
    /**
     * The admin's session confirms its identity (issue 59, POST /api/user/confirmer): its money moves (SEPA files,
     * validations, IBANs, the FEC, a backup) go through for the next five minutes.
     */
    async confirm() {
      const res = await call("POST", "/api/user/confirmer", { password: env.ADMIN_PASSWORD });
      if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
    },
    /** The libSQL requests (round trips) the instance's database has answered so far. */
    roundTrips: async () => (await stats()).pipelines,
    /** The bytes of those answers so far (what the worker downloaded from the database). */
    answeredBytes: async () => (await stats()).bytes,
    /** The next requests go to a new isolate (the entry keys its state by env): a cold start on this database. */
    coldIsolate() {
      instanceEnv = { ...instanceEnv };
    },
    /** Waits for what the last request left running after its answer (ctx.waitUntil). */
    settled: () => waitOnExecutionContext(lastCtx),
    stopDatabase: () => server("stop"),
    /** The SQLITE_BUSY answers its server sent so far (injected, or a lock waited for in vain). */
    busyAnswers: async () => (await stats()).busy,
    /**
     * Its server answers SQLITE_BUSY, without running them, to the next `fois` statements matching `motif` (a BEGIN
     * by default) after `apres` of them: another writer holding the lock, at the moment the test chooses.
     */
    occupee: (fois: number, { apres = 0, motif }: { apres?: number; motif?: string } = {}) =>
      server(
        `occupee?${new URLSearchParams({ fois: String(fois), apres: String(apres), ...(motif ? { motif } : {}) })}`,
      ),
    startDatabase: () => server("start"),
  };
}

export type Instance = Awaited<ReturnType<typeof freshInstance>>;

/**
 * The usual set-up of an edge test file: a fresh instance (its bucket and bindings as freshInstance takes them), its
 * admin signed in (the fresh database's first start).
 */
export async function signedInInstance(
  ...args: Parameters<typeof freshInstance>
): Promise<Instance> {
  const edge = await freshInstance(...args);
  await edge.login();
  return edge;
}

/** An answer's JSON body once its status is checked (its text in the failure's message). */
export async function jsonOf(res: Response, status = 200): Promise<any> {
  expect(res.status, await res.clone().text()).toBe(status);
  return await res.json();
}

/** An answer and the libSQL round trips it cost (each a network request in production). */
export async function counted(edge: Instance, run: () => Promise<Response>) {
  const before = await edge.roundTrips();
  const res = await run();
  return { res, trips: (await edge.roundTrips()) - before };
}

/**
 * A GET (conditional with `etag`), its text, its ETag, the round trips it cost and the bytes libSQL answered it, its
 * waitUntil work done.
 */
export async function countedGet(edge: Instance, path: string, etag?: string) {
  const [trips, bytes] = [await edge.roundTrips(), await edge.answeredBytes()];
  const res = await edge.send("GET", path, undefined, etag ? { "If-None-Match": etag } : {});
  const body = await res.text();
  await edge.settled(); // its copy put in the cache, if any
  return {
    res,
    body,
    etag: res.headers.get("ETag") ?? "",
    trips: (await edge.roundTrips()) - trips,
    downloaded: (await edge.answeredBytes()) - bytes,
  };
}

/**
 * A lease and its January 2026 term (an apartment, a tenant, their dossier, the term generated), its rows as the API
 * answered them: the set-up most account, bank and space tests start from.
 */
export async function bailEtTerme(edge: Instance) {
  const a = await jsonOf(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await jsonOf(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await jsonOf(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await jsonOf(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );
  return { a, l, d, q };
}
