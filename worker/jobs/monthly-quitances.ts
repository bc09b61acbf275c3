import { and, eq, gte, isNull, lte, or } from "drizzle-orm";
import { Appartement, Dossier, Locataire } from "../db/schema";
import type { Ports } from "../ports";
import { bornesDuMois, quitanceDueDay, moisDe } from "../domain/quitance";
import { today } from "../lib/dates";
import { generateTerm } from "../services/quitance/generate";
import { quitanceDocsByIds } from "../services/quitance/data";
import { quitanceMail } from "../services/quitance/mails";
import { quitanceAttachment } from "../services/quitance/attachment";
import { deliverOutbox, enqueue } from "../services/outbox";

export interface MonthlyReport {
  generated: number;
  queued: number;
  sent: number;
  failed: number;
  errors: number;
}

/**
 * The monthly receipts, run by the daily job: for every dossier running this month whose tenant and apartment have
 * quitanceAuto, once the month's jourQuitance has come (Paris day), the term is generated (automatique) if the month
 * has none, and its document is e-mailed to the tenant with the answer links, through the outbox. Every step is
 * idempotent (unique receipt per dossier and month, one queued mail per receipt), so a second run, a parallel one or
 * the run after a crash makes nothing twice and finishes what was left.
 */
export async function runMonthlyQuitances(ports: Ports): Promise<MonthlyReport> {
  const day = today(ports.clock);
  const mois = moisDe(day);
  const { debut, fin } = bornesDuMois(mois);
  const dossiers = await ports.db
    .select({ id: Dossier.id, jourQuitance: Dossier.jourQuitance, mail: Locataire.mail })
    .from(Dossier)
    .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .where(
      and(
        eq(Locataire.quitanceAuto, true),
        eq(Appartement.quitanceAuto, true),
        lte(Dossier.dateEntree, fin),
        or(isNull(Dossier.dateFinBail), gte(Dossier.dateFinBail, debut)),
      ),
    )
    .orderBy(Dossier.id);
  const report: MonthlyReport = { generated: 0, queued: 0, sent: 0, failed: 0, errors: 0 };
  const toMail: number[] = [];
  for (const d of dossiers.filter((d) => quitanceDueDay(d.jourQuitance, mois) <= day)) {
    try {
      const { created, quitance } = await generateTerm(ports, d.id, day, true);
      if (created) report.generated++;
      // quitanceAuto is the tenant's consent to receipts by e-mail (loi 89-462 art. 21); an answered term needs no ask.
      if (d.mail && !quitance.reponduAt && !quitance.regle) toMail.push(quitance.id);
    } catch (e) {
      report.errors++;
      (ports.log ?? console.error)(`[quittances] dossier ${d.id}`, e);
    }
  }
  for (const doc of await quitanceDocsByIds(ports, toMail)) {
    const to = doc.locataire?.mail;
    if (!to) continue;
    await enqueue(ports, {
      dedupeKey: `quitance:${doc.row.id}:envoi`,
      to,
      QuitanceId: doc.row.id,
      attachment: quitanceAttachment(doc.row.id),
      ...quitanceMail(ports.config, doc),
    });
    report.queued++;
  }
  const delivered = await deliverOutbox(ports);
  return { ...report, sent: delivered.sent, failed: delivered.failed };
}
