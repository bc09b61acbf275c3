// A JSON text checked byte by byte as it is inflated or received, before it is parsed: its nesting stays within `maxDepth`, and
// it holds no control byte but whitespace (none at all inside a string, as JSON says). A bomb of zeros or a
// million nested brackets is stopped at its first bytes, long before it could fill memory or a parser's stack.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
// Each byte's class outside a string, in a table: a 250 MB table entry is scanned in well under a second.
const OTHER = 0;
const OPEN = 1;
const CLOSE = 2;
const FORBIDDEN = 3;
const CLASS = new Uint8Array(256);
for (let c = 0; c < 0x20; c++) CLASS[c] = FORBIDDEN;
for (const c of [0x09, 0x0a, 0x0d]) CLASS[c] = OTHER;
for (const c of [0x5b, 0x7b]) CLASS[c] = OPEN; // [ {
for (const c of [0x5d, 0x7d]) CLASS[c] = CLOSE; // ] }

export class JsonScan {
  /** The line the scan is on (1-based): where the nesting went too deep, when push answered false for it. */
  line = 1;
  /** Push answered false because the nesting passed maxDepth (not for a control byte or a stray bracket). */
  tooDeep = false;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** False as soon as the bytes so far cannot be JSON within the depth. */
  push(bytes: Uint8Array): boolean {
    for (const c of bytes) {
      if (this.inString) {
        if (c < 0x20) return false;
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
        continue;
      }
      if (c === QUOTE) this.inString = true;
      else if (c === 0x0a) this.line++;
      const k = CLASS[c];
      if (k === OPEN && ++this.depth > this.maxDepth) {
        this.tooDeep = true;
        return false;
      }
      if (k === CLOSE && --this.depth < 0) return false;
      if (k === FORBIDDEN) return false;
    }
    return true;
  }

  /** The text ended: every bracket and string closed. */
  complete(): boolean {
    return this.depth === 0 && !this.inString;
  }
}
