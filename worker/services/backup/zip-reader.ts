import { Unzip, UnzipInflate } from "fflate";
import type { BUDGET_MSG, RestoreBudgets } from "./budgets";
import { entryRule, type EntryRule } from "./entry-rules";
import { JsonScan } from "../../lib/json-scan";

// Reads a zip as it arrives (fflate's streaming Unzip): each entry is yielded whole, once complete, in archive
// order; memory holds one entry at a time, never the archive. Every budget (budgets.ts) is checked on the bytes as
// they are inflated, never on what the zip's headers claim: the compressed bytes are fed in small slices, so one
// slice of a bomb inflates to a few MB at most before its ratio stops it.

export interface ZipEntry {
  name: string;
  rule: EntryRule;
  bytes: Uint8Array;
}

/** Why reading stopped: not a readable zip of ours, the archive's own cap, or a budget passed. */
export class ZipReadError extends Error {
  constructor(
    readonly reason: "damaged" | "tooLarge" | "budget",
    readonly budget?: keyof typeof BUDGET_MSG,
  ) {
    super(budget ?? reason);
  }
}

interface Pending {
  name: string;
  rule: EntryRule;
  chunks: Uint8Array[];
  size: number;
  /**
   * Compressed bytes fed before the slice in which this entry began: its ratio is counted against what was fed
   * since (its first slice counted whole, so that a small entry's ratio is never overstated).
   */
  fedAtStart: number;
  done: boolean;
}

/** At most this many compressed bytes are inflated at once (deflate tops out near 1:1032: 16 MB out). */
const SLICE = 16 * 1024;
/** Every this many slices, other requests get their turn (a large restore must not hold the server). */
const SLICES_PER_TURN = 256;

const join = (chunks: Uint8Array[], size: number) => {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) out.set(c, at), (at += c.length);
  return out;
};
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function* readZip(
  body: ReadableStream<Uint8Array>,
  b: RestoreBudgets,
  maxArchiveBytes: number,
): AsyncGenerator<ZipEntry> {
  const pending: Pending[] = [];
  // Set from fflate's callbacks, read after each slice (a field: a plain `let` would stay narrowed to null).
  const state: { failure: ZipReadError | null } = { failure: null };
  const fail = (reason: ZipReadError["reason"], budget?: keyof typeof BUDGET_MSG) => {
    state.failure ??= new ZipReadError(reason, budget);
  };
  let entries = 0;
  let fed = 0;
  let fedBeforeSlice = 0;
  let inflated = 0;
  let tables = 0;
  const unzip = new Unzip((file) => {
    if (state.failure) return;
    if (++entries > b.entries) return fail("budget", "entries");
    const rule = entryRule(file.name, b);
    // A name under files/ or objets/ that is no key of ours is a hostile one; any other name, not our archive.
    if (!rule) return fail(/^(files|objets)\//.test(file.name) ? "budget" : "damaged", "key");
    const entry: Pending = {
      name: file.name,
      rule,
      chunks: [],
      size: 0,
      fedAtStart: fedBeforeSlice,
      done: false,
    };
    const scan = rule.json ? new JsonScan(b.jsonDepth) : null;
    pending.push(entry);
    file.ondata = (err, data, final) => {
      if (state.failure) return;
      if (err) return fail("damaged");
      entry.size += data.length;
      inflated += data.length;
      if (rule.kind === "table") tables += data.length;
      if (entry.size > rule.maxBytes) return fail("budget", "entryBytes");
      if (inflated > b.totalBytes || tables > b.tablesBytes) return fail("budget", "totalBytes");
      if (entry.size > b.ratioFrom && entry.size > b.ratio * (fed - entry.fedAtStart))
        return fail("budget", "ratio");
      if (scan && !scan.push(data)) return fail("budget", "json");
      entry.chunks.push(data);
      if (!final) return;
      if (scan && !scan.complete()) return fail("budget", "json");
      entry.done = true;
    };
    try {
      file.start();
    } catch {
      fail("damaged"); // a compression method the reader does not know: not one of our archives
    }
  });
  unzip.register(UnzipInflate);
  const reader = body.getReader();
  let slices = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const bytes = done ? new Uint8Array(0) : value;
      if (fed + bytes.length > maxArchiveBytes) throw new ZipReadError("tooLarge");
      for (let at = 0; at < bytes.length || (done && at === 0); at += SLICE) {
        const slice = bytes.subarray(at, at + SLICE);
        fedBeforeSlice = fed;
        fed += slice.length;
        try {
          unzip.push(slice, done && at + SLICE >= bytes.length);
        } catch {
          fail("damaged");
        }
        // The entries complete before a failure are handed over first: the header decides what a failure says.
        for (let e = pending[0]; e?.done; e = pending[0]) {
          pending.shift();
          yield { name: e.name, rule: e.rule, bytes: join(e.chunks, e.size) };
        }
        if (state.failure) throw state.failure;
        if (++slices % SLICES_PER_TURN === 0) await nextTurn();
      }
      if (done) break;
    }
    // The stream ended inside an entry: a cut archive.
    if (pending.length) throw new ZipReadError("damaged");
  } finally {
    await reader.cancel().catch(() => {});
  }
}
