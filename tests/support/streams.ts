// Request bodies fed lazily, to prove the server stops reading at its limit instead of buffering what it is sent.

const MB = 1024 * 1024;

/**
 * A stream of `prefix`, then `size` filler bytes in 1 MB chunks, then `suffix`, produced only when the reader pulls.
 * `pulled()` says how many bytes the reader actually asked for; `cancelled()` whether it gave up the rest.
 */
export function lazyBody(size: number, prefix = new Uint8Array(0), suffix = new Uint8Array(0)) {
  const filler = new Uint8Array(MB).fill(0x61);
  let sent = 0;
  let pulled = 0;
  let cancelled = false;
  let stage = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(ctrl) {
        let chunk: Uint8Array;
        if (stage === 0) (chunk = prefix), (stage = 1);
        else if (sent < size) {
          chunk = filler.subarray(0, Math.min(MB, size - sent));
          sent += chunk.length;
        } else if (stage === 1) (chunk = suffix), (stage = 2);
        else return ctrl.close();
        pulled += chunk.length;
        ctrl.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 }, // nothing produced ahead of the reader
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

/** A multipart envelope around one file part of `size` filler bytes (plus text fields), streamed lazily. */
export function lazyMultipart(
  size: number,
  file: { field: string; name: string; type: string; head?: Uint8Array },
  fields: Record<string, string> = {},
) {
  const boundary = `----limite-de-test-${crypto.randomUUID()}`;
  const enc = new TextEncoder();
  let head = "";
  for (const [k, v] of Object.entries(fields))
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const prefix = new Uint8Array([...enc.encode(head), ...(file.head ?? [])]);
  const body = lazyBody(size, prefix, enc.encode(`\r\n--${boundary}--\r\n`));
  return { ...body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** RequestInit for a streamed body: no Content-Length, as a chunked upload arrives. */
export const streamed = (
  method: string,
  token: string,
  contentType: string,
  body: ReadableStream<Uint8Array>,
): RequestInit =>
  ({
    method,
    headers: { Authorization: `Token ${token}`, "Content-Type": contentType },
    body,
    duplex: "half",
  }) as RequestInit;
