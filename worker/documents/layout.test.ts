import { execFileSync } from "node:child_process";
import { present } from "../domain/present";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDocument, dateLongue, euros, eurosEtLettres, join } from "./layout";
import { AGENCE_PAR_DEFAUT } from "../lib/agence";

const ctx = {
  agence: {
    ...AGENCE_PAR_DEFAUT,
    adresse: "5 place de l’Hôtel-de-Ville, 75004 Paris",
    siret: "123 456 789 00012",
  },
  date: "2026-11-22",
};

/** The PDF's words with their boxes (pdftotext -bbox), page by page. */
function words(bytes: Uint8Array): { page: number; text: string; xMax: number; yMax: number }[] {
  const dir = mkdtempSync(joinPath(tmpdir(), "layout-"));
  try {
    writeFileSync(joinPath(dir, "d.pdf"), bytes);
    execFileSync("qpdf", ["--check", joinPath(dir, "d.pdf")], { stdio: "pipe" });
    const html = execFileSync(
      "pdftotext",
      ["-bbox", "-enc", "UTF-8", joinPath(dir, "d.pdf"), "-"],
      { encoding: "utf8" },
    );
    const out: { page: number; text: string; xMax: number; yMax: number }[] = [];
    let page = 0;
    for (const line of html.split("\n")) {
      if (line.includes("<page ")) page++;
      const m =
        /<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
      if (m) out.push({ page, xMax: Number(m[1]), yMax: Number(m[2]), text: present(m[3], line) });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("layout", () => {
  it("formats French dates and amounts, and prints nothing for missing values", () => {
    expect(dateLongue("2026-11-22")).toBe("22 novembre 2026");
    expect(dateLongue("2026-11-01")).toBe("1er novembre 2026");
    expect(dateLongue(null)).toBe("");
    expect(euros(145050)).toBe("1\u00a0450,50\u00a0€");
    expect(euros(null)).toBe("");
    expect(euros(Number.NaN)).toBe("");
    expect(eurosEtLettres(145050)).toBe(
      "1\u00a0450,50\u00a0€ (mille quatre cent cinquante euros et cinquante centimes)",
    );
    expect(join(["M.", null, undefined, "", Number.NaN, "Dupont"])).toBe("M. Dupont");
  });

  it("repeats a table's header on every page it runs onto, numbers the pages, and keeps every word on the page", async () => {
    const doc = await createDocument({ ...ctx, titre: "Essai de tableau" });
    const long = "Œuvre « d’Éloïse » ".repeat(16) + "X".repeat(300);
    doc.paragraph(long);
    doc.table(
      [
        { titre: "Colonne Alpha", largeur: 2 },
        { titre: "Montant", align: "right" },
      ],
      Array.from({ length: 90 }, (_, i) => [i === 40 ? long : `Ligne ${i + 1}`, euros(i * 1001)]),
    );
    doc.labels([{ legende: "Boîte aux lettres", lignes: [long] }, { lignes: ["Court"] }]);
    doc.signatures([{ role: "Le bailleur", nom: long }, { role: "Le locataire" }], {
      lieu: "Paris",
      date: dateLongue("2026-11-22"),
    });
    const bytes = await doc.finish();
    const all = words(bytes);
    const pages = Math.max(...all.map((w) => w.page));
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let p = 1; p <= pages; p++) {
      const text = all
        .filter((w) => w.page === p)
        .map((w) => w.text)
        .join(" ");
      expect(text).toContain(`Page ${p} / ${pages}`);
      if (p > 1 && p < pages) expect(text).toContain("Colonne Alpha");
    }
    // A4 is 595 x 842 points; the side margins are 50.
    expect(all.filter((w) => w.xMax > 546 || w.yMax > 842)).toEqual([]);
  }, 60_000);

  it("keepTogether moves a closing section with its signatures to the next page, never the signatures alone", async () => {
    const doc = await createDocument({ ...ctx, titre: "Essai de signatures" });
    // 34 lines: page 1 has room for the closing paragraph, not for the signature boxes after it (measured).
    for (let i = 0; i < 34; i++) doc.paragraph(`Ligne ${i} du corps du document.`);
    doc.keepTogether(() => {
      doc.paragraph("Dernière section avant les signatures.");
      doc.signatures([{ role: "Le bailleur" }, { role: "Le locataire" }], { lieu: "Paris" });
    });
    const all = words(await doc.finish());
    const pageOf = (w: string) => all.find((x) => x.text === w)?.page;
    expect(pageOf("Dernière")).toBe(2);
    expect(pageOf("bailleur")).toBe(2);
    expect(pageOf("Ligne")).toBe(1);
  });

  it("never throws on any text, whatever characters it holds (replaced when the fonts lack them)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme", maxLength: 80 }),
        fc.string({ unit: "binary", maxLength: 80 }),
        async (a, b) => {
          const doc = await createDocument({ ...ctx, titre: a, sousTitre: b });
          doc.heading(b);
          doc.paragraph(`${a}\u202f${b}`);
          doc.fields([[a, b]]);
          doc.table([{ titre: a }], [[b]]);
          doc.labels([{ legende: a, lignes: [b] }]);
          doc.signatures([{ role: a, nom: b }], { lieu: a, date: b });
          expect((await doc.finish()).length).toBeGreaterThan(1000);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
