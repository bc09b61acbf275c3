import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Appartement, Dossier, Locataire, Outbox, Quitance } from "../../db/schema";
import { oneRoundTrip } from "../../db/one-round-trip";
import { allOf } from "../../db/where";
import type { Ports } from "../../ports";
import { bornesDuMois, moisDe, quitanceDueDay, termeDuMois } from "../../domain/quitance";
import { fieldOf } from "../../lib/error-fields";
import { enqueue } from "../outbox";
import {
  landlordIndex,
  ownersWhere,
  quitanceDocsByIds,
  type QuitanceDoc,
  type QuitanceRow,
} from "./data";
import { generateTerm } from "./generate";
import { existingDoc, needsReplay, newTerm, termReads } from "./new-term";
import { quitanceMail, type Signataire, signataireDe } from "./mails";
import { quitanceAttachment } from "./attachment";
import { agenceDe, agenceRead } from "../mandats/agence";
import { documentContextOf } from "../documents/context";

// The monthly receipts of a batch of dossiers (one queued message of the daily job, ADR 015) in a fixed number of
// libSQL round trips whatever the batch's size, the way of new-term.ts: one batch of reads, then, per receipt, its
// PDF stored (one R2 put), then one batch of writes (the receipts, their dues on the account, their e-mails in the
// outbox) whose conditions are in the SQL: the unique (dossier, month) index keeps one receipt however many runs
// at once, and the account line and the e-mail are written only for the row this batch inserted (found by its new,
// unique file key). A receipt made by hand goes the same way (by-hand.ts).

export interface AutoFailure {
  what: string;
  message: string;
}
export interface AutoOutcome {
  generated: number;
  /** The outbox rows queued by this batch, for the e-mail step. */
  outboxIds: number[];
  failures: AutoFailure[];
  /** What the interactive way made and queued (after the write batch, so not in its report statement). */
  slow: { generated: number; queued: number };
}

/**
 * The dossiers whose month's receipt is made automatically: both flags, and the lease running in the month (and,
 * imported, taken over by then).
 */
export function autoDossiersWhere(mois: string): SQL {
  const { debut, fin } = bornesDuMois(mois);
  return allOf(
    eq(Locataire.quitanceAuto, true),
    eq(Appartement.quitanceAuto, true),
    lte(Dossier.dateEntree, fin),
    or(isNull(Dossier.dateFinBail), gte(Dossier.dateFinBail, debut)),
    // An imported lease: from its cut-over month on (ADR 080).
    or(isNull(Dossier.dateReprise), lte(Dossier.dateReprise, fin)),
  );
}

/**
 * The address a receipt is e-mailed to, once, or null: quitanceAuto is the tenant's consent (loi 89-462 art. 21); an
 * answered term needs none.
 */
const adresseDEnvoi = (q: Pick<QuitanceRow, "reponduAt" | "regle">, mail: string | null) =>
  mail && !q.reponduAt && !q.regle ? mail : null;

const failure = (what: string, e: unknown): AutoFailure => ({
  what,
  message: String(fieldOf(e, "message") ?? e).slice(0, 300),
});

function readBatch(ports: Ports, mois: string, ids: number[]) {
  const appartementIds = ports.db
    .select({ id: Dossier.AppartementId })
    .from(Dossier)
    .where(inArray(Dossier.id, ids));
  return oneRoundTrip(ports.db, [
    termReads(ports, mois, allOf(inArray(Dossier.id, ids), autoDossiersWhere(mois))),
    ownersWhere(ports, inArray(Appartement.id, appartementIds)),
    // Who issues the receipts (Paramètres > Agence), read with them.
    agenceRead(ports),
  ]);
}

/**
 * Makes and queues for e-mail the month's receipts of `dossierIds` on `day` (Paris): the ones due (jourQuitance
 * come) and missing are made; the ones made but never queued for e-mail (by hand, or a run cut short) are queued.
 * A dossier whose account holds a credit waiting (or a term of zero) takes the interactive path of generateTerm,
 * which settles it from the ledger's replay. `extra` statements join the write batch (the run's report).
 */
export async function makeMonthQuitances(
  ports: Ports,
  day: string,
  dossierIds: number[],
  extra: (made: {
    keys: string[];
    failures: AutoFailure[];
    /** Counts, in the write batch, the outbox rows it queued. */
    queued: SQL;
    /** Rows queued by an earlier attempt and never sent, queued for the e-mail step again. */
    requeued: number;
  }) => BatchItem<"sqlite">[] = () => [],
): Promise<AutoOutcome> {
  const mois = moisDe(day);
  const outcome: AutoOutcome = {
    generated: 0,
    outboxIds: [],
    failures: [],
    slow: { generated: 0, queued: 0 },
  };
  if (!dossierIds.length) return outcome;
  const [rows, owners, agence] = await readBatch(ports, mois, dossierIds);
  const ctx = documentContextOf(ports, agenceDe(ports, agence));
  const sig = signataireDe(ports.config, ctx.agence);
  const landlords = landlordIndex(owners);
  const nowIso = ports.clock.now().toISOString();
  const writes: BatchItem<"sqlite">[] = [];
  // The receipts this batch means to insert, with the index of their insert among `writes`.
  const made: { key: string; dossierId: number; at: number }[] = [];
  const slow: number[] = [];
  for (const r of rows) {
    if (quitanceDueDay(r.d.jourQuitance, mois) > day) continue;
    const landlord = landlords(r.d.AppartementId);
    if (r.q) {
      // Made already (by hand, or by a run that stopped before queuing its e-mail): only the e-mail is missing.
      if (r.unsent != null) outcome.outboxIds.push(Number(r.unsent));
      const to = adresseDEnvoi(r.q, r.l.mail);
      if (r.mailed || !to) continue;
      const doc = existingDoc({ ...r, q: r.q }, landlord);
      writes.push(
        ports.db
          .insert(Outbox)
          .values({
            dedupeKey: `quitance:${r.q.id}:envoi`,
            to,
            QuitanceId: r.q.id,
            attachment: quitanceAttachment(r.q.id),
            ...quitanceMail(ports.config, doc, sig),
            createdAt: nowIso,
            updatedAt: nowIso,
          })
          .onConflictDoNothing({ target: Outbox.dedupeKey })
          .returning({ id: Outbox.id }),
      );
      continue;
    }
    const terme = termeDuMois(r.d, mois);
    if (!terme) continue;
    if (needsReplay(r, terme)) {
      slow.push(r.d.id);
      continue;
    }
    try {
      const t = await newTerm(ports, r, landlord, terme, true, nowIso, ctx);
      made.push({ key: t.key, dossierId: r.d.id, at: writes.length });
      writes.push(...t.writes);
      const to = adresseDEnvoi(t.row, r.l.mail);
      if (to) writes.push(outboxForNew(ports, t.doc, to, nowIso, sig));
    } catch (e) {
      outcome.failures.push(failure(`dossier ${r.d.id}`, e));
    }
  }
  const report = extra({
    requeued: outcome.outboxIds.length,
    keys: made.map((m) => m.key),
    failures: outcome.failures,
    queued: sql`(select count(*) from ${Outbox} where ${Outbox.createdAt} = ${nowIso} and ${inArray(
      Outbox.QuitanceId,
      ports.db
        .select({ id: Quitance.id })
        .from(Quitance)
        .where(and(inArray(Quitance.DossierId, dossierIds), eq(Quitance.mois, mois))),
    )})`,
  });
  const [first, ...rest] = [...writes, ...report];
  const results: unknown[] = first ? await oneRoundTrip(ports.db, [first, ...rest]) : [];
  for (const res of results.slice(0, writes.length)) {
    // The inserts that return rows are the outbox's: the e-mails queued.
    if (Array.isArray(res)) for (const o of res) outcome.outboxIds.push(Number(fieldOf(o, "id")));
  }
  for (const m of made) {
    if (Number(fieldOf(results[m.at], "rowsAffected")) === 1) {
      outcome.generated++;
      continue;
    }
    // Not inserted (another run made the month's receipt first, or a credit arrived meanwhile): the object no
    // row names goes now, and the dossier takes the interactive way (the existing receipt, or the ledger's replay).
    await ports.files.delete(m.key).catch(() => {});
    slow.push(m.dossierId);
  }
  for (const id of slow) {
    try {
      await slowPath(ports, id, day, outcome, sig);
    } catch (e) {
      outcome.failures.push(failure(`dossier ${id}`, e));
    }
  }
  return outcome;
}

/** The new receipt's e-mail, queued only if this batch inserted the receipt (its file key is this batch's). */
function outboxForNew(ports: Ports, doc: QuitanceDoc, to: string, nowIso: string, sig: Signataire) {
  const { subject, body } = quitanceMail(ports.config, doc, sig);
  return ports.db.all<{
    id: number;
  }>(sql`insert into "Outbox" ("dedupeKey", "to", "subject", "body",
      "attachment", "QuitanceId", "status", "attempts", "createdAt", "updatedAt")
    select 'quitance:' || "id" || ':envoi', ${to}, ${subject}, ${body}, 'Quitance:' || "id", "id", 'pending', 0,
      ${nowIso}, ${nowIso}
    from "Quitance" where "file" = ${doc.row.file}
    on conflict do nothing returning "id"`);
}

/** generateTerm's interactive transaction (a credit waiting is settled by the replay), then its e-mail queued. */
async function slowPath(
  ports: Ports,
  dossierId: number,
  day: string,
  outcome: AutoOutcome,
  sig: Signataire,
) {
  const { created, quitance } = await generateTerm(ports, dossierId, day, true);
  if (created) outcome.generated++, outcome.slow.generated++;
  if (quitance.reponduAt || quitance.regle) return;
  const [doc] = await quitanceDocsByIds(ports, [quitance.id]);
  const to = doc?.locataire?.mail;
  if (!doc || !to) return;
  outcome.slow.queued++;
  outcome.outboxIds.push(
    await enqueue(ports, {
      dedupeKey: `quitance:${doc.row.id}:envoi`,
      to,
      QuitanceId: doc.row.id,
      attachment: quitanceAttachment(doc.row.id),
      ...quitanceMail(ports.config, doc, sig),
    }),
  );
}
