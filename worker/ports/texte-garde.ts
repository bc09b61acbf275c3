/**
 * A kept answer longer than this (in UTF-16 units) is kept as its text, not as its UTF-8 bytes (memoryListCache in
 * ports.ts, issue 72, ADR 156). The whole lists (1.6 MB for 2,000 apartments) are; a record's read (about 7 kB) is
 * not: a cached read keeps sending the bytes it holds, its CPU line untouched.
 *
 * Why: a list's bytes were a new 1.6 MB block of malloc's heap at each build (15 builds a bench round), kept until
 * the next write and then freed only when V8 collected its ArrayBuffer, many builds later. glibc gives back only the
 * top of its heap: those blocks left holes under what was allocated meanwhile (10 to 30 MB measured at the end of a
 * round). The text is V8's own string, already made by the driver; a large one sits on pages of its own that V8
 * returns to the system once it is collected.
 */
export const KEPT_AS_TEXT_ABOVE = 64 * 1024;

const encoder = new TextEncoder();
// Grown to the largest kept answer encoded and reused: one block for the process's life instead of one per build.
let scratch = new Uint8Array(0);

/**
 * The UTF-8 bytes of `text` in the one reused buffer: valid only until the next call, so they must be read at once
 * and synchronously (hashed for the ETag, compressed by zlib's synchronous call), never kept nor sent as a body.
 */
export function utf8Passager(text: string): Uint8Array<ArrayBuffer> {
  for (;;) {
    const { read, written } = encoder.encodeInto(text, scratch);
    if (read === text.length) return scratch.subarray(0, written);
    // At most 3 bytes a UTF-16 unit; mostly ASCII JSON, so a quarter more than its length first, then doubled.
    scratch = new Uint8Array(Math.max(Math.ceil(text.length * 1.25), scratch.length * 2));
  }
}
