import { readFileSync } from "node:fs";
import { present } from "../domain/present";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { DEJAVU_SANS_CONDENSED, DEJAVU_SANS_CONDENSED_BOLD } from "./fonts/dejavu-sans-condensed";

// The module the hosts bundle is the .ttf files it says it is (scripts/build-fonts.mjs), and they cover the names
// the documents must print as typed.
const ttf = (name: string) => readFileSync(new URL(`./fonts/${name}`, import.meta.url));

describe("the documents' fonts", () => {
  it.each([
    ["DejaVuSansCondensed.ttf", DEJAVU_SANS_CONDENSED],
    ["DejaVuSansCondensed-Bold.ttf", DEJAVU_SANS_CONDENSED_BOLD],
  ])(
    "%s is the generated module's, and has every letter of Vietnamese, Polish, Greek and Cyrillic",
    (file, b64) => {
      const bytes = ttf(file);
      expect(b64, "node scripts/build-fonts.mjs").toBe(bytes.toString("base64"));
      const font = fontkit.create(bytes);
      const wanted =
        "Nguyễn-Béranger ƠơƯưĐđẠạỆệỸỹ Łukasz Őő Șș Ţţ œŒ Ÿ € « » ’ … Ωλ Жж № \u202f\u2011";
      expect(
        [...wanted].filter((c) => !font.hasGlyphForCodePoint(present(c.codePointAt(0), c))),
      ).toEqual([]);
    },
  );
});
