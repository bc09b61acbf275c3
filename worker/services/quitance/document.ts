import { and, eq, isNull } from "drizzle-orm";
import { Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { newKey, keyToUrl } from "../files/keys";
import { pdfs } from "../documents/pdf";
import { documentContext } from "../documents/context";
import type { QuitanceDoc } from "./data";
import type { QuittanceData } from "../../documents/quittance";
import { reglementsDuTerme } from "../../domain/compte/reglements";
import { lireCompte } from "../compte/ledger";

// A receipt's stored document is built again whenever what it shows has changed (status, amounts, names), so a
// term switched to paid downloads as a quittance: `fileEmpreinte` is a digest of the data it was built from.

/** 53 bits of a string's hash (cyrb53): a change detector, not a security digest; sync, ~100x cheaper than SHA-256. */
function cyrb53(s: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The digest of a document's data (the day it is issued on is not in it: a new day is not a new document). */
export function empreinte(data: object): string {
  const json = JSON.stringify(data);
  return cyrb53(json, 1).toString(36) + cyrb53(json, 2).toString(36);
}

/** A partial receipt names each payment with its day: read from the tenant's account (the ledger's replay). */
async function avecReglements(ports: Ports, { row, data }: QuitanceDoc): Promise<QuittanceData> {
  if (data.type !== "recu" || row.DossierId == null) return data;
  const compte = await lireCompte(ports, row.DossierId);
  const reglements = reglementsDuTerme(compte.lettrage, row.id);
  return reglements.length ? { ...data, reglements } : data;
}

/**
 * The key of the receipt's up-to-date document, built and stored when missing or outdated. The row moves to the
 * new object only if nobody moved it meanwhile (compare-and-set on `file`); the loser's object is deleted.
 */
export async function ensureDocument(ports: Ports, doc: QuitanceDoc): Promise<string> {
  const { row } = doc;
  const data = await avecReglements(ports, doc);
  const digest = empreinte(data);
  if (row.file && row.fileEmpreinte === digest) return row.file;
  const key = newKey("quitances", "pdf");
  await ports.files.put(
    key,
    await (await pdfs()).quittancePdf(data, await documentContext(ports)),
    "application/pdf",
  );
  const moved = await ports.db
    .update(Quitance)
    .set({ file: key, fileEmpreinte: digest })
    .where(
      and(eq(Quitance.id, row.id), row.file ? eq(Quitance.file, row.file) : isNull(Quitance.file)),
    )
    .returning({ id: Quitance.id })
    .catch(async (e: unknown) => {
      await ports.files.delete(key).catch(() => {});
      throw e;
    });
  if (!moved.length) {
    // A parallel call stored its own first: keep that one.
    await ports.files.delete(key).catch(() => {});
    const [now] = await ports.db
      .select({ file: Quitance.file })
      .from(Quitance)
      .where(eq(Quitance.id, row.id));
    return now?.file ?? key;
  }
  if (row.file)
    await ports.files
      .delete(row.file)
      .catch((e) => (ports.log ?? console.error)("[document remplacé]", e));
  row.file = key;
  row.fileEmpreinte = digest;
  return key;
}

/** The link the API answers for a stored document (`generated`). */
export const documentLink = (key: string) => keyToUrl(key);
