import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { download } from "./http";

export interface ReadPdf {
  pages: number;
  /** pdftotext's text, every run of white space (no-break spaces and line ends included) made one space. */
  text: string;
  /** The same, page by page (pdftotext ends each page with a form feed). */
  pageTexts: string[];
}

/** Checks a PDF with qpdf (structure, streams), counts its pages (pdfinfo) and reads its text (pdftotext -enc UTF-8). */
export function readPdf(bytes: Uint8Array): ReadPdf {
  const dir = mkdtempSync(join(tmpdir(), "pdf-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    // qpdf exits non-zero on any error; warnings (exit 3) fail too: a generated PDF has none.
    execFileSync("qpdf", ["--check", file], { stdio: "pipe" });
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const raw = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    const espaces = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ");
    return { pages, text: espaces(raw), pageTexts: raw.split("\f").slice(0, pages).map(espaces) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's text (pdftotext parts them by a form feed), white space made one space as in `readPdf`. */
export function textByPage(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), "pdf-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    const raw = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    return raw
      .split("\f")
      .slice(0, -1)
      .map((p) => p.replace(/[\s\u00a0\u202f]+/g, " ").trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** GETs a generation route as `role`, checks the answer's link, downloads the PDF with the Token header and reads it. */
export async function generate(
  t: TestApp,
  path: string,
  role: "admin" | "user" | "user_delete" = "user",
) {
  const r = await t.call("GET", path, role);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.generated).toMatch(/^\/files\/documents\/[0-9a-f-]+\.pdf$/);
  const file = await download(t, r.body.generated, role);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  return { link: r.body.generated as string, bytes: file.bytes, ...readPdf(file.bytes) };
}

/**
 * With DOCUMENTS_OUT=<folder>, keeps a generated PDF there under `name` for review (rendered to docs/documents/ with
 * pdftoppm, see docs/topics/documents-pdf.md); without it, does nothing.
 */
export function keepForReview(name: string, bytes: Uint8Array) {
  const dir = process.env.DOCUMENTS_OUT;
  if (dir) writeFileSync(join(dir, `${name}.pdf`), bytes);
}

/** What no document may ever print for an empty field. */
export function expectNoMissingValues(text: string) {
  expect(text).not.toMatch(/\b(undefined|null|NaN|Invalid Date)\b|\[object/);
}

/** `words` appear in the text, white space aside (a phrase may wrap across lines). */
export function expectSays(text: string, ...phrases: string[]) {
  for (const p of phrases) expect(text).toContain(p.replace(/[\s\u00a0\u202f]+/g, " "));
}
