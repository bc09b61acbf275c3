import { createClient } from "@libsql/client/web";
import type { Env, PlatformEnv } from "./edge-env";
import { AGENCIES_SQL, agencyOf, type PlatformAgency } from "../platform/agencies";

// The edge's view of the platform table (worker/platform/agencies.ts, ADR 018): which agency a hostname is, and
// the environment its requests run with. The isolate keeps the whole table as plain values (never a promise or a
// client: a Workers request may not await another request's I/O), read again after a minute.

interface Directory {
  byHost: Map<string, PlatformAgency>;
  byId: Map<string, PlatformAgency>;
  loadedAt: number;
}

/** A platform change (an agency added, moved, removed) reaches every isolate within this. */
const FRESH_MS = 60_000;
/** An unknown hostname reads the table again at most this often: forged Host headers cost no round trips. */
const UNKNOWN_RETRY_MS = 10_000;

const directories = new WeakMap<object, Directory>();

/** Reads the platform table (one round trip); `fetchFn` lets the daily job count it. */
async function load(env: PlatformEnv, fetchFn?: typeof fetch): Promise<Directory> {
  const client = createClient({
    url: env.PLATFORM_LIBSQL_URL ?? "",
    authToken: env.PLATFORM_LIBSQL_AUTH_TOKEN || undefined,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  try {
    const rs = await client.execute(AGENCIES_SQL);
    const agencies = rs.rows.map((r) => agencyOf(r));
    return {
      byHost: new Map(agencies.map((a) => [a.hote, a])),
      byId: new Map(agencies.map((a) => [a.id, a])),
      loadedAt: Date.now(),
    };
  } finally {
    client.close();
  }
}

async function directory(env: PlatformEnv, maxAge = FRESH_MS, fetchFn?: typeof fetch) {
  const known = directories.get(env);
  if (known && Date.now() - known.loadedAt < maxAge) return known;
  const fresh = await load(env, fetchFn);
  directories.set(env, fresh);
  return fresh;
}

/** Every agency of the platform, read now (the daily job's fan-out). */
export async function allAgencies(env: PlatformEnv, fetchFn?: typeof fetch) {
  return [...(await directory(env, 0, fetchFn)).byId.values()];
}

/** The agency a request's hostname names, or null: unknown hosts are a 404, never another agency's data. */
export async function agencyForHost(env: PlatformEnv, hostname: string) {
  const host = hostname.toLowerCase();
  const d = await directory(env);
  return d.byHost.get(host) ?? (await directory(env, UNKNOWN_RETRY_MS)).byHost.get(host) ?? null;
}

/** The agency a queued message was made for (its id), or null once it has left the platform. */
export async function agencyById(env: PlatformEnv, id: string, fetchFn?: typeof fetch) {
  return (await directory(env, FRESH_MS, fetchFn)).byId.get(id) ?? null;
}

/** A secret of the worker by its name, as the platform row names it. */
function secret(env: object, name: string | null): string | undefined {
  if (!name) return undefined;
  const value: unknown = Reflect.get(env, name);
  return typeof value === "string" && value ? value : undefined;
}

const derived = new WeakMap<Env, Map<string, { row: string; env: Env }>>();

/**
 * The env an agency's requests run with: the worker's bindings (bucket, queue, mail), the agency's database,
 * secrets and identity. The same object for as long as the row is unchanged, since the entry keeps an isolate's
 * state per env object (sessions, first start): a moved database gets a fresh one. A secret the row names but the
 * worker lacks is a configuration error, in French.
 */
export function agencyEnv(env: Env, agency: PlatformAgency): { env: Env } | { error: string } {
  const jwt = secret(env, agency.jwtSecret);
  const dbToken = secret(env, agency.libsqlTokenSecret);
  const missing = [
    !jwt && agency.jwtSecret,
    !dbToken && agency.libsqlTokenSecret ? agency.libsqlTokenSecret : "",
  ].filter(Boolean);
  if (missing.length)
    return {
      error: `Configuration incomplète pour l'agence ${agency.id} : secret ${missing.join(", ")} manquant (wrangler secret put ${missing[0]}).`,
    };
  const row = JSON.stringify(agency);
  let byId = derived.get(env);
  if (!byId) derived.set(env, (byId = new Map()));
  const known = byId.get(agency.id);
  if (known?.row === row) return { env: known.env };
  const next: Env = {
    ...env,
    LIBSQL_URL: agency.libsqlUrl,
    LIBSQL_AUTH_TOKEN: dbToken,
    JWT_SECRET: jwt,
    PUBLIC_URL: `https://${agency.hote}`,
    CONTACT_EMAIL: agency.email || env.CONTACT_EMAIL,
    AGENCE_ID: agency.id,
    AGENCE_NOM: agency.nom,
    AGENCE_ADRESSE: agency.adresse,
    AGENCE_SIRET: agency.siret,
    AGENCE_CARTE_PRO: agency.carteProfessionnelle,
    AGENCE_TELEPHONE: agency.telephone,
  };
  byId.set(agency.id, { row, env: next });
  return { env: next };
}
