import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, applyHeapPolicy, semiSpaceGrowth } from "./heap-policy";

// What the policy does, whatever the machine's load: the flags it gives V8. What they buy (the young generation and
// the heap's peak of a busy process against V8's defaults) is timed by the bench (tests/bench/heap-policy.ts), where
// a busy machine moves a figure instead of failing a test.

const MB = 1024 * 1024;

describe("the Node server's heap policy (ADR 066)", () => {
  it("stops the young generation's growth once it holds two semi-spaces of 4 MB, lets V8 grow it below", () => {
    expect(semiSpaceGrowth(0)).toBe(2);
    expect(semiSpaceGrowth(8 * MB - 1)).toBe(2);
    expect(semiSpaceGrowth(8 * MB)).toBe(1);
    expect(semiSpaceGrowth(32 * MB)).toBe(1);
  });

  it("sets the old generation's growth, then steers the young one's after each collection", async () => {
    const flags: string[] = [];
    // The young generation as V8 would report it: small at first, then full after a collection.
    let young = 1 * MB;
    const stop = applyHeapPolicy({ setFlags: (f) => void flags.push(f), newSpace: () => young });
    try {
      expect(flags).toEqual([
        `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
        "--semi-space-growth-factor=2",
      ]);
      young = 16 * MB;
      // Young objects until a collection has run and its observer has steered the growth to 1.
      let kept: object[] = [];
      await expect
        .poll(
          () => {
            for (let i = 0; i < 200_000; i++) kept.push({ i });
            kept = kept.slice(-1000);
            return flags.at(-1);
          },
          { timeout: 30_000 },
        )
        .toBe("--semi-space-growth-factor=1");
      // Set once: a factor is written only when it changes.
      expect(flags.filter((f) => f.endsWith("=1"))).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
