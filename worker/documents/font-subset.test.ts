import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { DEJAVU_SANS_CONDENSED } from "./fonts/dejavu-sans-condensed";
import { SinkStream } from "./font-subset";
import { requestSafeFontkit } from "./fontkit-interne";

const fontBytes = () => Uint8Array.from(atob(DEJAVU_SANS_CONDENSED), (c) => c.charCodeAt(0));

/** fontkit's own deferred stream, read to its end (fine on Node: one process, no request contexts). */
function deferred(text: string): Promise<Uint8Array> {
  const font = fontkit.create(fontBytes());
  const subset = font.createSubset();
  for (const g of font.layout(text).glyphs) subset.includeGlyph(g);
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on("data", (b) => parts.push(b))
      .on("end", () => resolve(Uint8Array.from(parts.flatMap((p) => Array.from(p)))));
  });
}

function now(text: string): Uint8Array {
  const font = requestSafeFontkit(fontkit).create(fontBytes());
  const subset = font.createSubset();
  for (const g of font.layout(text).glyphs) subset.includeGlyph(g);
  let out: Uint8Array = new Uint8Array();
  subset.encodeStream().on("data", (b) => {
    out = b;
  });
  return out;
}

describe("a font subset encoded in the caller's turn", () => {
  it("is byte for byte the subset fontkit's deferred stream makes", async () => {
    const text = "Quittance de loyer : Nguyễn-Béranger, Łukasz Żółć, 1 234,56 € « ŒUVRE »";
    const expected = await deferred(text);
    expect(expected.length).toBeGreaterThan(1000);
    expect(now(text)).toEqual(expected);
  });

  it("writes numbers big- or little-endian, negative ones in two's complement", () => {
    const s = new SinkStream();
    s.writeUInt16BE(0x1234);
    s.writeInt16BE(-2);
    s.writeUInt32LE(0x01020304);
    s.writeInt8(-1);
    s.writeUInt24BE(0xabcdef);
    s.writeString("glyf");
    s.fill(0, 2);
    expect(Array.from(s.result())).toEqual([
      0x12, 0x34, 0xff, 0xfe, 4, 3, 2, 1, 0xff, 0xab, 0xcd, 0xef, 103, 108, 121, 102, 0, 0,
    ]);
    expect(s.pos).toBe(18);
  });
});
