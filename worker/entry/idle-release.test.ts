import { describe, expect, it } from "vitest";
import { IDLE_MS, MIN_COLLECTIONS, fullCollection, idleRelease } from "./idle-release";

// The policy with V8's collections, the full collection and the timers injected: when a burst's memory is given
// back, and when the server must not stop for it. What it gives back is measured by ADR 169's probe, not here.

function server() {
  let collections = 0;
  let v8Collected = () => {};
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextId = 0;
  const release = idleRelease({
    collect: () => void collections++,
    onCollection: (seen) => {
      v8Collected = seen;
      return () => {};
    },
    setTimer: (run, ms) => {
      timers.set(++nextId, { run, ms });
      return nextId;
    },
    clearTimer: (id) => void timers.delete(id as number),
  });
  return {
    release,
    /** A request that made V8 collect `n` times. */
    request: (n: number) => {
      release.begin();
      for (let i = 0; i < n; i++) v8Collected();
      release.end();
    },
    /** The idle wait elapses: every pending timer fires. */
    idle: () => {
      const due = [...timers.values()];
      timers.clear();
      for (const t of due) t.run();
    },
    pending: () => [...timers.values()].map((t) => t.ms),
    collections: () => collections,
  };
}

describe("memory given back once a burst is over (ADR 169)", () => {
  it("collects once, IDLE_MS after the last request of a heavy burst", () => {
    const s = server();
    s.release.begin();
    s.request(MIN_COLLECTIONS);
    expect(s.pending()).toEqual([]); // one still in flight
    s.release.end();
    expect(s.pending()).toEqual([IDLE_MS]);
    s.idle();
    expect(s.collections()).toBe(1);
  });

  it("never collects while a request is in flight: one arriving during the wait cancels it", () => {
    const s = server();
    s.request(MIN_COLLECTIONS);
    s.release.begin(); // before IDLE_MS
    expect(s.pending()).toEqual([]);
    s.idle();
    expect(s.collections()).toBe(0);
    s.release.end();
    s.idle();
    expect(s.collections()).toBe(1);
  });

  it("leaves a light burst alone: V8 collected fewer than MIN_COLLECTIONS times", () => {
    const s = server();
    for (let i = 1; i < MIN_COLLECTIONS; i++) s.request(1);
    s.idle();
    expect(s.collections()).toBe(0);
    // The light bursts add up: the next collection of V8 makes them heavy.
    s.request(1);
    s.idle();
    expect(s.collections()).toBe(1);
  });

  it("at most once a burst: the next idle moment needs V8 to collect again", () => {
    const s = server();
    s.request(MIN_COLLECTIONS * 3);
    s.idle();
    s.request(0);
    s.idle();
    expect(s.collections()).toBe(1);
    s.request(MIN_COLLECTIONS);
    s.idle();
    expect(s.collections()).toBe(2);
  });

  it("gets V8's full collection from Node's public API, and runs it", () => {
    const collect = fullCollection();
    expect(() => collect()).not.toThrow();
  });
});
