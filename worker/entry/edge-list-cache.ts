import type { SharedListCache } from "../ports";

// The Cloudflare entry's SharedListCache (ADR 017): the Cache API of the data centre (a named cache, "listes": the
// DOM typings the project compiles with have no caches.default), and the guesses of the isolate (what it put
// there, by list), kept per env as the isolate's other state is.

const CACHE_NAME = "listes";

const knownByEnv = new WeakMap<object, Map<string, string>>();

/** The cache for one request: `env` keys the isolate's guesses, `ctx` lets a put end after the answer. */
export function edgeListCache(env: object, ctx: ExecutionContext): SharedListCache {
  let known = knownByEnv.get(env);
  if (!known) knownByEnv.set(env, (known = new Map()));
  return {
    known,
    match: async (url) => (await (await caches.open(CACHE_NAME)).match(url)) ?? undefined,
    put: async (url, res) => (await caches.open(CACHE_NAME)).put(url, res),
    waitUntil: (work) => ctx.waitUntil(work),
  };
}
