import fontkit from "@pdf-lib/fontkit";
import { present } from "../domain/present";
import { describe, expect, it } from "vitest";
import { DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD } from "./fonts/dejavu-sans-condensed";
import { cachedFontkit } from "./font-cache";
import { requestSafeFontkit } from "./font-subset";

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

describe("the parsed font kept for the next documents", () => {
  it("is parsed once for the same bytes, anew for other bytes", () => {
    const kit = cachedFontkit(fontkit);
    const [regular, bold] = [bytesOf(DEJAVU_SANS_CONDENSED), bytesOf(DEJAVU_SANS_CONDENSED_BOLD)];
    expect(kit.create(regular)).toBe(kit.create(regular));
    expect(kit.create(bold)).not.toBe(kit.create(regular));
  });

  it("gives no two code points the same glyph (each glyph's code point is then the one it prints)", () => {
    for (const base64 of [DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD]) {
      const font = fontkit.create(bytesOf(base64));
      const ids = font.characterSet.map((cp) => font.glyphForCodePoint(cp).id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("keeps a letter's code point when an earlier document's subset reached its glyph as part of an accent", () => {
    const kit = cachedFontkit(requestSafeFontkit(fontkit));
    const bytes = bytesOf(DEJAVU_SANS_CONDENSED);
    // The first document prints "É" only: its subset takes the "E" glyph in as a component, without a code point.
    const first = kit.create(bytes);
    const subset = first.createSubset();
    for (const g of first.layout("É").glyphs) subset.includeGlyph(g);
    subset.encodeStream().on("data", () => {});
    // The next one prints "Encaissements": its "E" must map back to U+0045 in the ToUnicode map.
    const [e] = kit.create(bytes).layout("Encaissements").glyphs;
    expect(e?.codePoints).toEqual([0x45]);
  });

  it("lays out every character and a few hostile lines into the glyphs fontkit's own layout gives", () => {
    for (const base64 of [DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD]) {
      const kept = cachedFontkit(fontkit).create(bytesOf(base64));
      const plain = fontkit.create(bytesOf(base64));
      // Only characters the font has: printable() (pdf-text.ts) replaces the others before any layout.
      const has = (line: string) =>
        [...line]
          .filter((ch) => plain.hasGlyphForCodePoint(present(ch.codePointAt(0), ch)))
          .join("");
      const lines = [
        "Nguyễn-Béranger, Łukasz Żółć : 1 234,56 € « ŒUVRE » ﬁ office",
        has("e\u0301\u0302 a\u00adb\u200bc\u034fd\u2060e \u{1F600} 中文"),
        ...plain.characterSet.map(
          (cp) => `${String.fromCodePoint(cp)}a${String.fromCodePoint(cp)}`,
        ),
      ];
      const ids = (font: typeof plain, line: string) => font.layout(line).glyphs.map((g) => g.id);
      for (const line of lines) expect(ids(kept, line), line).toEqual(ids(plain, line));
    }
  });
});
