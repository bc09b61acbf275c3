import { readFileSync } from "node:fs";
import { CustomFontEmbedder, PDFContext, PDFDocument, PDFName, PDFPage } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { AGENCE_PAR_DEFAUT } from "../lib/agence";
import { createDocument } from "./layout";
import { addEmbeddedFont, currentFontKey, lineHeightOf, setCurrentFont } from "./pdf-lib-interne";

// What pdf-lib-interne.ts relies on in pdf-lib beyond its documented API (ADR 093): an upgrade that changes any of it
// fails here first, not in a generated document.
const installed = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), "utf8"),
  ).version;
const pinned = (name: string): unknown =>
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).dependencies[
    name
  ];

describe("pdf-lib's internals, as pdf-lib-interne.ts uses them", () => {
  it("is the pinned version", () => {
    expect(pinned("pdf-lib")).toBe("1.17.1");
    expect(installed("pdf-lib")).toBe(pinned("pdf-lib"));
  });

  it("keeps the fonts save() embeds in PDFDocument.fonts, where addEmbeddedFont adds one", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont("Helvetica");
    expect(Reflect.get(pdf, "fonts")).toEqual([font]);
    addEmbeddedFont(pdf, font);
    expect(Reflect.get(pdf, "fonts")).toEqual([font, font]);
  });

  it("keeps a page's current font and its name in PDFPage.font and .fontKey, which drawText reads", async () => {
    const pdf = await PDFDocument.create();
    const [regular, bold] = [
      await pdf.embedFont("Helvetica"),
      await pdf.embedFont("Helvetica-Bold"),
    ];
    const page = pdf.addPage();
    expect(currentFontKey(page)).toBeUndefined();
    page.setFont(regular);
    const key = currentFontKey(page);
    expect(key).toBeInstanceOf(PDFName);
    expect(Reflect.get(page, "font")).toBe(regular);
    page.setFont(bold);
    // Set back by hand: drawText without a font writes with that font under that name, and names no other.
    setCurrentFont(page, regular, key ?? PDFName.of("none"));
    expect(Reflect.get(page, "font")).toBe(regular);
    const before = page.node.normalizedEntries().Font.keys().length;
    page.drawText("a");
    expect(page.node.normalizedEntries().Font.keys().length).toBe(before);
  });

  it("keeps a page's line height in PDFPage.lineHeight", async () => {
    const page = (await PDFDocument.create()).addPage();
    expect(lineHeightOf(page)).toBe(24);
    page.setLineHeight(12);
    expect(lineHeightOf(page)).toBe(12);
  });

  it("has the CustomFontEmbedder members SubsetEmbedder overrides, and PDFContext.flateStream", () => {
    for (const member of [
      "encodeText",
      "glyphId",
      "serializeFont",
      "embedFontStream",
      "embedUnicodeCmap",
      "computeWidths",
    ])
      expect(typeof Reflect.get(CustomFontEmbedder.prototype, member), member).toBe("function");
    expect(typeof PDFContext.create().flateStream).toBe("function");
    expect(PDFPage).toBeTypeOf("function");
  });

  it("reads the embedder's glyphCache, fontFeatures and font as SubsetEmbedder sets them", async () => {
    const doc = await createDocument({ agence: AGENCE_PAR_DEFAUT, date: "2026-11-25", titre: "T" });
    doc.paragraph("Quittance de loyer, Nguyễn");
    const bytes = await doc.finish();
    expect(bytes.length).toBeGreaterThan(1000);
    // The names the subclass assigns or reads on its instances (set by pdf-lib's constructor).
    const source = readFileSync(
      new URL(
        "../../node_modules/pdf-lib/cjs/core/embedders/CustomFontEmbedder.js",
        import.meta.url,
      ),
      "utf8",
    );
    for (const field of ["this.glyphCache", "this.fontFeatures", "this.font ="])
      expect(source, field).toContain(field);
  });
});
