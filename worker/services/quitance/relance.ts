import { eq, sql } from "drizzle-orm";
import { present } from "../../domain/present";
import { Caution, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { conflict } from "../../lib/errors";

import { getOr404 } from "../rows";
import { toApi } from "../serialize";
import { inTransaction } from "../transaction";
import { deliverOutbox, enqueue } from "../outbox";
import { join, quitanceDocsByIds } from "./data";
import { reminderMail, signataireDe } from "./mails";
import { lireAgence } from "../mandats/agence";

export const MSG_DEJA_REGLEE = "Cette quittance est réglée : il n'y a rien à relancer.";
export const MSG_STATUT_INCONNU =
  "Le statut de cette quittance est inconnu : enregistrez d'abord un paiement partiel ou marquez-la impayée.";
export const MSG_SANS_MAIL =
  "Le locataire n'a pas d'adresse e-mail : la relance ne peut pas lui être envoyée.";

/**
 * 'Relancer' on an unpaid term: a reminder to the tenant, and from the second one to each guarantor of the dossier
 * too; the receipt is marked `relance` and counts its reminders. The mails are queued in the same transaction as the
 * count, then sent at once when a transport is configured (else they wait in the outbox).
 */
export async function remind(ports: Ports, id: number) {
  const { quitance, mails } = await inTransaction(ports, async (tx) => {
    const row = await getOr404(tx, Quitance, id);
    // Only a term known to be unpaid or partly paid is reminded (its state comes from the account).
    if (row.regle) throw conflict(MSG_DEJA_REGLEE);
    if (row.statusInconu) throw conflict(MSG_STATUT_INCONNU);
    const [lu] = await quitanceDocsByIds(tx, [id]);
    const doc = present(lu, `quittance ${id}`);
    const to = doc.locataire?.mail;
    if (!to) throw conflict(MSG_SANS_MAIL);
    const [updated] = await tx.db
      .update(Quitance)
      .set({
        relance: true,
        nbRelances: sql`${Quitance.nbRelances} + 1`,
        updatedAt: tx.clock.now().toISOString(),
      })
      .where(eq(Quitance.id, id))
      .returning();
    const relancee = present(updated, `quittance ${id} relancée`);
    const n = relancee.nbRelances;
    const sig = signataireDe(tx.config, await lireAgence(tx));
    const ids = [
      await enqueue(tx, {
        dedupeKey: `relance:${id}:${n}:locataire`,
        to,
        QuitanceId: id,
        ...reminderMail(sig, doc, n),
      }),
    ];
    if (n >= 2 && row.DossierId) {
      const cautions = await tx.db
        .select()
        .from(Caution)
        .where(eq(Caution.DossierId, row.DossierId));
      for (const c of cautions.filter((c) => c.mail)) {
        const mail = reminderMail(sig, doc, n, join([c.titre, c.prenom, c.nom]));
        ids.push(
          await enqueue(tx, {
            dedupeKey: `relance:${id}:${n}:caution:${c.id}`,
            to: c.mail,
            QuitanceId: id,
            ...mail,
          }),
        );
      }
    }
    return { quitance: toApi("Quitance", relancee), mails: ids };
  });
  const { sent } = await deliverOutbox(ports, mails);
  // envois: the mails queued; envoyes: those that left now (the others wait in the outbox for the next run).
  return { ...quitance, envois: mails.length, envoyes: sent };
}
