import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AGENCE_PAR_DEFAUT } from "../lib/agence";
import { createDocument } from "./layout";
import { EXTENDED_CHARACTERS, SHARED_CHARACTERS, SharedSubsetEmbedder } from "./shared-subset";

/** The PDF's text as pdftotext reads it, white space left out (the lines wrap where the layout says). */
function text(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "shared-subset-"));
  try {
    writeFileSync(join(dir, "d.pdf"), bytes);
    execFileSync("qpdf", ["--check", join(dir, "d.pdf")], { stdio: "pipe" });
    const raw = execFileSync("pdftotext", ["-enc", "UTF-8", join(dir, "d.pdf"), "-"], {
      encoding: "utf8",
    });
    return raw.replace(/[\s\u00a0\u202f\u2009]+/g, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pdf(line: string): Promise<Uint8Array> {
  const doc = await createDocument({ agence: AGENCE_PAR_DEFAUT, date: "2026-11-25", titre: "T" });
  doc.paragraph(line);
  doc.paragraph(line, { bold: true });
  return doc.finish();
}

// Printable characters of the shared set, one word each so that the lines wrap between them.
const SHARED = [...SHARED_CHARACTERS].filter((c) => /\S/u.test(c) && c !== "\u00ad").join(" ");

describe("the font subset shared by the documents", () => {
  it("prints every shared character, in both fonts, readable from the text", async () => {
    const bytes = await pdf(SHARED);
    expect(text(bytes)).toContain(SHARED.replace(/ /g, "").repeat(2));
  });

  it("gives a document printing other letters its own subset, and leaves the shared one as it was", async () => {
    const other = "Nguyễn-Béranger Ωλ Жж « l’œuvre » 1 234,56 €";
    expect(text(await pdf(other))).toContain(other.replace(/ /g, "").repeat(2));
    const shared = await pdf("Élise Château, 970,50 € — « Quittance »");
    expect(text(shared)).toContain("ÉliseChâteau,970,50€—«Quittance»".repeat(2));
    // The shared subset's documents carry the same font file: two of them differ only by their text.
    const again = await pdf("Zoë Noël");
    expect(again.length).toBeLessThan(shared.length + 200);
  });

  it("prints Central European letters from the second shared subset, encoding no subset of its own", async () => {
    const lodz = "3 ulica Księży Młyn, 90001 Łódź — Dvořák, Ștefan, Őrség";
    expect(text(await pdf(lodz))).toContain(lodz.replace(/ /g, "").repeat(2));
    const extended = [...EXTENDED_CHARACTERS].join(" ");
    expect(text(await pdf(`Élise ${extended}`))).toContain(`Élise${extended.replace(/ /g, "")}`);
    const encoded = vi.spyOn(SharedSubsetEmbedder.prototype, "encodeSubset");
    try {
      const other = "Żeromskiego 12, Gdańsk — « Quittance » 1 234,56 €";
      expect(text(await pdf(other))).toContain(other.replace(/ /g, "").repeat(2));
      expect(encoded).not.toHaveBeenCalled();
      // A letter outside both shared subsets still prints, from the document's own subset.
      const viet = "Łukasz Nguyễn";
      expect(text(await pdf(viet))).toContain(viet.replace(/ /g, "").repeat(2));
      expect(encoded).toHaveBeenCalled();
    } finally {
      encoded.mockRestore();
    }
    // A French document keeps the smaller font: the extended subset is not in it.
    const french = await pdf("Zoë Noël");
    const polish = await pdf("Zoë Łódź");
    expect(french.length).toBeLessThan(polish.length - 2000);
  });
});
