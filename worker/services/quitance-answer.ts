import { and, eq, isNull } from "drizzle-orm";
import { Quitance } from "../db/schema";
import type { Ports } from "../ports";
import { conflict } from "../lib/errors";
import { today } from "../lib/dates";

export const ALREADY_ANSWERED = "Votre réponse a déjà été prise en compte par nos services...";

/**
 * The tenant's answer from the e-mailed link, recorded once: the UPDATE only matches a receipt not yet answered,
 * so of parallel clicks exactly one wins and the others get 409. Returns null for an unknown link.
 */
export async function answerReceipt(ports: Ports, uuid: string, regle: boolean): Promise<{ regle: boolean } | null> {
  const now = ports.clock.now().toISOString();
  const done = await ports.db
    .update(Quitance)
    // Paid: dated today (what its quittance states); not paid: nothing received.
    .set({ regle, statusInconu: false, montantRegle: null, dateReglement: regle ? today(ports.clock) : null, reponduAt: now, updatedAt: now })
    .where(and(eq(Quitance.uuid, uuid), isNull(Quitance.reponduAt)))
    .returning({ id: Quitance.id });
  if (done.length) return { regle };
  const [known] = await ports.db.select({ id: Quitance.id }).from(Quitance).where(eq(Quitance.uuid, uuid));
  if (known) throw conflict(ALREADY_ANSWERED);
  return null;
}
