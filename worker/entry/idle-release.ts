import { PerformanceObserver } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** How long no request must have been in flight before the burst counts as over (ADR 169). */
export const IDLE_MS = 100;
/**
 * V8's own collections since the last release that make a burst heavy: each young collection comes after about a
 * semi-space (4 MB, heap-policy.ts) allocated, so 8 of them are some 32 MB of garbage made: the list's rebuilds, the
 * receipts, the zip, a load of reads. A few light requests make none.
 */
export const MIN_COLLECTIONS = 8;

/**
 * V8's full collection, asked at run time: `--expose-gc` set once listening, with the heap policy (heap-policy.ts
 * says why a V8 flag is not on node's command line), then read from a new context, where V8 installs `gc`.
 */
export function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (o: { type: "major"; execution: "sync" }) => void;
  return () => gc({ type: "major", execution: "sync" });
}

/** Calls `seen` after each of V8's collections (Node's `gc` performance entries); answers what stops it. */
const observeCollections = (seen: () => void) => {
  const observer = new PerformanceObserver((list) => {
    for (const _ of list.getEntries()) seen();
  });
  observer.observe({ entryTypes: ["gc"] });
  return () => observer.disconnect();
};

/**
 * Memory given back once a burst is over, as browsers do in idle time: the server counts its requests in flight and,
 * IDLE_MS after the last one ended, runs one full collection if V8 collected MIN_COLLECTIONS times since the last
 * one. The ArrayBuffers the burst left (PDFs, zips, list bodies: malloc's memory) are then freed at once instead of
 * seconds later, when V8 would collect them (its memory reducer waits 8 s without allocation). Never while a request
 * is in flight (a new one cancels the wait), at most once a burst (the next needs V8 to collect again). The Node entry
 * only: on the edge, Workers' isolates are Cloudflare's to manage. A test passes its own collection, observer and
 * timers.
 */
export function idleRelease({
  collect = fullCollection(),
  onCollection = observeCollections,
  setTimer = (f: () => void, ms: number) => setTimeout(f, ms).unref(),
  clearTimer = (t: unknown) => clearTimeout(t as NodeJS.Timeout),
}: {
  collect?: () => void;
  onCollection?: (seen: () => void) => () => void;
  setTimer?: (f: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
} = {}) {
  let inFlight = 0;
  let timer: unknown;
  let collections = 0;
  const stop = onCollection(() => void collections++);
  const idle = () => {
    timer = undefined;
    if (collections < MIN_COLLECTIONS) return;
    collect();
    // Its own entry, observed later, counts one towards the next burst: one of eight.
    collections = 0;
  };
  return {
    /** A request begins: the burst goes on. */
    begin() {
      inFlight++;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
    /** A request's answer is sent (or its connection gone). */
    end() {
      if (--inFlight === 0) timer = setTimer(idle, IDLE_MS);
    },
    stop,
  };
}
