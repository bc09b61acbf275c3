// A font subset encoded at once, in the request that asks for it. fontkit's own `encodeStream` defers the work with
// the `process.nextTick` shim it bundles, whose one queue is drained by the timer of whoever queued first: on
// Workers, one request's PDF was then finished inside another request's I/O context, and its R2 write refused
// ("Cannot perform I/O on behalf of a different request", ADR 023). Encoding into this sink is synchronous, so each
// document's subset stays in its own request.
import type { PDFDocument } from "pdf-lib";

// pdf-lib declares these types without exporting them.
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Subset = ReturnType<ReturnType<Fontkit["create"]>["createSubset"]>;
type SubsetStream = ReturnType<Subset["encodeStream"]>;

/** The writer restructure's encoders call (`writeUInt16BE`, `writeBuffer`, `pos`...), into a growing buffer. */
export class SinkStream {
  pos = 0;
  private bytes = new Uint8Array(64 << 10);

  private room(n: number) {
    if (this.pos + n <= this.bytes.length) return;
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.pos + n));
    bigger.set(this.bytes.subarray(0, this.pos));
    this.bytes = bigger;
  }

  private int(size: number, value: number, littleEndian: boolean) {
    this.room(size);
    for (let i = 0; i < size; i++) {
      const shift = 8 * (littleEndian ? i : size - 1 - i);
      this.bytes[this.pos + i] = Math.floor(value / 2 ** shift) & 0xff;
    }
    this.pos += size;
  }

  private float(size: 4 | 8, value: number, littleEndian: boolean) {
    this.room(size);
    const view = new DataView(this.bytes.buffer, this.pos, size);
    if (size === 4) view.setFloat32(0, value, littleEndian);
    else view.setFloat64(0, value, littleEndian);
    this.pos += size;
  }

  // Every number writer restructure may call by name (`write${type}${endian}`). Signed values take the same path:
  // `& 0xff` of a negative number's bytes gives its two's complement.
  writeUInt8 = (v: number) => this.int(1, v, false);
  writeInt8 = (v: number) => this.int(1, v, false);
  writeUInt16BE = (v: number) => this.int(2, v, false);
  writeUInt16LE = (v: number) => this.int(2, v, true);
  writeInt16BE = (v: number) => this.int(2, v, false);
  writeInt16LE = (v: number) => this.int(2, v, true);
  writeUInt24BE = (v: number) => this.int(3, v, false);
  writeUInt24LE = (v: number) => this.int(3, v, true);
  writeInt24BE = (v: number) => this.int(3, v, false);
  writeInt24LE = (v: number) => this.int(3, v, true);
  writeUInt32BE = (v: number) => this.int(4, v, false);
  writeUInt32LE = (v: number) => this.int(4, v, true);
  writeInt32BE = (v: number) => this.int(4, v, false);
  writeInt32LE = (v: number) => this.int(4, v, true);
  writeFloatBE = (v: number) => this.float(4, v, false);
  writeFloatLE = (v: number) => this.float(4, v, true);
  writeDoubleBE = (v: number) => this.float(8, v, false);
  writeDoubleLE = (v: number) => this.float(8, v, true);

  writeBuffer(buffer: Uint8Array) {
    this.room(buffer.length);
    this.bytes.set(buffer, this.pos);
    this.pos += buffer.length;
  }

  /** Table tags and names: ASCII or UTF-16 big-endian, what a TrueType subset writes. */
  writeString(text: string, encoding = "ascii") {
    if (encoding === "utf16be" || encoding === "utf16le" || encoding === "ucs2") {
      for (const unit of Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)))
        this.int(2, unit, encoding !== "utf16be");
    } else if (encoding === "utf8") this.writeBuffer(new TextEncoder().encode(text));
    else for (let i = 0; i < text.length; i++) this.int(1, text.charCodeAt(i) & 0xff, false);
  }

  fill(value: number, length: number) {
    this.room(length);
    this.bytes.fill(value, this.pos, this.pos + length);
    this.pos += length;
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.pos);
  }
}

/** A stream that has already ended: pdf-lib's `.on("data").on("end")` get the bytes as they register. */
function ended(bytes: Uint8Array): SubsetStream {
  const stream: SubsetStream = {
    on(event, callback) {
      // Only its data and its end: an "error" listener is never called.
      if (event === "data") callback(bytes);
      else if (event === "end") callback(new Uint8Array());
      return stream;
    },
  };
  return stream;
}

const canEncode = (s: Subset): s is Subset & { encode(stream: SinkStream): void } =>
  "encode" in s && typeof s.encode === "function";

/** fontkit, whose subsets encode in the caller's turn (see above); anything else is left as fontkit made it. */
export function requestSafeFontkit(fontkit: Fontkit): Fontkit {
  return {
    create(buffer, postscriptName) {
      const font = fontkit.create(buffer, postscriptName);
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => {
        const subset = createSubset();
        if (canEncode(subset))
          subset.encodeStream = () => {
            const sink = new SinkStream();
            subset.encode(sink);
            return ended(sink.result());
          };
        return subset;
      };
      return font;
    },
  };
}
