import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { create, insertAppartement, insertClient, insertLocataire, valid } from "./factories";

// Receipts: a running dossier with its owner, tenant and apartment; a stored document's bytes and text.

export interface Seeded {
  dossier: any;
  appartement: any;
  locataire: any;
  client: any;
}

/** An owner's apartment let to a tenant (both with quitanceAuto unless told), the dossier running since 2025. */
export async function seedDossier(
  t: TestApp,
  o: {
    dossier?: Record<string, unknown>;
    locataire?: Record<string, unknown>;
    appartement?: Record<string, unknown>;
    auto?: boolean;
  } = {},
): Promise<Seeded> {
  const auto = o.auto ?? true;
  const client = await insertClient(t, { nom: `Proprio${Math.random().toString(36).slice(2, 7)}` });
  const appartement = await insertAppartement(t, { quitanceAuto: auto, ...o.appartement });
  expect(
    (await t.call("PUT", `/api/Appartement/${appartement.id}/owner/add/${client.id}`)).status,
  ).toBe(200);
  const locataire = await insertLocataire(t, { quitanceAuto: auto, ...o.locataire });
  const dossier = await create(t, "Dossier", {
    ...valid.Dossier(appartement.id, locataire.id),
    dateEntree: "2025-06-01",
    dateDebutBail: "2025-06-01",
    ...o.dossier,
  });
  return { dossier, appartement, locataire, client };
}

/** The bytes behind a `generated` link (GET /files/... with a login). */
export async function fetchDocument(t: TestApp, link: string): Promise<Uint8Array> {
  const res = await t.app.request(link, { headers: { Authorization: `Token ${t.tokens.admin}` } });
  expect(res.status, link).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** A PDF's text as pdftotext reads it (what a reader of the document sees), after qpdf --check. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "quittance-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    execFileSync("qpdf", ["--check", file], { stdio: "ignore" });
    return execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What only a quittance says: its title, the receipt of the term, its free issue. An unpaid term's document never does. */
export const NOT_A_QUITTANCE = /Quittance de loyer|en donne quittance|Quittance délivrée/i;

/** The title of a receipt's document: its first non-empty line that names a kind of document. */
export async function documentText(t: TestApp, quitanceId: number): Promise<string> {
  const r = await t.call("GET", `/api/Quitance/${quitanceId}/generate`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return pdfText(await fetchDocument(t, r.body.generated));
}
