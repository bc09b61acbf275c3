import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertDossier } from "../support/factories";
import type { SharedListCache } from "../../worker/ports";
import { listSlot } from "../../worker/routes/shared-list";

// The edge's lists by version (ADR 017, worker/routes/shared-list.ts), on the in-memory app with a stand-in for the
// Cache API: the same route code the Cloudflare entry runs (tests/edge/list-cache.test.ts runs it in workerd).

/** A Cache API stand-in; `keeps: false` is a cache that keeps nothing (a workers.dev address). */
function standIn(keeps = true) {
  const store = new Map<string, string>();
  const cache: SharedListCache & { store: Map<string, string> } = {
    store,
    known: new Map(),
    match: async (url) => {
      const body = store.get(url);
      return body === undefined ? undefined : new Response(body);
    },
    put: async (url, res) => {
      const body = await res.text();
      if (keeps) store.set(url, body);
    },
    waitUntil: () => undefined,
  };
  return cache;
}

let t: TestApp;
let cache: ReturnType<typeof standIn>;
const open = async (keeps = true) => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00Z" });
  cache = standIn(keeps);
  t.ports.sharedLists = cache; // before the app's first request, which copies the ports
};
afterEach(() => t.close());

const get = async (etag?: string) => {
  const res = await t.app.request("/api/Appartement", {
    headers: {
      Authorization: `Token ${t.tokens.user}`,
      ...(etag ? { "If-None-Match": etag } : {}),
    },
  });
  // The put runs after the answer (waitUntil): let it end.
  const body = await res.text();
  await new Promise((r) => setTimeout(r, 0));
  return { status: res.status, body, etag: res.headers.get("ETag") ?? "" };
};
const row = (body: string, id: number) =>
  JSON.parse(body).data.find((r: { id: number }) => r.id === id);

describe("lists by version (the edge's route code, on the test app)", () => {
  beforeEach(() => open());

  it("ETag and 304, the cached copy, and never a stale answer after a write it reads", async () => {
    const a = await insertAppartement(t);
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\//);
    expect(cache.store.size).toBe(1);
    expect((await get(first.etag)).status).toBe(304);
    const hit = await get();
    expect(hit.body).toBe(first.body);
    // A copy in the cache that is not the list's: served as it is, so the answer did come from the cache.
    const [url] = [...cache.store.keys()];
    cache.store.set(url!, `{"data":[]}`);
    expect((await get()).body).toBe(`{"data":[]}`);
    await insertDossier(t, { AppartementId: a.id });
    const after = await get(first.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(row(after.body, a.id)).toMatchObject({ statut: "Occupé", supprimable: false });
  });
});

describe("a cache that keeps nothing", () => {
  beforeEach(() => open(false));

  it("answers every list fresh, and the isolate stops guessing a hit", async () => {
    const a = await insertAppartement(t);
    const slot = listSlot(t.ports, "Appartement", "");
    const first = await get();
    expect(cache.known.get(slot)).toBeTruthy(); // the put resolved: a hit is guessed next
    const second = await get();
    expect(second.body).toBe(first.body);
    expect(cache.known.get(slot)).toBe(""); // missed at its very version: no more guesses
    await insertDossier(t, { AppartementId: a.id });
    expect(row((await get()).body, a.id).statut).toBe("Occupé");
  });
});
