import { describe, expect, it } from "vitest";
import { discardBody, drainable } from "./discard-body";

/** A body of `chunks` chunks of `size` bytes, made as they are asked for; what was pulled and whether it was cancelled. */
function body(chunks: number, size = 1024) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(c) {
        if (pulled === chunks * size) return c.close();
        pulled += size;
        c.enqueue(new Uint8Array(size));
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

describe("discardBody", () => {
  it("reads a body within the limit to its end, without cancelling it", async () => {
    const b = body(8);
    await discardBody(b.stream, {}, 10 * 1024);
    expect(b.pulled()).toBe(8 * 1024);
    expect(b.cancelled()).toBe(false);
  });

  it("cancels once the whole body, what was read before included, passes the limit", async () => {
    const b = body(100);
    await discardBody(b.stream, { read: 6 * 1024 }, 10 * 1024);
    expect(b.pulled()).toBe(5 * 1024);
    expect(b.cancelled()).toBe(true);
  });

  it("cancels at once a body whose Content-Length already says too much", async () => {
    const b = body(100);
    await discardBody(b.stream, { declared: 100 * 1024 }, 10 * 1024);
    expect(b.pulled()).toBe(0);
    expect(b.cancelled()).toBe(true);
  });
});

describe("drainable", () => {
  it("settle() reads what the route left unread", async () => {
    const b = body(4);
    const d = drainable(b.stream);
    await d.settle();
    expect(b.pulled()).toBe(4 * 1024);
    expect(b.cancelled()).toBe(false);
  });

  it("a route's cancel() reads the rest instead, within the limit counted from the first byte", async () => {
    const b = body(100);
    const d = drainable(b.stream, 10 * 1024);
    const reader = d.stream.getReader();
    for (let i = 0; i < 3; i++) await reader.read();
    await reader.cancel();
    await d.settle();
    expect(b.pulled()).toBe(11 * 1024);
    expect(b.cancelled()).toBe(true);
  });

  it("passes the body through unchanged to a route that reads it all", async () => {
    const d = drainable(body(3).stream);
    expect((await new Response(d.stream).arrayBuffer()).byteLength).toBe(3 * 1024);
    await d.settle();
  });
});
