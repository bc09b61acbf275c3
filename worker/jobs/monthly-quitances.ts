import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { present } from "../domain/present";
import { Appartement, Dossier, Locataire, Outbox, Quitance } from "../db/schema";
import { oneRoundTrip } from "../db/one-round-trip";
import type { JobMessage, Ports } from "../ports";
import { joursDuMois, moisDe } from "../domain/quitance";
import { today } from "../lib/dates";
import { autoDossiersWhere } from "../services/quitance/auto";
import { CLAIM_TIMEOUT_MS } from "../services/outbox";
import { startRunStatements } from "../services/job-runs";
import { chunks } from "../lib/chunks";
import { depotsStatement, compterDepots } from "../services/depot/echeances";
import { bauxLus, bauxStatements, compterRevisions } from "../services/revision/liste";
import type { UpkeepDue } from "../ports";
import { DOSSIERS_PER_MESSAGE, mailMessages } from "./outcome";
import type { Upkeep } from "../ports/jobs";
import { upkeepDue, upkeepDueStatement } from "./due";

export interface MonthlyPlan {
  runId: number;
  day: string;
  /** Dossiers whose month's receipt is to be made or e-mailed. */
  dossierIds: number[];
  /** Outbox rows waiting to be (re)sent. */
  outboxIds: number[];
  messages: JobMessage[];
  /** The upkeep steps with something to do (jobs/due.ts). */
  due: UpkeepDue;
  /** The day's counts, read only, for the run's report: deposits to pay back, rent revisions due. */
  depots: Upkeep["depots"];
  revisions: Upkeep["revisions"];
}

/**
 * What the daily run has to do, found in one libSQL round trip whatever the number of leases (ADR 015): the run's
 * report opened, the dossiers whose month's receipt is due (jourQuitance come, Paris day) and missing, or made but
 * never queued for e-mail, the outbox rows to send, which upkeep steps have something to do (jobs/due.ts), and the
 * day's read-only counts (deposits, revisions). The month's receipts themselves are made by the queued batches
 * (services/quitance/auto.ts).
 */
export async function planMonthlyQuitances(ports: Ports, trigger: string): Promise<MonthlyPlan> {
  const day = today(ports.clock);
  const mois = moisDe(day);
  const dueDay = sql`min(max(1, ${Dossier.jourQuitance}), ${joursDuMois(mois)}) <= ${Number(day.slice(8, 10))}`;
  const notMailed = sql`${Locataire.mail} is not null and ${Locataire.mail} <> '' and ${Quitance.reponduAt} is null
    and ${Quitance.regle} = 0
    and not exists (select 1 from ${Outbox} o where o."dedupeKey" = 'quitance:' || ${Quitance.id} || ':envoi')`;
  const stale = new Date(ports.clock.now().getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const [, [run], due, open, [flags], depots, baux, irl, faites] = await oneRoundTrip(ports.db, [
    ...startRunStatements(ports, trigger),
    ports.db
      .select({ id: Dossier.id })
      .from(Dossier)
      .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
      .leftJoin(Quitance, and(eq(Quitance.DossierId, Dossier.id), eq(Quitance.mois, mois)))
      .where(and(autoDossiersWhere(mois), dueDay, or(isNull(Quitance.id), notMailed)))
      .orderBy(Dossier.id),
    ports.db
      .select({ id: Outbox.id })
      .from(Outbox)
      // Without a transport, mails wait in the outbox: nothing to queue for them.
      .where(
        ports.mailer.configured === false
          ? sql`0`
          : or(
              eq(Outbox.status, "pending"),
              and(eq(Outbox.status, "sending"), lt(Outbox.claimedAt, stale)),
            ),
      )
      .orderBy(Outbox.id),
    upkeepDueStatement(ports),
    depotsStatement(ports, day),
    ...bauxStatements(ports),
  ]);
  const runId = present(run, "exécution du job enregistrée").id;
  const dossierIds = due.map((d) => d.id);
  const outboxIds = open.map((o) => o.id);
  const messages: JobMessage[] = [
    ...chunks(dossierIds, DOSSIERS_PER_MESSAGE).map(
      (ids): JobMessage => ({ kind: "quitances", runId, day, dossierIds: ids }),
    ),
    ...mailMessages(runId, outboxIds),
  ];
  return {
    runId,
    day,
    dossierIds,
    outboxIds,
    messages,
    due: upkeepDue(flags),
    depots: compterDepots(depots, day),
    revisions: compterRevisions(bauxLus([baux, irl, faites]), day),
  };
}
