import type { JobMessage, JobQueue, Ports } from "../ports";
import { clearResponseCaches } from "../ports";
import { runProgress } from "../services/job-runs";
import { purgeRateLimits } from "../services/rate-limit";
import { closeExpired } from "../services/lease-end";
import { reconduireTacitement } from "../services/reconduction/tacite";
import { purgerJournal } from "../services/journal/purge";
import { verifierIbansEchus } from "../services/iban-verification/delai";
import { purgerSessions } from "../services/sessions/purge";
import { marquerBalayage, sweepOrphanPage } from "../services/files/orphans";
import { oneRoundTrip } from "../db/one-round-trip";
import { upkeepDue } from "./due";
import { today } from "../lib/dates";
import { anonymiserPage } from "../services/rgpd/anonymise";
import { planifierComptesRendus } from "../services/gerance/envoi";
import { reglerPrelevements } from "../services/prelevements/reglement";
import { rattraperHonorairesLocation } from "../services/honoraires-location/rattrapage";
import { runRelancesStep } from "./relances";
import { planifierRappelsAssurance } from "../services/demandes/rappels-assurance";
import { planifierCourrielEcheances } from "../services/echeances/courriel";
import { mailMessages } from "./outcome";
import type { JobOutcome } from "../ports/jobs";
import { nombreDe } from "../domain/francais/pluriel";

// The day's upkeep in messages of a fixed cost (ADR 015, amended): `entretien` purges the rate limits and closes the
// leases that have ended, then queues the first page of reminders, of the orphan sweep and of the anonymisations (RGPD); each page queues the
// next while there is one. A message that queues others counts them in its run's report in the same write as its
// own progress, so the run's batches are all done only at the very end.

/** An object stored within the last hour may be an upload whose row is still being written. */
const ORPHAN_GRACE_MS = 3600_000;

export type UpkeepMessage = Extract<
  JobMessage,
  { kind: "entretien" | "relances" | "orphelins" | "rgpd" }
>;

/**
 * Former tenants anonymised per `rgpd` message: each one is its own transaction (about a dozen round trips on the
 * edge) plus one store call per file, so a message stays near the reminders' cost; few come due on a given day.
 */
const ANONYMISATIONS_PER_MESSAGE = 2;

/** Runs one upkeep message into `out`; what it queues is sent after its report is written. */
export async function consumeUpkeep(
  ports: Ports,
  queue: JobQueue,
  msg: UpkeepMessage,
  out: JobOutcome,
) {
  ports = { ...ports, clock: { now: () => new Date(msg.at) } };
  const { runId, at } = msg;
  let next: JobMessage[] = [];
  if (msg.kind === "entretien") {
    // The steps the cron's read found something to do for (jobs/due.ts); every one for a message without flags.
    const due = msg.due ?? upkeepDue(undefined);
    const day = today(ports.clock);
    if (due.rateLimits) out.upkeep.purgedRateLimits = await purgeRateLimits(ports);
    // Leases at their term with no notice are renewed by the law (issue 73, services/reconduction/); those whose
    // end a notice set, or of a kind never renewed, are closed, with their history ("Fin du bail", "Appartement vacant").
    if (due.leases) {
      await reconduireTacitement(ports);
      out.upkeep.closedDossiers = await closeExpired(ports);
    }
    // The direct debits due today or before (ADR 041): each line of a validated batch recorded as a payment, once.
    if (due.prelevements) await reglerPrelevements(ports, day);
    // The journal keeps 10 years (ADR 029): older lines go, the only delete its trigger lets through.
    if (due.journal) await purgerJournal(ports);
    // An owner's IBAN whose 72 hours passed without refusal is written verified, as reads already show it (issue 59).
    if (due.ibans) out.upkeep.ibansVerifies = await verifierIbansEchus(ports);
    if (due.sessions) out.upkeep.sessionsPurgees = await purgerSessions(ports);
    // Leases started before the letting fees were charged (issue 60, ADR 074): their entries and invoices, once.
    if (due.honorairesLocation)
      out.upkeep.honorairesRattrapes = await rattraperHonorairesLocation(ports);
    // (Deposits to pay back and rent revisions due are counted by the cron's read: jobs/monthly-quitances.ts.)
    if (due.leases || due.prelevements || due.honorairesLocation) clearResponseCaches(ports);
    // The store's dates are the host's real time, not the clock port's; fixed once, so every page of the sweep
    // leaves alone what was stored after it began.
    const avant = new Date(Date.now() - ORPHAN_GRACE_MS).toISOString();
    // The previous month's compte-rendu to each owner when Paramètres > Agence says so (ADR 033), after the day's
    // other account work: one statement, once per owner and month (the outbox's dedupeKey); mailed by `envois`.
    const comptesRendus = due.comptesRendus ? await planifierComptesRendus(ports, day) : [];
    // The tenants' home insurance (issue 62, ADR 086): a month before the certificate's end, then at it (the
    // tenant and the agency), each mail once per lease and end date; mailed by `envois` with the others.
    const assurances = due.assurances ? await planifierRappelsAssurance(ports, day) : [];
    // The calendar's coming 60 days to staff, at the week's first run (issue 63, ADR 090): once per ISO week.
    const echeances = due.echeances ? await planifierCourrielEcheances(ports, day) : [];
    next = [
      ...(due.relances ? [{ kind: "relances" as const, runId, at }] : []),
      ...(due.orphelins ? [{ kind: "orphelins" as const, runId, at, avant }] : []),
      ...(due.rgpd ? [{ kind: "rgpd" as const, runId, at }] : []),
      ...(ports.mailer.configured === false
        ? []
        : mailMessages(runId, [...comptesRendus, ...assurances, ...echeances])),
    ];
    await runProgress(ports, runId, { batches: next.length });
  } else if (msg.kind === "relances") {
    // Reminders in stages for unpaid terms (Paramètres > Relances), each stage once per term.
    const page = await runRelancesStep(ports, msg.apres);
    const { outboxIds, suite, ...report } = page;
    if (report.relancees) clearResponseCaches(ports);
    // Their mails go by the e-mail batches, reported as the reminders'. Without a transport they wait in the outbox.
    // A retry of this message (its send failed) finds the stages moved and queues nothing: the next day's run
    // sends what waits.
    const mails = ports.mailer.configured === false ? [] : mailMessages(runId, outboxIds, true);
    const more: JobMessage[] =
      suite === undefined ? [] : [{ kind: "relances", runId, at, apres: suite }];
    next = [...mails, ...more];
    out.upkeep.relances = report;
    out.errors = report.errors;
    await runProgress(ports, runId, {
      batches: next.length,
      failures: report.errors ? [{ what: "relances", message: "étape des relances en échec" }] : [],
    });
  } else if (msg.kind === "rgpd") {
    // Former tenants whose last lease ended 3 years ago, with nothing owed: anonymised, a page at a time. Those
    // done leave the rule's list, so a run again (or a retry) finds nothing more to do.
    const page = await anonymiserPage(ports, msg.apres, ANONYMISATIONS_PER_MESSAGE);
    out.upkeep.anonymises = page.anonymises.length;
    out.errors = page.erreurs;
    if (page.anonymises.length) clearResponseCaches(ports);
    if (page.suite !== undefined) next = [{ kind: "rgpd", runId, at, apres: page.suite }];
    await runProgress(ports, runId, {
      batches: next.length,
      failures: page.erreurs
        ? [{ what: "rgpd", message: `${nombreDe(page.erreurs, "anonymisation")} en échec` }]
        : [],
    });
  } else {
    const page = await sweepOrphanPage(ports, new Date(msg.avant), msg.cursor);
    out.upkeep.orphans = page.removed;
    if (page.cursor)
      next = [{ kind: "orphelins", runId, at, avant: msg.avant, cursor: page.cursor }];
    const progress = runProgress(ports, runId, { batches: next.length });
    // The last page marks the data's version swept (services/files/orphans.ts), with its report: one request.
    if (page.cursor) await progress;
    else await oneRoundTrip(ports.db, [progress, marquerBalayage(ports)]);
  }
  if (next.length) await queue.send(next);
}
