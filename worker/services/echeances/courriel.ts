import { sql } from "drizzle-orm";
import { addDays } from "../../domain/dates";
import { cleCourrielEcheances, courrielEcheances } from "../../domain/echeances/courriel";
import { filtrer } from "../../domain/echeances/filtre";
import { BIENTOT_JOURS } from "../../domain/echeances/types";
import type { Ports } from "../../ports";
import { calendrier } from "./calendrier";

// The daily job's weekly e-mail of the calendar (issue 63, item 6; ADR 090). Sent to the agency's address of
// Paramètres > Agence, else the host's contact address: the staff's address of the insurance reminders (ADR 086).
// Once per ISO week, at the first run of the week whatever the day: the outbox's unique dedupeKey decides, so two
// runs racing queue one mail (`on conflict do nothing`), never a read before the write.

/** The daily job's "anything to do?" flag (jobs/due.ts): this week's mail not queued yet. */
export const courrielEcheancesDu = (jour: string) =>
  sql`not exists (select 1 from "Outbox" where "dedupeKey" = ${cleCourrielEcheances(jour)})`;

/** Queues this week's mail, once; answers the new outbox row's id (none when already queued or no address). */
export async function planifierCourrielEcheances(ports: Ports, jour: string): Promise<number[]> {
  const { items, agence } = await calendrier(ports, jour);
  // The agency's address in force (Paramètres > Agence over the host's), else the host's contact address.
  const to = agence.email.trim() || ports.config.contactEmail;
  if (!to) return [];
  const echues = filtrer(items, { au: addDays(jour, -1) });
  const aVenir = filtrer(items, { du: jour, au: addDays(jour, BIENTOT_JOURS) });
  const nomAgence = agence.nom || "Patrimoine Locatif";
  const lien = `${ports.config.publicUrl.replace(/\/+$/, "")}/echeances`;
  const c = courrielEcheances(jour, echues, aVenir, lien, nomAgence);
  const now = ports.clock.now().toISOString();
  const rows = await ports.db.all<{ id: number }>(sql`
    insert into "Outbox" ("dedupeKey", "to", "subject", "body", "status", "attempts", "createdAt", "updatedAt")
    values (${cleCourrielEcheances(jour)}, ${to}, ${c.subject}, ${c.body}, 'pending', 0, ${now}, ${now})
    on conflict ("dedupeKey") do nothing
    returning "id"`);
  return rows.map((r) => r.id);
}
