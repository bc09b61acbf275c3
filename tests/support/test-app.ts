import { createApp } from "../../worker/app";
import { openDatabase } from "../../worker/entry/node-ports";
import { memoryStore } from "../../worker/entry/disk-store";
import { etagDuContenu } from "../../worker/entry/etag-contenu";
import { bootstrap } from "../../worker/db/bootstrap";
import { Session, User } from "../../worker/db/schema";
import { hashPassword } from "../../worker/auth/password";
import { signToken } from "../../worker/auth/token";
import {
  clearResponseCaches,
  memoryListCache,
  memorySessionRows,
  type FileStore,
  type Mail,
  type Mailer,
  type Ports,
} from "../../worker/ports";
import type { Client } from "@libsql/client";
import { templateCopies } from "./template-db";
import { memoryKeptLedgers } from "../../worker/services/compte/kept-ledgers";
import type { Role } from "../../worker/domain/schemas/enums";

export const JWT_SECRET = "test-secret-qui-est-assez-long-pour-hs256";
export const ROLES: Role[] = ["admin", "user", "user_delete", "comptable"];
/** The address every test request comes from unless it sends `x-test-ip` (TEST-NET-1, RFC 5737). */
export const TEST_IP = "192.0.2.1";

/**
 * The other roles' password ("secret1") hashed once per process: PBKDF2's 100,000 rounds cost about 60 ms (more on a
 * busy machine), three of them in every test app. Each user keeps a hash of its own salt where a test changes it.
 */
let rolesHash: Promise<string> | undefined;
/** The first admin of every test app, as ADMIN_EMAIL and ADMIN_PASSWORD make it on a new folder. */
const FIRST_ADMIN = { ADMIN_EMAIL: "admin@agence.test", ADMIN_PASSWORD: "admin-secret" };
const rolesPasswordHash = () => (rolesHash ??= hashPassword("secret1"));

/**
 * The fresh databases of the test apps: copies of one migrated in this process (ADR 125), about 35 ms of CPU each
 * instead of 270 ms for migrating each. A file like the Node entry's (WAL), on tmpfs; the copies of a test file are
 * closed and removed after it (tests/support/test-app-files.ts).
 */
const databases = templateCopies("pl-test-app-", async (path) => {
  const { db, client } = await openDatabase(`file:${path}`);
  // The first admin too (ADR 133): its PBKDF2 hash (about 53 ms of CPU) made once per process, not per test app.
  // Each test app still runs the bootstrap, which finds it there as a restarted server does.
  await bootstrap(db, FIRST_ADMIN);
  await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  client.close();
});
const opened: Client[] = [];
process.once("exit", () => databases.removeAll());

/** Closes the test apps' databases made since the last call and removes their files (a test file's end). */
export function closeTestApps() {
  for (const client of opened.splice(0))
    try {
      client.close();
    } catch {
      /* closed by its test */
    }
  databases.removeCopies();
}

/** A fresh app on its own database (a copy of a migrated one), with a settable clock and one user per role. */
export async function makeTestApp(
  opts: {
    now?: string;
    listCache?: boolean;
    wrapClient?: (c: Client) => Client;
    files?: FileStore & { keys(): string[] };
    /** false: the bootstrap's admin only, as a fresh install has (no user / user_delete accounts). */
    otherRoles?: boolean;
    /** Another transport than the default one that keeps the mails in `sent` (SMTP tests, none at all). */
    mailer?: Mailer;
    /** Another database than a fresh in-memory one (the bench's seeded file: `file:/tmp/.../patrimoine.db`). */
    database?: string;
    /**
     * Every `call` to a money move (issue 59: `moneyMove` below) comes from a session that has just confirmed: for
     * the tests of what those routes do, not of the confirmation itself (tests/api/confirmation.test.ts).
     */
    confirme?: boolean;
  } = {},
) {
  let now = new Date(opts.now ?? "2026-11-21T10:00:00Z");
  // As the Node entry does: its database's only writer keeps the users' rows until the next write, which the client
  // reports whoever made it (a route, a job, a test writing straight to the database).
  const kept = {
    listCache: opts.listCache ? memoryListCache(undefined, etagDuContenu) : undefined,
    sessionRows: memorySessionRows(),
  };
  const { db, dbDe, client } = await openDatabase(
    opts.database ?? `file:${await databases.copy()}`,
    opts.wrapClient,
    () => clearResponseCaches(kept),
  );
  if (!opts.database) opened.push(client);
  const files = opts.files ?? memoryStore();
  const sent: Mail[] = [];
  const ports: Ports = {
    db,
    files,
    mailer: opts.mailer ?? { send: async (m) => void sent.push(m) },
    clock: { now: () => now },
    config: {
      jwtSecret: JWT_SECRET,
      version: "1.0.0",
      publicUrl: "http://localhost:8787",
      contactEmail: "contact@agence.test",
    },
    log: () => {},
    dbDe,
    ...kept,
    // As the Node entry: the ledgers payments read, kept between them (ADR 057).
    keptLedgers: memoryKeptLedgers(),
    // Tests simulate callers from different addresses with this test-only header (never read by a real host).
    clientAddress: (req) => req.headers.get("x-test-ip") ?? TEST_IP,
  };
  await bootstrap(db, FIRST_ADMIN);
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<Role, number>;
  /** Each role's session (issue 59): its token's `sid`, a real Session row as a sign-in makes (no end of its own). */
  const sids = {} as Record<Role, string>;
  for (const role of opts.otherRoles === false ? (["admin"] as Role[]) : ROLES) {
    const email = role === "admin" ? "admin@agence.test" : `${role}@agence.test`;
    if (role !== "admin")
      await db.insert(User).values({
        email,
        role,
        passwordHash: await rolesPasswordHash(),
        mustSetPassword: false,
      });
    const [u] = await db
      .select()
      .from(User)
      .where((await import("drizzle-orm")).eq(User.email, email));
    ids[role] = u!.id;
    sids[role] = `session-de-test-${role}`.replaceAll("_", "-");
    const at = now.toISOString();
    await db.insert(Session).values({
      id: sids[role],
      UserId: u!.id,
      appareil: "Tests",
      adresse: TEST_IP,
      createdAt: at,
      derniereUtilisation: at,
    });
    tokens[role] = await signToken(u!.id, JWT_SECRET, false, now, 0, undefined, 0, sids[role]);
  }
  const app = createApp(ports);

  /** app.request with JSON body and the role's Token header (role null: anonymous). */
  async function call(method: string, path: string, role: Role | null = "admin", body?: unknown) {
    if (opts.confirme && role && moneyMove(method, path, body)) await confirm(role);
    const headers: Record<string, string> = {};
    if (role) headers.Authorization = `Token ${tokens[role]}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body instanceof Blob) {
      // A raw body of its own type (a backup archive).
      headers["Content-Type"] = body.type;
      payload = body;
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await app.request(path, { method, headers, body: payload });
    // Decoded by the answer's charset as a browser does (the FEC is ISO 8859-15, issue 60); `bytes` as sent.
    const bytes = new Uint8Array(await res.arrayBuffer());
    const charset = /charset=([^;]+)/i.exec(res.headers.get("content-type") ?? "")?.[1] ?? "utf-8";
    const text = new TextDecoder(charset.trim()).decode(bytes);
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // As the web app does: a password change ends the other sessions and answers this one's fresh token.
    if (role && res.ok && path === "/api/user/setPassword" && typeof json?.user?.token === "string")
      tokens[role] = json.user.token;
    return { status: res.status, body: json, headers: res.headers, bytes };
  }

  /**
   * The role's session confirms now (issue 59), as POST /api/user/confirmer would: its guarded actions (money moves)
   * are then let through for five minutes of the test's clock. Written straight to the row: the route itself has
   * its tests (tests/api/confirmation.test.ts).
   */
  async function confirm(role: Role = "admin") {
    await db
      .update(Session)
      .set({ confirmeAt: now.toISOString() })
      .where((await import("drizzle-orm")).eq(Session.id, sids[role]));
  }

  return {
    app,
    ports,
    db,
    client,
    files,
    sent,
    tokens,
    ids,
    sids,
    call,
    confirm,
    setNow: (iso: string) => void (now = new Date(iso)),
    close: () => client.close(),
  };
}
export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/**
 * Whether a request is one of the money moves that need a fresh confirmation (issue 59): the contract's
 * `confirmation: true` routes, PUT /api/agence with iban, bic or ics, a Client's or Fournisseur's POST or PUT with iban or bic.
 */
export function moneyMove(method: string, path: string, body: unknown): boolean {
  const p = path.split("?")[0] ?? "";
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (/^\/api\/(Reversement|Prelevement)\/\d+\/(valider|sepa)$/.test(p)) return true;
  if (method === "POST" && /^\/api\/Dossier\/\d+\/mandatsSepa$/.test(p)) return true;
  if (method === "POST" && /^\/api\/aidesLogement\/tropPercus\/\d+\/valider$/.test(p)) return true;
  if (method === "POST" && /^\/api\/Client\/\d+\/depenses$/.test(p)) return true;
  if (method === "POST" && /^\/api\/Appartement\/\d+\/quotesParts\/confirmer$/.test(p)) return true;
  if (method === "GET" && (p === "/api/comptabilite/fec" || p === "/api/sauvegarde")) return true;
  if (method === "DELETE" && /^\/api\/user\/2fa\/passkeys\/\d+$/.test(p)) return true;
  if (method === "PUT" && p === "/api/agence")
    return ["iban", "bic", "ics"].some((k) => k in fields);
  if (/^\/api\/(Client|Fournisseur)(\/\d+)?$/.test(p) && (method === "POST" || method === "PUT"))
    return "iban" in fields || "bic" in fields;
  return false;
}
