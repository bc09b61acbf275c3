import { badRequest } from "./errors";
import { controleRefuse, nomInterdit } from "./control-chars";
import { parseMediaType } from "./media-type";

// A multipart/form-data body read as it arrives (RFC 7578), never whole: a part's bytes are handed on as they come,
// and all that is held is the chunk being scanned plus the few bytes that may start the next boundary. A part's
// headers (its field, file name and type) are known before any of its body is read, so an upload can be refused
// on them first. fetch's formData() (and Hono's parseBody) read the whole body before the first part.

/** What a part's headers say. `filename` is null for a text field. */
export interface PartHead {
  name: string;
  filename: string | null;
  type: string | null;
}

/** A part's header block past this is not a form's: refused rather than held. */
export const PART_HEADERS_MAX = 16 * 1024;

const CR = 13;
const LF = 10;
const unreadable = () => badRequest("Formulaire d'envoi illisible.");
const utf8 = new TextDecoder();
/**
 * Each byte as the character of the same code (true ISO-8859-1). Not TextDecoder("latin1"): WHATWG maps that label
 * to windows-1252, where 0x80 to 0x9F become « € », « ’ »…; the Worker does so, and a UTF-8 name holding such a byte
 * (« l’état.pdf », U+202E) lost its filename there and was read as a text field, while Node kept it.
 */
const latin1 = {
  decode: (b: Uint8Array) => {
    let s = "";
    for (let i = 0; i < b.length; i += 4096) s += String.fromCharCode(...b.subarray(i, i + 4096));
    return s;
  },
};

/** Where `needle` starts in `hay` from `from`, or -1 (a match running past the end is not one). */
function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const last = hay.length - needle.length;
  const first = needle[0] ?? 0;
  for (let i = hay.indexOf(first, from); i >= 0 && i <= last; i = hay.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/**
 * A part's headers: Content-Disposition's name and filename, Content-Type. Header bytes are read as Latin-1 so that
 * the media-type parser sees them as they came, and a file name (sent as raw UTF-8 by browsers) decoded after.
 */
function parseHead(block: Uint8Array): PartHead {
  let disposition: ReturnType<typeof parseMediaType> = null;
  let type: string | null = null;
  for (const line of latin1.decode(block).split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    // "form-data; name=…" is read as the parameters of a media type named form-data/part.
    if (name === "content-disposition") disposition = parseMediaType(`form-data/part; ${value}`);
    else if (name === "content-type") type = value;
  }
  const fromLatin1 = (s: string) => utf8.decode(Uint8Array.from(s, (ch) => ch.charCodeAt(0)));
  const field = disposition?.params.name;
  if (field === undefined) throw unreadable();
  const filename = disposition?.params.filename;
  const head = {
    name: fromLatin1(field),
    filename: filename === undefined ? null : fromLatin1(filename),
    type,
  };
  if (nomInterdit(head.name) || (head.filename !== null && nomInterdit(head.filename)))
    throw controleRefuse(head.name);
  return head;
}

/**
 * Reads the parts of a multipart body in order: `next()` gives the next part's headers (skipping what is left of
 * the current one), `read()` the current part's next bytes, null at its end. A body cut short, a part without a
 * name or headers too long: 400. Errors of the source (a size limit counted upstream) come through as they are.
 */
export class MultipartReader {
  private buf: Uint8Array;
  private pos = 0;
  private inBody = true; // the preamble is read as a body nobody wants
  private done = false;
  private readonly delimiter: Uint8Array;

  constructor(
    private readonly source: ReadableStreamDefaultReader<Uint8Array>,
    boundary: string,
  ) {
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
    // The first boundary has no CRLF before it: one is supposed, so that every boundary is the same delimiter.
    this.buf = new Uint8Array([CR, LF]);
  }

  /** One more chunk of the source after what is unread; false at its end. */
  private async fill(): Promise<boolean> {
    for (;;) {
      const { done, value } = await this.source.read();
      if (done) return false;
      if (!value.byteLength) continue;
      const rest = this.buf.length - this.pos;
      if (rest === 0) this.buf = value;
      else {
        const joined = new Uint8Array(rest + value.byteLength);
        joined.set(this.buf.subarray(this.pos));
        joined.set(value, rest);
        this.buf = joined;
      }
      this.pos = 0;
      return true;
    }
  }

  private async atLeast(n: number) {
    while (this.buf.length - this.pos < n) if (!(await this.fill())) throw unreadable();
  }

  /** Where the unread bytes end with the beginning of a delimiter (its length when they do not). */
  private partialStart(): number {
    const { buf, delimiter: d } = this;
    for (
      let i = buf.indexOf(CR, Math.max(this.pos, buf.length - d.length + 1));
      i >= 0;
      i = buf.indexOf(CR, i + 1)
    ) {
      let j = 1;
      while (i + j < buf.length && buf[i + j] === d[j]) j++;
      if (i + j === buf.length) return i;
    }
    return buf.length;
  }

  /** The current part's next bytes, null once its delimiter is reached (and passed). */
  async read(): Promise<Uint8Array | null> {
    if (!this.inBody) return null;
    const d = this.delimiter;
    for (;;) {
      const at = indexOf(this.buf, d, this.pos);
      if (at === this.pos) {
        this.pos += d.length;
        this.inBody = false;
        return null;
      }
      // Up to the delimiter, or up to the end but what may begin one (usually nothing: the next chunk is then
      // scanned as it came, not copied after a kept tail).
      const end = at >= 0 ? at : this.partialStart();
      if (end > this.pos) {
        const out = this.buf.subarray(this.pos, end);
        this.pos = end;
        return out;
      }
      if (!(await this.fill())) throw unreadable();
    }
  }

  /** The next part's headers, null after the closing delimiter. */
  async next(): Promise<PartHead | null> {
    while ((await this.read()) !== null);
    if (this.done) return null;
    await this.atLeast(2);
    if (this.buf[this.pos] === 45 && this.buf[this.pos + 1] === 45) {
      // "--": the closing delimiter; the epilogue is left to whoever drains the request.
      this.done = true;
      return null;
    }
    // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
    for (;;) {
      await this.atLeast(2);
      const c = this.buf[this.pos];
      if (c === 32 || c === 9) this.pos++;
      else break;
    }
    if (this.buf[this.pos] !== CR || this.buf[this.pos + 1] !== LF) throw unreadable();
    this.pos += 2;
    const end = new Uint8Array([CR, LF, CR, LF]);
    let head: Uint8Array;
    await this.atLeast(2);
    if (this.buf[this.pos] === CR && this.buf[this.pos + 1] === LF) {
      head = new Uint8Array(0);
      this.pos += 2;
    } else {
      let at: number;
      while ((at = indexOf(this.buf, end, this.pos)) < 0) {
        if (this.buf.length - this.pos > PART_HEADERS_MAX || !(await this.fill()))
          throw unreadable();
      }
      if (at - this.pos > PART_HEADERS_MAX) throw unreadable();
      head = this.buf.subarray(this.pos, at);
      this.pos = at + end.length;
    }
    this.inBody = true;
    return parseHead(head);
  }
}
