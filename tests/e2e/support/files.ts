import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";

// A document is made by the server, then fetched: the first one of a fresh server on a loaded shared machine (two
// test files at a time, each with its browser and server) has taken more than the 10 s every other wait gets.
const DOWNLOAD_TIMEOUT = 30_000;

/** The next download of the page (a Playwright Download), with the wait a document is given. */
export const nextDownload = (page: Page) =>
  page.waitForEvent("download", { timeout: DOWNLOAD_TIMEOUT });

/** The file a click downloads: its suggested name and its bytes. */
export async function download(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [d] = await Promise.all([nextDownload(page), click()]);
  const path = await d.path();
  return { name: d.suggestedFilename(), bytes: new Uint8Array(readFileSync(path!)) };
}

/** A PDF's text as pdftotext reads it (poppler-utils). */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "e2e-pdf-"));
  try {
    writeFileSync(join(dir, "d.pdf"), bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", join(dir, "d.pdf"), "-"], {
      encoding: "utf8",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A tiny PDF to upload as a signed copy (setInputFiles), its text a marker the test can find again. */
export const pdfUpload = (name: string, text: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});
