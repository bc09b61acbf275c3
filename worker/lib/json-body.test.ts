import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./env";
import type { Ports } from "../ports";
import { ApiError } from "./errors";
import { jsonBody } from "./json-body";
import { readJson } from "./validate";
import { DISCARD_MAX_BYTES } from "./discard-body";

// The Node entry hands jsonBody its request's chunks (Ports.requestChunks: the IncomingMessage) rather than the
// Request's web stream: the same answers, the same limits counted while the body comes, nothing held past them.

/** A body sent in chunks, and how much of it was taken and whether the reading stopped early. */
function source(chunks: Uint8Array[]) {
  const seen = { taken: 0, stopped: false };
  const iterable: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]() {
      let i = 0;
      return {
        next: async () => {
          const value = chunks[i++];
          if (!value) return { done: true, value: undefined };
          seen.taken += value.byteLength;
          return { done: false, value };
        },
        return: async () => {
          seen.stopped = true;
          return { done: true, value: undefined };
        },
      };
    },
  };
  return { iterable, seen };
}

function appWith(chunks: AsyncIterable<Uint8Array>) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("ports", { requestChunks: () => chunks } as Partial<Ports> as Ports);
    await next();
  });
  app.use(
    "*",
    jsonBody(1024 * 1024, () => null),
  );
  app.post("/x", async (c) => c.json({ recu: await readJson(c.req) }));
  app.onError((e, c) =>
    e instanceof ApiError ? c.json({ code: e.code }, e.status) : c.json({ code: "?" }, 500),
  );
  return app;
}

const text = (s: string) => new TextEncoder().encode(s);
const post = (app: Hono<AppEnv>, headers: Record<string, string>) =>
  app.request("/x", { method: "POST", headers, body: "ignoré : les morceaux de l'hôte font foi" });

describe("jsonBody from the host's chunks", () => {
  it("gives the route the JSON sent in pieces, accents split across two of them", async () => {
    const bytes = text('{"montant":970.5,"libellé":"Loyer été"}');
    const { iterable } = source([bytes.slice(0, 21), bytes.slice(21)]);
    const res = await post(appWith(iterable), { "content-type": "application/json" });
    expect(await res.json()).toEqual({ recu: { montant: 970.5, libellé: "Loyer été" } });
  });

  it("answers 413 past 1 MB, reads and drops the rest, never keeps it", async () => {
    const mb = new Uint8Array(512 * 1024).fill(0x20);
    const { iterable, seen } = source([mb, mb, mb, mb]);
    const res = await post(appWith(iterable), { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect([seen.taken, seen.stopped]).toEqual([4 * mb.byteLength, false]);
  });

  it("stops reading a body past what a refusal is worth (its connection goes)", async () => {
    const big = new Uint8Array(DISCARD_MAX_BYTES / 2 + 1);
    const { iterable, seen } = source([big, big, big, big]);
    const res = await post(appWith(iterable), { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect([seen.taken, seen.stopped]).toEqual([2 * big.byteLength, true]);
  });

  it("refuses at once a body whose Content-Length says more than that, reading none of it", async () => {
    const { iterable, seen } = source([text("{}")]);
    const res = await post(appWith(iterable), {
      "content-type": "application/json",
      "content-length": String(DISCARD_MAX_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect([seen.taken, seen.stopped]).toEqual([0, true]);
  });

  it("answers readJson's 400 for a body that is not JSON", async () => {
    const { iterable } = source([text("{pas du json")]);
    const res = await post(appWith(iterable), { "content-type": "application/json" });
    expect([res.status, await res.json()]).toEqual([400, { code: "invalid_json" }]);
  });
});
