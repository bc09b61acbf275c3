import { and, eq } from "drizzle-orm";
import { Telechargement } from "../../worker/db/schema";
import type { TestApp } from "./test-app";

// Closing a year (issue 59 item 5, ADR 067) needs its FEC exported once: the export's download is journalled in
// Telechargement (quoi 'fec', reference the year) by the downloads' journal (issue 59 item 4, ADR 070).

/** GET /api/comptabilite/fec?exercice=…, by an admin whose session has just confirmed: the file's text. */
export async function exporterFec(t: TestApp, exercice: number): Promise<string> {
  await t.confirm("admin");
  const r = await t.app.request(`/api/comptabilite/fec?exercice=${exercice}`, {
    headers: { Authorization: `Token ${t.tokens.admin}` },
  });
  // ISO 8859-15, as its Content-Type says (issue 60 item 7).
  const text = new TextDecoder("iso-8859-15").decode(await r.arrayBuffer());
  if (r.status !== 200) throw new Error(`FEC ${exercice}: ${r.status} ${text}`);
  const [journalise] = await t.db
    .select({ id: Telechargement.id })
    .from(Telechargement)
    .where(and(eq(Telechargement.quoi, "fec"), eq(Telechargement.reference, String(exercice))));
  if (!journalise) throw new Error(`FEC ${exercice}: its download was not journalled`);
  return text;
}
