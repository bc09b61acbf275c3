import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { present } from "../domain/present";
import { describe, expect, it } from "vitest";
import { DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD } from "./fonts/dejavu-sans-condensed";
import {
  cachedFontkit,
  canEncode,
  hasFontInternals,
  hasGlyphInternals,
  requestSafeFontkit,
} from "./fontkit-interne";

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));

// What fontkit-interne.ts relies on in fontkit beyond its declared API (ADR 093): an upgrade that changes any of it
// fails here first, not in a generated document.
describe("fontkit's internals, as fontkit-interne.ts uses them", () => {
  it("is the pinned version", () => {
    const pinned = json("../../package.json").dependencies["@pdf-lib/fontkit"];
    expect(pinned).toBe("1.1.1");
    expect(json("../../node_modules/@pdf-lib/fontkit/package.json").version).toBe(pinned);
  });

  it("has the font's layout engine, getGlyph and layout, and each glyph's private decoder", () => {
    for (const base64 of [DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD]) {
      const font = fontkit.create(bytesOf(base64));
      expect(hasFontInternals(font)).toBe(true);
      if (!hasFontInternals(font)) return;
      expect(font._layoutEngine.isDefaultIgnorable(0xad)).toBe(true);
      expect(font._layoutEngine.isDefaultIgnorable(0x41)).toBe(false);
      const glyph = font.getGlyph(font.glyphForCodePoint(0x45).id);
      expect(glyph && hasGlyphInternals(glyph)).toBe(true);
    }
  });

  it("finds no shaping table in the documents' fonts (their layout is then glyph by glyph)", () => {
    for (const base64 of [DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD]) {
      const font = fontkit.create(bytesOf(base64));
      for (const table of ["morx", "kern", "GSUB", "GPOS"]) {
        const t: unknown = Reflect.get(font, table);
        const lookups = t && typeof t === "object" ? Reflect.get(t, "lookupList") : undefined;
        expect(Array.isArray(lookups) ? lookups.length : 0, table).toBe(0);
      }
    }
  });

  it("gives a TrueType subset its private synchronous encoder", () => {
    const subset = fontkit.create(bytesOf(DEJAVU_SANS_CONDENSED)).createSubset();
    expect(canEncode(subset)).toBe(true);
  });
});

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
