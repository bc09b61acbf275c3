import { and, eq } from "drizzle-orm";
import { Telechargement } from "../../worker/db/schema";
import type { TestApp } from "./test-app";

// Closing a year (issue 59 item 5, ADR 067) needs its FEC exported once: the export's download is journalled in
// Telechargement (quoi 'fec', reference the year) by the downloads' journal (issue 59 item 4). Until that journal
// writes it, the test records the download itself, so the test holds with or without it.

/** GET /api/comptabilite/fec?exercice=…: the file's text, its download recorded. */
export async function exporterFec(t: TestApp, exercice: number): Promise<string> {
  const r = await t.app.request(`/api/comptabilite/fec?exercice=${exercice}`, {
    headers: { Authorization: `Token ${t.tokens.admin}` },
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`FEC ${exercice}: ${r.status} ${text}`);
  const reference = String(exercice);
  const [deja] = await t.db
    .select({ id: Telechargement.id })
    .from(Telechargement)
    .where(and(eq(Telechargement.quoi, "fec"), eq(Telechargement.reference, reference)));
  if (!deja)
    await t.db.insert(Telechargement).values({
      quoi: "fec",
      reference,
      auteur: "admin@agence.test",
      at: new Date().toISOString(),
    });
  return text;
}
