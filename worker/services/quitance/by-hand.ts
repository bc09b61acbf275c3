import { eq } from "drizzle-orm";
import { Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { moisDe, termeDuMois } from "../../domain/quitance";
import { introuvable } from "../../domain/labels";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { inOneTrip } from "../one-trip";
import { toApi } from "../serialize";
import { landlordIndex, ownersOfDossierOf, type QuitanceRow } from "./data";
import { documentLink, ensureDocument } from "./document";
import { generateTerm, MSG_HORS_BAIL, refuserAvantReprise, type Generated } from "./generate";
import { existingDoc, needsReplay, newTerm, termReadOf } from "./new-term";
import { lireAgence } from "../mandats/agence";
import { documentContextOf } from "../documents/context";

// POST /Quitance/generate/{dossierId} in two libSQL round trips on the edge (issue 22), the daily job's way
// (new-term.ts): the dossier with its month's receipt and account read with the session's check, the PDF stored,
// then one write batch. What that batch cannot do goes to generate.ts's interactive transaction: a term the
// account's replay must settle (a credit waiting), and a receipt the batch did not insert (made in parallel, or
// the account changed since the read), which it answers as before.

const answer = (created: boolean, row: QuitanceRow, key: string): Generated => ({
  created,
  quitance: { ...toApi("Quitance", row), generated: documentLink(key) },
});

/** The term of the month of `day` for a dossier: made (201), or the month's existing receipt (200). */
export async function generateByHand(
  ports: Ports,
  dossierId: number,
  day: string,
): Promise<Generated> {
  const mois = moisDe(day);
  const [[r], owners, agence] = await Promise.all([
    termReadOf(ports, mois, dossierId),
    ownersOfDossierOf(ports, dossierId),
    lireAgence(ports),
  ]);
  if (!r) throw notFound(introuvable("Dossier"));
  refuserAvantReprise(r.d, mois);
  const terme = termeDuMois(r.d, mois);
  if (!terme) throw badRequest(MSG_INVALID, { date: MSG_HORS_BAIL });
  const landlord = landlordIndex(owners)(r.d.AppartementId);
  if (r.q) {
    const doc = existingDoc({ ...r, q: r.q }, landlord);
    return answer(false, doc.row, await ensureDocument(ports, doc));
  }
  if (needsReplay(r, terme)) return generateTerm(ports, dossierId, day);
  const t = await newTerm(
    ports,
    r,
    landlord,
    terme,
    false,
    ports.clock.now().toISOString(),
    documentContextOf(ports, agence),
  );
  const [, , , , [row]] = await inOneTrip(ports, [
    ...t.writes,
    ports.db.select().from(Quitance).where(eq(Quitance.file, t.key)),
  ]).catch(async (e: unknown) => {
    await ports.files.delete(t.key).catch(() => {});
    throw e;
  });
  if (row) return answer(true, row, t.key);
  // Not inserted: the object no row names goes, and the interactive way answers.
  await ports.files.delete(t.key).catch(() => {});
  return generateTerm(ports, dossierId, day);
}
