import { fieldOf } from "../lib/error-fields";
import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Appartement, Outbox, Quitance } from "../db/schema";
import { oneRoundTrip } from "../db/one-round-trip";
import type { Mail, Ports } from "../ports";
import { notFound } from "../lib/errors";
import { bytesOf, resolveAttachment } from "./quitance/attachment";
import {
  landlordIndex,
  nomFichier,
  ownersWhere,
  quitanceDocRows,
  toQuitanceDocs,
} from "./quitance/data";
import { empreinte } from "./quitance/document";
import { present } from "../domain/present";

// Every e-mail is queued here first, then delivered by whoever runs next (the job, a reminder, the admin's resend):
// a transport down or absent loses nothing. Queuing is idempotent (dedupeKey), sending is claimed row by row with a
// conditional UPDATE, so two runs or two isolates never send the same row twice at once.

export interface OutboxMail {
  dedupeKey: string;
  to: string;
  subject: string;
  body: string;
  attachment?: string | null;
  QuitanceId?: number | null;
}

/** A claimed row that was never finished (a run killed mid-send) may be taken again after this long. */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;
/** After this many failed attempts a row stops being retried by itself; the admin can still resend it. */
export const MAX_ATTEMPTS = 5;

/** Queues a mail once per dedupeKey; returns its id (the existing row's when already queued). */
export async function enqueue(ports: Ports, mail: OutboxMail): Promise<number> {
  const now = ports.clock.now().toISOString();
  const [row] = await ports.db
    .insert(Outbox)
    .values({ ...mail, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: Outbox.dedupeKey })
    .returning({ id: Outbox.id });
  if (row) return row.id;
  const [existing] = await ports.db
    .select({ id: Outbox.id })
    .from(Outbox)
    .where(eq(Outbox.dedupeKey, mail.dedupeKey));
  return present(existing, `courriel ${mail.dedupeKey}`).id;
}

/** Takes the row for this sender if it is pending (or its claim is stale); null when someone else has it. */
async function claim(ports: Ports, id: number) {
  const now = ports.clock.now();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const [row] = await ports.db
    .update(Outbox)
    .set({
      status: "sending",
      claimedAt: now.toISOString(),
      attempts: sql`${Outbox.attempts} + 1`,
      updatedAt: now.toISOString(),
    })
    .where(
      and(
        eq(Outbox.id, id),
        or(
          eq(Outbox.status, "pending"),
          and(eq(Outbox.status, "sending"), lt(Outbox.claimedAt, stale)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

async function deliverOne(ports: Ports, id: number): Promise<"sent" | "pending" | "failed" | null> {
  const row = await claim(ports, id);
  if (!row) return null;
  const now = () => ports.clock.now().toISOString();
  try {
    const mail: Mail = { to: row.to, subject: row.subject, text: row.body };
    if (row.attachment) mail.attachments = [await resolveAttachment(ports, row.attachment)];
    await ports.mailer.send(mail);
    await ports.db
      .update(Outbox)
      .set({ status: "sent", sentAt: now(), lastError: null, updatedAt: now() })
      .where(eq(Outbox.id, id));
    return "sent";
  } catch (e) {
    const status = row.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
    const lastError = String(fieldOf(e, "message") ?? e).slice(0, 500);
    await ports.db
      .update(Outbox)
      .set({ status, lastError, updatedAt: now() })
      .where(eq(Outbox.id, id));
    return status;
  }
}

/**
 * Sends what is pending (or only `ids`), one row at a time; without a configured transport, nothing is tried and
 * everything stays pending. Returns how many were sent and failed.
 */
export async function deliverOutbox(
  ports: Ports,
  ids?: number[],
): Promise<{ sent: number; failed: number; pending: number }> {
  const stale = new Date(ports.clock.now().getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const open = or(
    eq(Outbox.status, "pending"),
    and(eq(Outbox.status, "sending"), lt(Outbox.claimedAt, stale)),
  );
  const rows = await ports.db
    .select({ id: Outbox.id })
    .from(Outbox)
    .where(and(open, ids ? inArray(Outbox.id, ids) : undefined))
    .orderBy(Outbox.id);
  const result = { sent: 0, failed: 0, pending: 0 };
  if (ports.mailer.configured === false) return { ...result, pending: rows.length };
  for (const { id } of rows) {
    const r = await deliverOne(ports, id);
    if (r === "sent") result.sent++;
    else if (r) result[r === "failed" ? "failed" : "pending"]++;
  }
  return result;
}

export interface Delivered {
  sent: number;
  failed: number;
  pending: number;
  /** Each failed send: the row and the transport's error. */
  errors: { id: number; message: string }[];
}

/**
 * Sends a batch of outbox rows (the daily job's e-mail step, ADR 015) in two libSQL round trips whatever its size:
 * one batch claims the rows (the same conditional UPDATE as one by one) and reads their receipts' documents; then
 * each mail costs the attachment's R2 get and the transport's call; one batch writes every outcome. A receipt whose
 * stored document no longer shows its data is built again the usual way (ensureDocument), so nothing stale leaves.
 * `extra` statements join the final batch (the run's report).
 */
export async function deliverBatch(
  ports: Ports,
  ids: number[],
  extra: (d: Delivered) => BatchItem<"sqlite">[] = () => [],
): Promise<Delivered> {
  const result: Delivered = { sent: 0, failed: 0, pending: 0, errors: [] };
  if (!ids.length) return result;
  if (ports.mailer.configured === false) return { ...result, pending: ids.length };
  const now = ports.clock.now();
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const quitanceIds = ports.db
    .select({ id: Outbox.QuitanceId })
    .from(Outbox)
    .where(inArray(Outbox.id, ids));
  const [claimed, docRows, owners] = await oneRoundTrip(ports.db, [
    ports.db
      .update(Outbox)
      .set({
        status: "sending",
        claimedAt: nowIso,
        attempts: sql`${Outbox.attempts} + 1`,
        updatedAt: nowIso,
      })
      .where(
        and(
          inArray(Outbox.id, ids),
          or(
            eq(Outbox.status, "pending"),
            and(eq(Outbox.status, "sending"), lt(Outbox.claimedAt, stale)),
          ),
        ),
      )
      .returning(),
    quitanceDocRows(ports, inArray(Quitance.id, quitanceIds)),
    ownersWhere(
      ports,
      inArray(
        Appartement.id,
        ports.db
          .select({ id: Quitance.AppartementId })
          .from(Quitance)
          .where(inArray(Quitance.id, quitanceIds)),
      ),
    ),
  ]);
  const docs = new Map(
    toQuitanceDocs(docRows, landlordIndex(owners)).map((d) => [`Quitance:${d.row.id}`, d]),
  );
  const writes: BatchItem<"sqlite">[] = [];
  for (const row of claimed) {
    try {
      const mail: Mail = { to: row.to, subject: row.subject, text: row.body };
      if (row.attachment) {
        const doc = docs.get(row.attachment);
        const stored =
          doc?.row.file && doc.row.fileEmpreinte === empreinte(doc.data)
            ? await ports.files.get(doc.row.file)
            : null;
        mail.attachments = [
          doc && stored
            ? {
                filename: nomFichier(doc),
                content: await bytesOf(stored.body),
                contentType: "application/pdf",
              }
            : await resolveAttachment(ports, row.attachment),
        ];
      }
      await ports.mailer.send(mail);
      result.sent++;
      writes.push(
        ports.db
          .update(Outbox)
          .set({ status: "sent", sentAt: nowIso, lastError: null, updatedAt: nowIso })
          .where(eq(Outbox.id, row.id)),
      );
    } catch (e) {
      const status = row.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
      const lastError = String(fieldOf(e, "message") ?? e).slice(0, 500);
      result[status]++;
      result.errors.push({ id: row.id, message: lastError });
      writes.push(
        ports.db
          .update(Outbox)
          .set({ status, lastError, updatedAt: nowIso })
          .where(eq(Outbox.id, row.id)),
      );
    }
  }
  const all = [...writes, ...extra(result)];
  const [first, ...others] = all;
  if (first) await oneRoundTrip(ports.db, [first, ...others]);
  return result;
}

const LISTED = {
  id: Outbox.id,
  to: Outbox.to,
  subject: Outbox.subject,
  status: Outbox.status,
  attempts: Outbox.attempts,
  lastError: Outbox.lastError,
  sentAt: Outbox.sentAt,
  createdAt: Outbox.createdAt,
  QuitanceId: Outbox.QuitanceId,
};

/** The outbox as the admin sees it in the settings: the latest 200, newest first. */
export const listOutbox = (ports: Ports) =>
  ports.db.select(LISTED).from(Outbox).orderBy(desc(Outbox.id)).limit(200);

/** One e-mail with its text, as its recipient reads it (links included): the admin's "Voir". */
export async function getOutboxMail(ports: Ports, id: number) {
  const [row] = await ports.db
    .select({ ...LISTED, body: Outbox.body })
    .from(Outbox)
    .where(eq(Outbox.id, id));
  if (!row) throw notFound("Cet e-mail est introuvable.");
  return row;
}

/** The admin's resend: the row goes back to pending (attempts from zero), then one delivery is tried now. */
export async function resend(ports: Ports, id: number) {
  const now = ports.clock.now().toISOString();
  const [row] = await ports.db
    .update(Outbox)
    .set({ status: "pending", attempts: 0, lastError: null, claimedAt: null, updatedAt: now })
    .where(eq(Outbox.id, id))
    .returning({ id: Outbox.id });
  if (!row) throw notFound("Cet e-mail est introuvable.");
  await deliverOutbox(ports, [id]);
  const [after] = await ports.db.select(LISTED).from(Outbox).where(eq(Outbox.id, id));
  if (!after) throw notFound("Cet e-mail est introuvable.");
  return after;
}
