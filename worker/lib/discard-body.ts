// A request body the API refuses (415, 413, 409...) or never reads is read to its end and dropped, not cancelled.
// workerd (wrangler dev, miniflare) closes a keep-alive connection whose request body was cancelled or left
// unread, without saying so (no `Connection: close`): the client's next request on that connection then failed
// (dev:edge: 503 "worker restarted mid-request" or a hang; plain workerd: "socket hang up"). Reading it in the
// background (waitUntil) is too late for a body of a few hundred KB: it must be done before the answer.
// Bounded: a refusal is worth reading a few MB (a JSON body over its 1 MB, a file of the wrong type), not a 100 MB
// upload; a body longer than DISCARD_MAX_BYTES in all (what was read before the refusal counts) is cancelled and the
// connection goes, as a client sending that much to a refusal can bear.

export const DISCARD_MAX_BYTES = 8 * 1024 ** 2;

type Source = ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array>;

/**
 * Reads what is left of a body (a stream, or the reader already holding it) and drops it, then cancels once the
 * whole body (`read` bytes of it taken before) passes `max`; at once when its Content-Length (`declared`) already
 * says so. Never throws.
 */
export async function discardBody(
  source: Source | null | undefined,
  { declared = null, read = 0 }: { declared?: number | null; read?: number } = {},
  max = DISCARD_MAX_BYTES,
): Promise<void> {
  if (!source) return;
  try {
    const reader = "getReader" in source ? source.getReader() : source;
    let size = read;
    if (max <= 0 || (declared ?? 0) > max || size > max) return await reader.cancel();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if ((size += value.byteLength) > max) return await reader.cancel();
    }
  } catch {
    // Already cancelled, locked by a reader we do not hold, or the client went away: nothing left to do.
  }
}

/**
 * A body handed to a route that may cancel it or not read it at all (an upload refused before its first byte, a
 * restore into a non-empty database): `stream` for the route, whose cancel() reads the rest instead, and
 * `settle()`, to await before answering, which reads what the route left (nothing when it read to the end), within
 * `max`, or the smaller budget it is given (0: cancelled at once). `declared` is the body's Content-Length: past
 * the budget, nothing is read.
 */
export function drainable(
  body: ReadableStream<Uint8Array>,
  max = DISCARD_MAX_BYTES,
  declared: number | null = null,
) {
  const reader = body.getReader();
  let ended = false;
  // What the route took: a route that read 50 MB before refusing leaves nothing worth reading on.
  let read = 0;
  let rest: Promise<void> | undefined;
  const dropRest = (budget = max) => {
    rest ??= discardBody(reader, { read, declared }, budget).finally(() => {
      ended = true;
    });
    return rest;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          controller.close();
        } else {
          read += value.byteLength;
          controller.enqueue(value);
        }
      },
      cancel: () => dropRest(),
    },
    // Nothing read ahead: a chunk is taken from the client only when the route asks for one.
    { highWaterMark: 0 },
  );
  return {
    stream,
    settle: (budget?: number) => (ended ? Promise.resolve() : dropRest(budget)),
  };
}
