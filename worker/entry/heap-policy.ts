import { PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

/** What V8's young generation may grow to, a semi-space (V8's own limit is 16 MB on this kind of machine). */
export const SEMI_SPACE_MAX_MB = 4;
/** How far the old generation grows past what the last full collection kept (V8 grows it faster by default). */
export const HEAP_GROWING_PERCENT = 30;

const newSpaceBytes = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.space_size ?? 0;

/**
 * The young generation's growth factor after a collection: 1 (no growth) once it holds its two semi-spaces of
 * SEMI_SPACE_MAX_MB, else V8's default 2.
 */
export const semiSpaceGrowth = (newSpace: number) =>
  newSpace >= 2 * SEMI_SPACE_MAX_MB * 1024 * 1024 ? 1 : 2;

/**
 * The Node server's heap policy (ADR 066), set by the server once its modules are loaded, not by flags on node's
 * command line: Node ships a code cache for its own modules (http, streams, fetch...) that V8 takes only when its
 * flags are the ones it was made with, so a single V8 flag there had node compile them from source at every start
 * (about 60 ms of `npm start`'s first answer). Both settings below are read by V8 at each collection:
 * - the old generation grows by HEAP_GROWING_PERCENT % of what survived (a soft setting: no limit, no out-of-memory);
 * - the young generation grows, as V8 sees fit, up to SEMI_SPACE_MAX_MB a semi-space. Once V8 runs there is no
 *   setting for that limit, only the growth factor: after each collection it is 1 (no growth) when the young
 *   generation is at the limit, V8's default 2 below it (V8 shrinks it when the server is idle, then grows it again).
 * Without them the server held 224 to 241 MB after the bench's rounds, against 137 to 151 MB with them.
 * `setFlags` and `newSpace` are V8's; a test passes its own. Returns what stops the steering.
 */
export function applyHeapPolicy({
  setFlags = setFlagsFromString,
  newSpace = newSpaceBytes,
}: {
  setFlags?: (flags: string) => void;
  newSpace?: () => number;
} = {}) {
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let growth = 0;
  const steer = () => {
    const wanted = semiSpaceGrowth(newSpace());
    if (wanted !== growth) setFlags(`--semi-space-growth-factor=${(growth = wanted)}`);
  };
  steer();
  const observer = new PerformanceObserver(steer);
  observer.observe({ entryTypes: ["gc"] });
  return () => observer.disconnect();
}
