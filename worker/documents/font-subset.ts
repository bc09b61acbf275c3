// The sink a font subset is encoded into at once, in the request that asks for it (fontkit-interne.ts hands it to
// fontkit's private synchronous encoder; ADR 023 says why not fontkit's deferred `encodeStream`). Its methods are
// the writer protocol of restructure, fontkit's encoder library: font-subset.test.ts holds its output equal to
// fontkit's own, byte for byte.

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
