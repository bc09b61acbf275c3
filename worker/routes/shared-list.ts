import type { Context } from "hono";
import type { AppEnv } from "../lib/env";
import { agenceIdOf, type Ports, type SharedListCache } from "../ports";
import { today } from "../lib/dates";
import type { ResourceDef } from "../services/resource-def";
import { listVersion } from "../services/list-versions";

// A list on the edge (ADR 017): its version (read in the round trip of the session check), an ETag made from it, a
// 304 when the browser holds it, else the data centre's cache keyed by that version, else the list read and kept.
// A version is never older than the rows it keys: it is read in the same batch as the list, or before it.

const JSON_TYPE = "application/json; charset=UTF-8";
/** The host of the cache's keys: a name of our own, never fetched (the Cache API only wants a URL). */
const CACHE_ORIGIN = "https://listes.cache.invalid";
/** How long the data centre may keep an answer: a day, which is in the key anyway (the flags are the day's). */
const KEPT_SECONDS = 86_400;
/** Bounds the isolate's guesses (one per list and query it has put). */
const KNOWN_MAX = 1000;
/**
 * A list whose guessed copy was not in the cache at its very version: this cache does not keep it (evicted, or a
 * workers.dev address, where the Cache API keeps nothing). No more guesses for it until this isolate writes.
 */
const NOT_KEPT = "";

/** A list's place in the cache without its version: agency, resource, Paris day (the flags' day), query string. */
export function listSlot(
  ports: Pick<Ports, "config" | "clock">,
  resource: string,
  search: string,
): string {
  return `${encodeURIComponent(agenceIdOf(ports.config))}/${resource}/${today(ports.clock)}${search}`;
}

/** The cache's key of a slot's answer at a version: two agencies or versions never share one. */
export const cacheUrl = (slot: string, version: string) => {
  const at = slot.indexOf("?");
  const [path, search] = at < 0 ? [slot, ""] : [slot.slice(0, at), slot.slice(at)];
  return `${CACHE_ORIGIN}/${path}/${encodeURIComponent(version)}${search}`;
};

/** The ETag of a slot's answer at a version: a digest of its key, so that a 304 needs no body. */
export async function etagOf(slot: string, version: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(cacheUrl(slot, version)),
  );
  let hex = "";
  for (const b of new Uint8Array(digest).subarray(0, 16)) hex += b.toString(16).padStart(2, "0");
  return `W/"l${hex}"`;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === etag);

const headers = (etag: string) => ({
  "Content-Type": JSON_TYPE,
  ETag: etag,
  "Cache-Control": "private, no-cache",
});

/**
 * Answers `GET /{R}` through the shared cache; `build` makes the list's body (listRecords). `def` names the answer
 * and the tables it reads (a resource, or the dashboard: every table).
 */
export async function sharedList(
  c: Context<AppEnv>,
  def: Pick<ResourceDef, "name" | "listReads">,
  cache: SharedListCache,
  build: () => Promise<string | Uint8Array<ArrayBuffer>>,
): Promise<Response> {
  const ports = c.get("ports");
  const slot = listSlot(ports, def.name, new URL(c.req.url).search);
  const ifNoneMatch = c.req.header("If-None-Match");
  const version = listVersion(ports, def.listReads);
  // A 304 or a cache hit is likely: the version alone is read. Otherwise the list goes with it, in the same round
  // trip (the version first in the batch, so the rows are never older than it).
  const guess = cache.known.get(slot);
  const early = !guess && !ifNoneMatch ? build() : undefined;
  early?.catch(() => undefined); // not awaited when a 304 answers
  const v = await version;
  if (v === undefined) return c.body(await (early ?? build()), 200, { "Content-Type": JSON_TYPE });
  const etag = await etagOf(slot, v);
  if (matches(ifNoneMatch, etag)) return c.body(null, 304, headers(etag));
  if (!early) {
    // A cache that fails is a miss: the list is read.
    const hit = await cache.match(cacheUrl(slot, v)).catch(() => undefined);
    if (hit?.body) {
      remember(cache, slot, v);
      return c.body(hit.body, 200, headers(etag));
    }
    if (guess === v) cache.known.set(slot, NOT_KEPT);
  }
  // Read now, the version again with the list when the first one came alone (it may have moved since).
  const [now, body] = early
    ? [v, await early]
    : await Promise.all([listVersion(ports, def.listReads), build()]);
  if (now === undefined) return c.body(body, 200, { "Content-Type": JSON_TYPE });
  const tag = now === v ? etag : await etagOf(slot, now);
  const kept = new Response(body, {
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": `public, max-age=${KEPT_SECONDS}` },
  });
  cache.waitUntil(
    cache.put(cacheUrl(slot, now), kept).then(
      () => remember(cache, slot, now),
      () => undefined, // not kept: the next request reads the list again
    ),
  );
  return c.body(body, 200, headers(tag));
}

function remember(cache: SharedListCache, slot: string, version: string) {
  if (cache.known.get(slot) === NOT_KEPT) return;
  if (cache.known.size >= KNOWN_MAX) cache.known.clear();
  cache.known.set(slot, version);
}
